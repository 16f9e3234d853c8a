import type { RankPeriod } from '@ascent/shared/learning';
import { api } from '../../../app/services.ts';
import { learnRankBody, todoCoursesBody, todoTasksBody } from './home-calls.ts';

/**
 * The learner's assigned tasks in progress and not finished (spec s.7 center/todo/list: the
 * programmes, exams, sessions and IDPs the task sources list), nearest due first.
 */
export function fetchTodoTasks(pageSize: number) {
  return api.call('POST /api/study/center/todo/list', todoTasksBody(pageSize));
}

/** The courses the learner started and has not finished (spec s.7 center/todo/list/course). */
export function fetchTodoCourses(pageSize: number) {
  return api.call('POST /api/study/center/todo/list/course', todoCoursesBody(pageSize));
}

export function fetchLearnRank(period: RankPeriod, pageSize: number) {
  return api.call('POST /api/study/rank/learnrank', learnRankBody(period, pageSize));
}

import type { RankPeriod } from '@ascent/shared/learning';
import { fetchHomeDetail } from '../api/home-api.ts';
import { fetchLearnRank, fetchTodoCourses, fetchTodoTasks } from '../api/learning-calls.ts';
import { fetchMyCourses } from '../../learning/api/learning-api.ts';
import { CONTINUE_BODY } from '../api/home-calls.ts';
import { USER_QUERY_KEY } from '@ascent/client/app';

/** The home's query keys (dropped with the session, under USER_QUERY_KEY). */
export const HOME_KEY = [...USER_QUERY_KEY, 'study-home'] as const;
const homeDetailKey = [...HOME_KEY, 'detail'] as const;

/**
 * The home's queries, named once: its sections read them (use-home.ts), and a cold load of the
 * home fetches them beside its code (home-prefetch.ts).
 */
export const homeQueries = {
  detail: { queryKey: homeDetailKey, queryFn: fetchHomeDetail },
  todoTasks: (pageSize: number) => ({
    queryKey: [...HOME_KEY, 'todo-tasks', pageSize],
    queryFn: () => fetchTodoTasks(pageSize),
  }),
  todoCourses: (pageSize: number) => ({
    queryKey: [...HOME_KEY, 'todo', pageSize],
    queryFn: () => fetchTodoCourses(pageSize),
  }),
  learnRank: (period: RankPeriod, pageSize: number) => ({
    queryKey: [...HOME_KEY, 'rank', period, pageSize],
    queryFn: () => fetchLearnRank(period, pageSize),
  }),
  continueCourse: {
    queryKey: [...HOME_KEY, 'continue'],
    // The learner's courses in progress come latest studied first: the first is the one.
    queryFn: () => fetchMyCourses(CONTINUE_BODY),
  },
};

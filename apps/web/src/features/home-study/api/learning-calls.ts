import type { RankPeriod } from '@ascent/shared/learning';
import { api } from '../../../app/services.ts';

/** The learning module's calls the home shows (spec s.7 center/todo/list/course, rank/learnrank). */
export function fetchTodoCourses(pageSize: number) {
  return api.call('POST /api/study/center/todo/list/course', { page: 1, pageSize });
}

export function fetchLearnRank(period: RankPeriod, pageSize: number) {
  return api.call('POST /api/study/rank/learnrank', { period, page: 1, pageSize });
}

import type { TPage } from '@ascent/shared/admin';
import type { RankPeriod, TMyCourse, TRankPage } from '@ascent/shared/learning';
import { api } from '../../../app/services.ts';

/** The learning module's calls the home shows (spec s.7 center/todo/list/course, rank/learnrank). */
export function fetchTodoCourses(pageSize: number): Promise<TPage<TMyCourse>> {
  return api.post<TPage<TMyCourse>>('study/center/todo/list/course', { page: 1, pageSize });
}

export function fetchLearnRank(period: RankPeriod, pageSize: number): Promise<TRankPage> {
  return api.post<TRankPage>('study/rank/learnrank', { period, page: 1, pageSize });
}

import type { TPage } from '@ascent/shared/admin';
import { api } from '../../../app/services.ts';

/*
 * The learning module's calls the home shows (spec s.7 center/todo/list/course, rank/learnrank).
 * Their shapes are the learning helper's `@ascent/shared/learning` contract (TMyCourse,
 * TRankPage); only the fields the home reads are named here.
 */
export interface THomeTodo {
  courseId: number;
  title: string;
  cover: string;
  percent: number;
}

export const RANK_PERIODS = ['today', 'week', 'month'] as const;
export type HomeRankPeriod = (typeof RANK_PERIODS)[number];

export interface THomeRankEntry {
  rank: number;
  userId: number;
  realName: string;
  departmentName: string;
  hours: number;
}
export interface THomeRankPage {
  list: THomeRankEntry[];
  mine: { rank: number; hours: number } | null;
}

export function fetchTodoCourses(pageSize: number): Promise<TPage<THomeTodo>> {
  return api.post<TPage<THomeTodo>>('study/center/todo/list/course', { page: 1, pageSize });
}

export function fetchLearnRank(period: HomeRankPeriod, pageSize: number): Promise<THomeRankPage> {
  return api.post<THomeRankPage>('study/rank/learnrank', { period, page: 1, pageSize });
}

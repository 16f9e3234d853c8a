import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TStudyPlanAdminDetail,
  TStudyPlanRow,
  TStudyPlanSave,
  TSubPlanReview,
} from '@ascent/shared/study-plan';
import { api } from '../../../app/services.ts';

/** The admin's study-plan calls; the review is the spec's subplan/audit/remark. */
export const fetchPlanPage = (query: TListQuery) =>
  api.post<TPage<TStudyPlanRow>>('manage/study/plan/list', query);

export const fetchPlan = (id: number) => api.get<TStudyPlanAdminDetail>(`manage/study/plan/${id}`);

// The form shows the server's refusal itself.
export const savePlan = (body: TStudyPlanSave) =>
  api.post<TStudyPlanAdminDetail>('manage/study/plan/save', body, { silent: true });

export const deletePlans = (ids: number[]) =>
  api.post<{ deleted: number }>('manage/study/plan/delete', { ids });

export const reviewSubPlan = (body: TSubPlanReview) =>
  api.post<TStudyPlanAdminDetail>('study/subplan/audit/remark', body);

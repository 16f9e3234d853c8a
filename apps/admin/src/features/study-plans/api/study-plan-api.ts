import type { TListQuery } from '@ascent/shared/admin';
import type { TStudyPlanSave, TSubPlanReview } from '@ascent/shared/study-plan';
import { api } from '../../../app/services.ts';

/** The admin's study-plan calls; the review is the spec's subplan/audit/remark. */
export const fetchPlanPage = (query: TListQuery) =>
  api.call('POST /api/manage/study/plan/list', query);

export const fetchPlan = (id: number) => api.call('GET /api/manage/study/plan/:id', { id });

// The form shows the server's refusal itself.
export const savePlan = (body: TStudyPlanSave) =>
  api.call('POST /api/manage/study/plan/save', body, { silent: true });

export const deletePlans = (ids: number[]) =>
  api.call('POST /api/manage/study/plan/delete', { ids });

export const reviewSubPlan = (body: TSubPlanReview) =>
  api.call('POST /api/study/subplan/audit/remark', body);

import type { IdpPickedKind } from '@ascent/shared/idp';
import type { TSubPlanSubmit } from '@ascent/shared/study-plan';
import { api } from '../../../app/services.ts';

/** The learner's and the unit managers' study-plan calls. */
export const fetchMyPlans = (q: { page: number; pageSize: number }) =>
  api.call('POST /api/study/plan/list', q);

export const fetchManagedPlans = (q: { page: number; pageSize: number }) =>
  api.call('POST /api/study/plan/managerlist', q);

export const fetchStudyPlan = (id: number) => api.call('GET /api/study/plan/:id/detail', { id });

export const fetchReviewTrail = (id: number) =>
  api.call('GET /api/study/plan/:id/AuditTmplDetailbyType', { id });

export const submitSubPlan = (body: TSubPlanSubmit) =>
  api.call('POST /api/study/plan/managersubmit', body);

/** The learner-side item search (what the manager may open), shared with development plans. */
export const searchPlanItems = (kind: IdpPickedKind, keyword: string) =>
  api.call('POST /api/study/idp/item/search', { kind, keyword });

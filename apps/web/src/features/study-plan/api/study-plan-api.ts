import type { TPage } from '@ascent/shared/admin';
import type { IdpPickedKind, TIdpOption } from '@ascent/shared/idp';
import type {
  TManagedSubPlanRow,
  TMyStudyPlanRow,
  TStudyPlanDetail,
  TSubPlanReviewEntry,
  TSubPlanSubmit,
} from '@ascent/shared/study-plan';
import { api } from '../../../app/services.ts';

/** The learner's and the unit managers' study-plan calls. */
export const fetchMyPlans = (q: { page: number; pageSize: number }) =>
  api.post<TPage<TMyStudyPlanRow>>('study/plan/list', q);

export const fetchManagedPlans = (q: { page: number; pageSize: number }) =>
  api.post<TPage<TManagedSubPlanRow>>('study/plan/managerlist', q);

export const fetchStudyPlan = (id: number) => api.get<TStudyPlanDetail>(`study/plan/${id}/detail`);

export const fetchReviewTrail = (id: number) =>
  api.get<TSubPlanReviewEntry[]>(`study/plan/${id}/AuditTmplDetailbyType`);

export const submitSubPlan = (body: TSubPlanSubmit) =>
  api.post<TStudyPlanDetail>('study/plan/managersubmit', body);

/** The learner-side item search (what the manager may open), shared with development plans. */
export const searchPlanItems = (kind: IdpPickedKind, keyword: string) =>
  api.post<TIdpOption[]>('study/idp/item/search', { kind, keyword });

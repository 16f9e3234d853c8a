import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdParam } from '../admin/index.ts';
import {
  ZManagedSubPlanRow,
  ZMyStudyPlanRow,
  ZPlanFieldOut,
  ZPlanFieldQuery,
  ZStudyPlanAdminDetail,
  ZStudyPlanAdminQuery,
  ZStudyPlanDetail,
  ZStudyPlanIds,
  ZStudyPlanPaging,
  ZStudyPlanRow,
  ZStudyPlanSave,
  ZSubPlanReview,
  ZSubPlanReviewEntry,
  ZSubPlanSubmit,
} from './index.ts';

/**
 * Study plans, the learner site's calls (spec s.7 "Audit": plan/{id}/detail,
 * plan/{id}/AuditTmplDetailbyType, plan/managerlist, plan/managersubmit, subplan/audit/remark,
 * planfield/list) and the learner's own list (plan/list).
 */
export const studyPlanEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/plan/:id/detail',
    auth: 'user',
    summary: 'A plan: the sub-plans the caller manages and the trainings it plans for them',
    params: ZIdParam,
    output: ZStudyPlanDetail,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/plan/:id/AuditTmplDetailbyType',
    auth: 'user',
    summary: 'The review trail of the sub-plans the caller manages',
    params: ZIdParam,
    output: z.array(ZSubPlanReviewEntry),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/plan/list',
    auth: 'user',
    summary: 'The plans that concern the learner with their progress, paged',
    body: ZStudyPlanPaging,
    output: zPageOf(ZMyStudyPlanRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/plan/managerlist',
    auth: 'user',
    summary: 'The sub-plans the caller manages, paged',
    body: ZStudyPlanPaging,
    output: zPageOf(ZManagedSubPlanRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/plan/managersubmit',
    auth: 'user',
    summary: "A manager submits the department's sub-plan (field values and trainings)",
    body: ZSubPlanSubmit,
    output: ZStudyPlanDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/planfield/list',
    auth: 'user',
    summary: "A plan's custom fields",
    body: ZPlanFieldQuery,
    output: z.array(ZPlanFieldOut),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/subplan/audit/remark',
    auth: 'user',
    summary: 'An administrator passes or rejects a sub-plan with a remark (checked by the service)',
    body: ZSubPlanReview,
    output: ZStudyPlanAdminDetail,
  }),
);

/** Study plans, the admin site's calls: list, create and change, delete, one plan. */
export const studyPlanAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/study/plan/list',
    auth: 'admin',
    summary: 'Study plans with their sub-plans counted by status, paged',
    body: ZStudyPlanAdminQuery,
    output: zPageOf(ZStudyPlanRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/study/plan/:id',
    auth: 'admin',
    summary: 'A study plan with its fields and sub-plans',
    params: ZIdParam,
    output: ZStudyPlanAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/study/plan/save',
    auth: 'admin',
    summary: 'Creates (no id) or changes a study plan with its fields and departments',
    body: ZStudyPlanSave,
    output: ZStudyPlanAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/study/plan/delete',
    auth: 'admin',
    summary: 'Deletes study plans; answers how many were deleted',
    body: ZStudyPlanIds,
    output: z.object({ deleted: z.number().int() }),
  }),
);

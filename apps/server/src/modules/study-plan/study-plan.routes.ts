import { studyPlanEndpoints } from '@ascent/shared/study-plan/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { StudyPlanService } from './study-plan.service.ts';

/**
 * The learner site's study-plan calls (spec s.7 "Audit": plan/{id}/detail,
 * plan/{id}/AuditTmplDetailbyType, plan/managerlist, plan/managersubmit, subplan/audit/remark,
 * planfield/list) and the learner's own list (plan/list).
 */
export function studyPlanRoutes(plans: StudyPlanService) {
  return bind(studyPlanEndpoints, {
    'GET /api/study/plan/:id/detail': ({ actor, params }) => plans.detail(actor, params.id),
    'GET /api/study/plan/:id/AuditTmplDetailbyType': ({ actor, params }) =>
      plans.reviewTrail(actor, params.id),
    'POST /api/study/plan/list': ({ actor, body }) => plans.myPlans(actor, body),
    'POST /api/study/plan/managerlist': ({ actor, body }) => plans.managerList(actor, body),
    'POST /api/study/plan/managersubmit': async ({ actor, body }) =>
      answer(await plans.submit(actor, body), 'studyplan.submitted'),
    'POST /api/study/planfield/list': ({ actor, body }) => plans.fields(actor, body.planId),
    // Administrators only (checked in the service): the admin site calls it too.
    'POST /api/study/subplan/audit/remark': async ({ actor, ip, body }) =>
      answer(await plans.review(actor, ip, body), 'studyplan.reviewed'),
  });
}

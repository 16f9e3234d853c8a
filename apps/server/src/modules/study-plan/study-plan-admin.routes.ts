import { studyPlanAdminEndpoints } from '@ascent/shared/study-plan/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { StudyPlanService } from './study-plan.service.ts';

/** The admin site's study plans: list, create and change, delete, a plan with its sub-plans. */
export function studyPlanAdminRoutes(plans: StudyPlanService) {
  return bind(studyPlanAdminEndpoints, {
    'POST /api/manage/study/plan/list': ({ actor, body }) => plans.adminList(actor, body),
    'GET /api/manage/study/plan/:id': ({ actor, params }) => plans.adminDetail(actor, params.id),
    'POST /api/manage/study/plan/save': async ({ actor, ip, body }) =>
      answer(await plans.save(actor, ip, body), 'common.success'),
    'POST /api/manage/study/plan/delete': async ({ actor, ip, body }) =>
      answer({ deleted: await plans.remove(actor, ip, body.ids) }, 'common.success'),
  });
}

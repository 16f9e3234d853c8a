import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam, ZListQuery } from '@ascent/shared/admin';
import { ZStudyPlanIds, ZStudyPlanSave } from '@ascent/shared/study-plan';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { StudyPlanService } from './study-plan.service.ts';

/** The admin site's study plans: list, create and change, delete, a plan with its sub-plans. */
export function studyPlanAdminRoutes(plans: StudyPlanService): FastifyPluginAsync {
  const admin = { config: { auth: 'admin' as const } };
  return async (app) => {
    app.post('/api/manage/study/plan/list', admin, async (req) => {
      const q = parseInput(ZListQuery, req.body);
      return ok(await plans.adminList(requireActor(req.actor), q));
    });
    app.get('/api/manage/study/plan/:id', admin, async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await plans.adminDetail(requireActor(req.actor), id));
    });
    app.post('/api/manage/study/plan/save', admin, async (req) => {
      const input = parseInput(ZStudyPlanSave, req.body);
      return ok(
        await plans.save(requireActor(req.actor), req.ip, input),
        translate('common.success', req.locale),
      );
    });
    app.post('/api/manage/study/plan/delete', admin, async (req) => {
      const { ids } = parseInput(ZStudyPlanIds, req.body);
      return ok(
        { deleted: await plans.remove(requireActor(req.actor), req.ip, ids) },
        translate('common.success', req.locale),
      );
    });
  };
}

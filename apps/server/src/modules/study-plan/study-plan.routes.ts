import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZPlanFieldQuery,
  ZStudyPlanPaging,
  ZSubPlanReview,
  ZSubPlanSubmit,
} from '@ascent/shared/study-plan';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { StudyPlanService } from './study-plan.service.ts';

/**
 * The learner site's study-plan calls (spec s.7 "Audit": plan/{id}/detail,
 * plan/{id}/AuditTmplDetailbyType, plan/managerlist, plan/managersubmit, subplan/audit/remark,
 * planfield/list) and the learner's own list (plan/list).
 */
export function studyPlanRoutes(plans: StudyPlanService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/study/plan/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await plans.detail(requireActor(req.actor), id));
    });
    app.get('/api/study/plan/:id/AuditTmplDetailbyType', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await plans.reviewTrail(requireActor(req.actor), id));
    });
    app.post('/api/study/plan/list', async (req) => {
      const q = parseInput(ZStudyPlanPaging, req.body);
      return ok(await plans.myPlans(requireActor(req.actor), q));
    });
    app.post('/api/study/plan/managerlist', async (req) => {
      const q = parseInput(ZStudyPlanPaging, req.body);
      return ok(await plans.managerList(requireActor(req.actor), q));
    });
    app.post('/api/study/plan/managersubmit', async (req) => {
      const input = parseInput(ZSubPlanSubmit, req.body);
      return ok(
        await plans.submit(requireActor(req.actor), input),
        translate('studyplan.submitted', req.locale),
      );
    });
    app.post('/api/study/planfield/list', async (req) => {
      const { planId } = parseInput(ZPlanFieldQuery, req.body);
      return ok(await plans.fields(requireActor(req.actor), planId));
    });
    // Administrators only (checked in the service): the admin site calls it too.
    app.post('/api/study/subplan/audit/remark', async (req) => {
      const input = parseInput(ZSubPlanReview, req.body);
      return ok(
        await plans.review(requireActor(req.actor), req.ip, input),
        translate('studyplan.reviewed', req.locale),
      );
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZMyEvaluationList,
  ZMySurveyList,
  ZSurveyDetailQuery,
  ZSurveyDraft,
  ZSurveySubmit,
} from '@ascent/shared/survey';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { SurveyService } from './survey.service.ts';

/** The learner's survey calls (paths not named by the spec: decisions.md s.1). */
export function surveyRoutes(service: SurveyService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/survey/list', async (req) => {
      const q = parseInput(ZMySurveyList, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/study/survey/detail', async (req) => {
      const q = parseInput(ZSurveyDetailQuery, req.body);
      return ok(await service.detail(requireActor(req.actor), q, req.locale));
    });
    app.post('/api/study/survey/draft', async (req) => {
      const input = parseInput(ZSurveyDraft, req.body);
      const saved = await service.saveDraft(requireActor(req.actor), input);
      return ok(saved, translate('survey.draftSaved', req.locale));
    });
    app.post('/api/study/survey/submit', async (req) => {
      const input = parseInput(ZSurveySubmit, req.body);
      const detail = await service.submit(requireActor(req.actor), input, req.locale);
      return ok(detail, translate('survey.submitted', req.locale));
    });
    app.post('/api/study/me/evaluate/list', async (req) => {
      const q = parseInput(ZMyEvaluationList, req.body);
      return ok(await service.evaluations(requireActor(req.actor), q));
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZHomeworkStepAnswer,
  ZHomeworkSubmit,
  ZMyHomeworkQuery,
  ZVettingQuery,
  ZVettingSave,
} from '@ascent/shared/homework';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { HomeworkService } from './homework.service.ts';
import type { HomeworkVettingService } from './homework-vetting.service.ts';

/** The learner's homework (/mine/homework, /questionnaire/homework) and reviewers' vetting. */
export function homeworkRoutes(deps: {
  learner: HomeworkService;
  vetting: HomeworkVettingService;
}): FastifyPluginAsync {
  const { learner, vetting } = deps;
  return async (app) => {
    app.post('/api/study/me/homework/list', async (req) => {
      const q = parseInput(ZMyHomeworkQuery, req.body);
      return ok(await learner.myList(requireActor(req.actor), q));
    });
    app.get('/api/study/homework/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await learner.detail(requireActor(req.actor), id, req.locale));
    });
    app.post('/api/study/homework/step/save', async (req) => {
      const input = parseInput(ZHomeworkStepAnswer, req.body);
      const saved = await learner.saveStep(requireActor(req.actor), input);
      return ok(saved, translate('homework.stepSaved', req.locale));
    });
    app.post('/api/study/homework/submit', async (req) => {
      const { homeworkId } = parseInput(ZHomeworkSubmit, req.body);
      const detail = await learner.submit(requireActor(req.actor), homeworkId, req.locale);
      return ok(detail, translate('homework.submitted', req.locale));
    });

    // Reviewers (/mine/homework/vetting).
    app.post('/api/study/me/homework/vetting/list', async (req) => {
      const q = parseInput(ZVettingQuery, req.body);
      return ok(await vetting.list(requireActor(req.actor), q));
    });
    app.get('/api/study/homework/vetting/:id', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await vetting.detail(requireActor(req.actor), id));
    });
    app.post('/api/study/homework/vetting/save', async (req) => {
      const input = parseInput(ZVettingSave, req.body);
      const detail = await vetting.save(requireActor(req.actor), input);
      return ok(
        detail,
        translate(
          input.action === 'evaluate' ? 'homework.evaluated' : 'homework.returned',
          req.locale,
        ),
      );
    });
  };
}

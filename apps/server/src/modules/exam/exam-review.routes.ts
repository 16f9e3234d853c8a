import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZReviewExamList, ZReviewMembers, ZReviewSave } from '@ascent/shared/exam';
import { ZReviewAttemptParam } from '@ascent/shared/exam-admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ExamReviewService } from './exam-review.service.ts';

/** The reviewers' calls (learner site: /mine/review/*, /exam/review/*). */
export function examReviewRoutes(service: ExamReviewService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/me/review/list', async (req) => {
      const q = parseInput(ZReviewExamList, req.body);
      return ok(await service.exams(requireActor(req.actor), q));
    });
    app.post('/api/study/me/review/members', async (req) => {
      const q = parseInput(ZReviewMembers, req.body);
      return ok(await service.members(requireActor(req.actor), q));
    });
    app.get('/api/study/exam/review/:attemptId', async (req) => {
      const { attemptId } = parseInput(ZReviewAttemptParam, req.params);
      return ok(await service.sheet(requireActor(req.actor), attemptId));
    });
    app.post('/api/study/exam/review/save', async (req) => {
      const input = parseInput(ZReviewSave, req.body);
      const sheet = await service.save(requireActor(req.actor), input);
      return ok(
        sheet,
        translate(input.finish ? 'examAdmin.markFinished' : 'examAdmin.markSaved', req.locale),
      );
    });
  };
}

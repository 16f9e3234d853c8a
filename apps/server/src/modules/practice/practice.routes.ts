import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZPracticeAnswer,
  ZPracticeBankQuery,
  ZPracticePoints,
  ZPracticeRecords,
  ZPracticeSession,
  ZPracticeSimulationQuery,
  ZPracticeStart,
  ZWrongList,
  ZWrongRemove,
} from '@ascent/shared/practice';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PracticeService } from './practice.service.ts';
import type { PracticeSessionService } from './practice-session.service.ts';

/** The learner's practice calls (spec s.2 /mine/practice/*, /exam/practice/*). */
export function practiceRoutes(
  service: PracticeService,
  sessions: PracticeSessionService,
): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/study/practice/home', async (req) =>
      ok(await service.home(requireActor(req.actor))),
    );
    app.post('/api/study/practice/banks', async (req) => {
      const q = parseInput(ZPracticeBankQuery, req.body);
      return ok(await service.banks(requireActor(req.actor), q));
    });
    app.post('/api/study/practice/points', async (req) => {
      const { bankIds } = parseInput(ZPracticePoints, req.body);
      return ok(await service.points(requireActor(req.actor), bankIds));
    });
    app.post('/api/study/practice/simulation/list', async (req) => {
      const q = parseInput(ZPracticeSimulationQuery, req.body);
      return ok(await service.simulations(requireActor(req.actor), q));
    });
    app.post('/api/study/practice/records', async (req) => {
      const q = parseInput(ZPracticeRecords, req.body);
      return ok(await service.records(requireActor(req.actor), q));
    });
    app.post('/api/study/practice/wrong/list', async (req) => {
      const q = parseInput(ZWrongList, req.body);
      return ok(await service.wrongList(requireActor(req.actor), q));
    });
    app.post('/api/study/practice/wrong/remove', async (req) => {
      const { questionIds } = parseInput(ZWrongRemove, req.body);
      const done = await service.wrongRemove(requireActor(req.actor), questionIds);
      return ok(done, translate('practice.wrongRemoved', req.locale));
    });

    // Sessions: start (continue or restart), the paper, answers, hand-in, the result.
    app.post('/api/study/practice/start', async (req) => {
      const input = parseInput(ZPracticeStart, req.body);
      return ok(await sessions.start(requireActor(req.actor), input));
    });
    app.get('/api/study/practice/session/:id', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await sessions.paper(requireActor(req.actor), id));
    });
    app.post('/api/study/practice/answer', async (req) => {
      const input = parseInput(ZPracticeAnswer, req.body);
      return ok(await sessions.answer(requireActor(req.actor), input));
    });
    app.post('/api/study/practice/submit', async (req) => {
      const { sessionId } = parseInput(ZPracticeSession, req.body);
      const row = await sessions.submit(requireActor(req.actor), sessionId);
      return ok(row, translate('practice.submitted', req.locale));
    });
    app.get('/api/study/practice/session/:id/result', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await sessions.result(requireActor(req.actor), id));
    });
  };
}

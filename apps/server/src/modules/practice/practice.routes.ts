import { practiceEndpoints } from '@ascent/shared/practice/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { PracticeService } from './practice.service.ts';
import type { PracticeSessionService } from './practice-session.service.ts';

/** The learner's practice calls (spec s.2 /mine/practice/*, /exam/practice/*). */
export function practiceRoutes(service: PracticeService, sessions: PracticeSessionService) {
  return bind(practiceEndpoints, {
    'GET /api/study/practice/home': ({ actor }) => service.home(actor),
    'POST /api/study/practice/banks': ({ actor, body }) => service.banks(actor, body),
    'POST /api/study/practice/points': ({ actor, body }) => service.points(actor, body.bankIds),
    'POST /api/study/practice/simulation/list': ({ actor, body }) =>
      service.simulations(actor, body),
    'POST /api/study/practice/records': ({ actor, body }) => service.records(actor, body),
    'POST /api/study/practice/wrong/list': ({ actor, body }) => service.wrongList(actor, body),
    'POST /api/study/practice/wrong/remove': async ({ actor, body }) =>
      answer(await service.wrongRemove(actor, body.questionIds), 'practice.wrongRemoved'),

    // Sessions: start (continue or restart), the paper, answers, hand-in, the result.
    'POST /api/study/practice/start': ({ actor, body }) => sessions.start(actor, body),
    'GET /api/study/practice/session/:id': ({ actor, params }) => sessions.paper(actor, params.id),
    'POST /api/study/practice/answer': ({ actor, body }) => sessions.answer(actor, body),
    'POST /api/study/practice/submit': async ({ actor, body }) =>
      answer(await sessions.submit(actor, body.sessionId), 'practice.submitted'),
    'GET /api/study/practice/session/:id/result': ({ actor, params }) =>
      sessions.result(actor, params.id),
  });
}

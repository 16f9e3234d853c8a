import { examReviewEndpoints } from '@ascent/shared/exam/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { ExamReviewService } from './exam-review.service.ts';

/** The reviewers' calls (learner site: /mine/review/*, /exam/review/*). */
export function examReviewRoutes(service: ExamReviewService) {
  return bind(examReviewEndpoints, {
    'POST /api/study/me/review/list': ({ actor, body }) => service.exams(actor, body),
    'POST /api/study/me/review/members': ({ actor, body }) => service.members(actor, body),
    'GET /api/study/exam/review/:attemptId': ({ actor, params }) =>
      service.sheet(actor, params.attemptId),
    'POST /api/study/exam/review/save': async ({ actor, body }) =>
      answer(
        await service.save(actor, body),
        body.finish ? 'examAdmin.markFinished' : 'examAdmin.markSaved',
      ),
  });
}

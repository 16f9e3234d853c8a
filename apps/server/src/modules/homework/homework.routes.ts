import { homeworkEndpoints } from '@ascent/shared/homework/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { HomeworkService } from './homework.service.ts';
import type { HomeworkReviewService } from './homework-review.service.ts';

/** The learner's homework (/mine/homework, /questionnaire/homework) and reviewers' review. */
export function homeworkRoutes(deps: { learner: HomeworkService; review: HomeworkReviewService }) {
  const { learner, review } = deps;
  return bind(homeworkEndpoints, {
    'POST /api/study/me/homework/list': ({ actor, body }) => learner.myList(actor, body),
    'GET /api/study/homework/:id/detail': ({ actor, params, locale }) =>
      learner.detail(actor, params.id, locale),
    'POST /api/study/homework/step/save': async ({ actor, body }) =>
      answer(await learner.saveStep(actor, body), 'homework.stepSaved'),
    'POST /api/study/homework/submit': async ({ actor, body, locale }) =>
      answer(await learner.submit(actor, body.homeworkId, locale), 'homework.submitted'),

    // Reviewers (/mine/homework/vetting).
    'POST /api/study/me/homework/vetting/list': ({ actor, body }) => review.list(actor, body),
    'GET /api/study/homework/vetting/:id': ({ actor, params }) => review.detail(actor, params.id),
    'POST /api/study/homework/vetting/save': async ({ actor, body }) =>
      answer(
        await review.save(actor, body),
        body.action === 'evaluate' ? 'homework.evaluated' : 'homework.returned',
      ),
  });
}

import { homeworkEndpoints } from '@ascent/shared/homework/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { HomeworkService } from './homework.service.ts';
import type { HomeworkVettingService } from './homework-vetting.service.ts';

/** The learner's homework (/mine/homework, /questionnaire/homework) and reviewers' vetting. */
export function homeworkRoutes(deps: {
  learner: HomeworkService;
  vetting: HomeworkVettingService;
}) {
  const { learner, vetting } = deps;
  return bind(homeworkEndpoints, {
    'POST /api/study/me/homework/list': ({ actor, body }) => learner.myList(actor, body),
    'GET /api/study/homework/:id/detail': ({ actor, params, locale }) =>
      learner.detail(actor, params.id, locale),
    'POST /api/study/homework/step/save': async ({ actor, body }) =>
      answer(await learner.saveStep(actor, body), 'homework.stepSaved'),
    'POST /api/study/homework/submit': async ({ actor, body, locale }) =>
      answer(await learner.submit(actor, body.homeworkId, locale), 'homework.submitted'),

    // Reviewers (/mine/homework/vetting).
    'POST /api/study/me/homework/vetting/list': ({ actor, body }) => vetting.list(actor, body),
    'GET /api/study/homework/vetting/:id': ({ actor, params }) => vetting.detail(actor, params.id),
    'POST /api/study/homework/vetting/save': async ({ actor, body }) =>
      answer(
        await vetting.save(actor, body),
        body.action === 'evaluate' ? 'homework.evaluated' : 'homework.returned',
      ),
  });
}

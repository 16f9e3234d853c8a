import { surveyEndpoints } from '@ascent/shared/survey/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { SurveyService } from './survey.service.ts';

/** The learner's survey calls (paths not named by the spec: decisions.md s.1). */
export function surveyRoutes(service: SurveyService) {
  return bind(surveyEndpoints, {
    'POST /api/study/survey/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/study/survey/detail': ({ actor, body, locale }) =>
      service.detail(actor, body, locale),
    'POST /api/study/survey/draft': async ({ actor, body }) =>
      answer(await service.saveDraft(actor, body), 'survey.draftSaved'),
    'POST /api/study/survey/submit': async ({ actor, body, locale }) =>
      answer(await service.submit(actor, body, locale), 'survey.submitted'),
    'POST /api/study/me/evaluate/list': ({ actor, body }) => service.evaluations(actor, body),
  });
}

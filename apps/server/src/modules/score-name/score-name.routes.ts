import { scoreNameEndpoints } from '@ascent/shared/config/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { ScoreNameService } from './score-name.service.ts';

export function scoreNameRoutes(service: ScoreNameService) {
  return bind(scoreNameEndpoints, {
    'POST /api/manage/score-names/list': ({ actor }) => service.list(actor),
    'POST /api/manage/score-names/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    // Spec s.7 "Learning": the company's custom score names for the learner site.
    'POST /api/study/me/customer/config/list': ({ actor, body }) =>
      service.customerConfigs(actor, body),
  });
}

import { earningEndpoints } from '@ascent/shared/earning/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { EarningService } from './earning.service.ts';

export function earningRoutes(service: EarningService) {
  return bind(earningEndpoints, {
    'POST /api/manage/earning/rule/list': ({ actor }) => service.list(actor),
    'POST /api/manage/earning/rule/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), 'common.modified'),
    'GET /api/study/me/studyscore/rule': ({ actor }) =>
      service.learnerRules(actor, ['credits', 'hours']),
    'GET /api/study/me/integral/rule': ({ actor }) => service.learnerRules(actor, ['points']),
  });
}

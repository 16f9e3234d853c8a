import { positionEndpoints } from '@ascent/shared/org/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { PositionService } from './position.service.ts';

export function positionRoutes(service: PositionService) {
  return bind(positionEndpoints, {
    'POST /api/study/position/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/position/list': ({ actor, body }) => service.adminList(actor, body),
    'POST /api/manage/position/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.created'),
    'POST /api/manage/position/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    'POST /api/manage/position/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
  });
}

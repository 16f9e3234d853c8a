import { menuEndpoints } from '@ascent/shared/config/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { MenuService } from './menu.service.ts';

export function menuRoutes(service: MenuService) {
  return bind(menuEndpoints, {
    'POST /api/manage/menu/list': ({ actor, body }) => service.list(actor, body.websiteId),
    'POST /api/manage/menu/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    'POST /api/manage/menu/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.success'),
    'POST /api/manage/menu/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.id);
      return answer(null, 'common.success');
    },
    'POST /api/manage/menu/reorder': async ({ actor, ip, body }) =>
      answer(await service.reorder(actor, ip, body), 'common.modified'),
    'POST /api/manage/menu/copy': async ({ actor, ip, body }) =>
      answer(await service.copyToSite(actor, ip, body.websiteId), 'common.success'),
    'POST /api/manage/menu/reset': async ({ actor, ip, body }) =>
      answer(await service.resetSite(actor, ip, body.websiteId), 'common.success'),
  });
}

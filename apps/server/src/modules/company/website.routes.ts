import { websiteEndpoints } from '@ascent/shared/config/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { WebsiteService } from './website.service.ts';

export function websiteRoutes(service: WebsiteService) {
  return bind(websiteEndpoints, {
    'POST /api/manage/website/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/website/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.success'),
    'POST /api/manage/website/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    'POST /api/manage/website/delete': async ({ actor, ip, body }) =>
      answer(await service.remove(actor, ip, body.id), 'common.success'),
  });
}

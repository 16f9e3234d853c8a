import { platformEndpoints } from '@ascent/shared/platform/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { CompanyService } from './company.service.ts';

export function companyRoutes(service: CompanyService) {
  return bind(platformEndpoints, {
    'POST /api/study/platform/config': ({ body, req }) =>
      service.platformConfig(body.site || req.headers.host),
    'POST /api/study/platform/portal': ({ body, req }) =>
      service.portal(body.site || req.headers.host),
    'GET /api/study/me/company/config': ({ actor }) => service.companyInfo(actor),
    'GET /api/study/home/menu/pc': ({ actor }) => service.menuList(actor),
    'POST /api/study/me/website/change': async ({ actor, body }) => {
      await service.changeWebsite(actor, body.websiteId);
      return answer(null, 'common.success');
    },
  });
}

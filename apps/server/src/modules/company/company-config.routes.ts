import { companyConfigEndpoints } from '@ascent/shared/config/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { CompanyConfigService } from './company-config.service.ts';

/** The admin site's company settings (every group) and logo uploads. */
export function companyConfigRoutes(service: CompanyConfigService) {
  return bind(companyConfigEndpoints, {
    'POST /api/manage/company/config': ({ actor }) => service.read(actor),
    'POST /api/manage/company/config/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    'POST /api/manage/company/logo': async ({ req }) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      return answer(await service.uploadLogo(file), 'common.success');
    },
  });
}

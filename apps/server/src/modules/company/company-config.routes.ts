import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZCompanyConfigUpdate, ZEmptyRequest } from '@ascent/shared/config';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { CompanyConfigService } from './company-config.service.ts';

/** The admin site's company settings (every group) and logo uploads. */
export function companyConfigRoutes(service: CompanyConfigService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/company/config', admin, async (req) => {
      parseInput(ZEmptyRequest, req.body);
      return ok(await service.read(requireActor(req.actor)));
    });

    app.post('/api/manage/company/config/update', admin, async (req) => {
      const input = parseInput(ZCompanyConfigUpdate, req.body);
      const config = await service.update(requireActor(req.actor), req.ip, input);
      return ok(config, translate('common.modified', req.locale));
    });

    app.post('/api/manage/company/logo', admin, async (req) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      return ok(await service.uploadLogo(file), translate('common.success', req.locale));
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZPlatformConfigRequest, ZWebsiteChangeRequest } from '@ascent/shared/platform';
import { ok } from '../../core/envelope.ts';
import { requireActor, shellRoute } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { CompanyService } from './company.service.ts';

export function companyRoutes(service: CompanyService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/platform/config', { config: { auth: 'public' } }, async (req) => {
      const input = parseInput(ZPlatformConfigRequest, req.body);
      return ok(await service.platformConfig(input.site || req.headers.host));
    });

    app.get('/api/study/me/company/config', shellRoute, async (req) =>
      ok(await service.companyInfo(requireActor(req.actor))),
    );

    app.get('/api/study/home/menu/pc', shellRoute, async (req) =>
      ok(await service.menuList(requireActor(req.actor))),
    );

    app.post('/api/study/me/website/change', async (req) => {
      const input = parseInput(ZWebsiteChangeRequest, req.body);
      await service.changeWebsite(requireActor(req.actor), input.websiteId);
      return ok(null, translate('common.success', req.locale));
    });
  };
}

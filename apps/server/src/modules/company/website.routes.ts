import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam, ZListQuery } from '@ascent/shared/admin';
import { ZWebsiteCreate, ZWebsiteUpdate } from '@ascent/shared/config';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { WebsiteService } from './website.service.ts';

export function websiteRoutes(service: WebsiteService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/website/list', admin, async (req) => {
      const q = parseInput(ZListQuery.strict(), req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });

    app.post('/api/manage/website/create', admin, async (req) => {
      const input = parseInput(ZWebsiteCreate, req.body);
      const site = await service.create(requireActor(req.actor), req.ip, input);
      return ok(site, translate('common.success', req.locale));
    });

    app.post('/api/manage/website/update', admin, async (req) => {
      const input = parseInput(ZWebsiteUpdate, req.body);
      const site = await service.update(requireActor(req.actor), req.ip, input);
      return ok(site, translate('common.modified', req.locale));
    });

    app.post('/api/manage/website/delete', admin, async (req) => {
      const { id } = parseInput(ZIdParam.strict(), req.body);
      const result = await service.remove(requireActor(req.actor), req.ip, id);
      return ok(result, translate('common.success', req.locale));
    });
  };
}

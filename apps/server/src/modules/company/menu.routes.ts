import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZMenuCreate,
  ZMenuListQuery,
  ZMenuReorder,
  ZMenuSiteRequest,
  ZMenuUpdate,
} from '@ascent/shared/config';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { MenuService } from './menu.service.ts';

export function menuRoutes(service: MenuService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/menu/list', admin, async (req) => {
      const { websiteId } = parseInput(ZMenuListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), websiteId));
    });

    app.post('/api/manage/menu/update', admin, async (req) => {
      const input = parseInput(ZMenuUpdate, req.body);
      const menu = await service.update(requireActor(req.actor), req.ip, input);
      return ok(menu, translate('common.modified', req.locale));
    });

    app.post('/api/manage/menu/create', admin, async (req) => {
      const input = parseInput(ZMenuCreate, req.body);
      const menu = await service.create(requireActor(req.actor), req.ip, input);
      return ok(menu, translate('common.success', req.locale));
    });

    app.post('/api/manage/menu/delete', admin, async (req) => {
      const { id } = parseInput(ZIdParam.strict(), req.body);
      await service.remove(requireActor(req.actor), req.ip, id);
      return ok(null, translate('common.success', req.locale));
    });

    app.post('/api/manage/menu/reorder', admin, async (req) => {
      const input = parseInput(ZMenuReorder, req.body);
      const list = await service.reorder(requireActor(req.actor), req.ip, input);
      return ok(list, translate('common.modified', req.locale));
    });

    app.post('/api/manage/menu/copy', admin, async (req) => {
      const { websiteId } = parseInput(ZMenuSiteRequest, req.body);
      const list = await service.copyToSite(requireActor(req.actor), req.ip, websiteId);
      return ok(list, translate('common.success', req.locale));
    });

    app.post('/api/manage/menu/reset', admin, async (req) => {
      const { websiteId } = parseInput(ZMenuSiteRequest, req.body);
      const list = await service.resetSite(requireActor(req.actor), req.ip, websiteId);
      return ok(list, translate('common.success', req.locale));
    });
  };
}

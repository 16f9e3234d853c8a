import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZPositionAdminQuery,
  ZPositionCreate,
  ZPositionListQuery,
  ZPositionUpdate,
} from '@ascent/shared/org';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PositionService } from './position.service.ts';

export function positionRoutes(service: PositionService): FastifyPluginAsync {
  return async (app) => {
    // Learner (spec s.7 "Home and search"): the company's positions, paged, with a keyword.
    app.post('/api/study/position/list', async (req) => {
      const q = parseInput(ZPositionListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });

    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/position/list', admin, async (req) => {
      const q = parseInput(ZPositionAdminQuery, req.body);
      return ok(await service.adminList(requireActor(req.actor), q));
    });
    app.post('/api/manage/position/create', admin, async (req) => {
      const input = parseInput(ZPositionCreate, req.body);
      const row = await service.create(requireActor(req.actor), req.ip, input);
      return ok(row, translate('common.created', req.locale));
    });
    app.post('/api/manage/position/update', admin, async (req) => {
      const input = parseInput(ZPositionUpdate, req.body);
      const row = await service.update(requireActor(req.actor), req.ip, input);
      return ok(row, translate('common.modified', req.locale));
    });
    app.post('/api/manage/position/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}

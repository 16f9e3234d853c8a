import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZTreeCreate, ZTreeDelete, ZTreeMove, ZTreeRename } from '@ascent/shared/org';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { MajorService } from './major.service.ts';

export function majorRoutes(service: MajorService): FastifyPluginAsync {
  return async (app) => {
    // Learner (spec s.7 "Home and search"): the company's majors; no body is read.
    app.post('/api/study/major/tree', async (req) =>
      ok(await service.tree(requireActor(req.actor))),
    );

    const admin = { config: { auth: 'admin' as const } };
    app.get('/api/manage/major/tree', admin, async (req) =>
      ok(await service.adminTree(requireActor(req.actor))),
    );
    app.post('/api/manage/major/create', admin, async (req) => {
      const input = parseInput(ZTreeCreate, req.body);
      const node = await service.create(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.created', req.locale));
    });
    app.post('/api/manage/major/rename', admin, async (req) => {
      const input = parseInput(ZTreeRename, req.body);
      const node = await service.rename(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.modified', req.locale));
    });
    app.post('/api/manage/major/move', admin, async (req) => {
      const input = parseInput(ZTreeMove, req.body);
      const node = await service.move(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.modified', req.locale));
    });
    app.post('/api/manage/major/delete', admin, async (req) => {
      const input = parseInput(ZTreeDelete, req.body);
      await service.remove(requireActor(req.actor), req.ip, input.id);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}

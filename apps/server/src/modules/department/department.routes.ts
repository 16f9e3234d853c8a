import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZTreeCreate, ZTreeDelete, ZTreeMove, ZTreeRename } from '@ascent/shared/org';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { DepartmentService } from './department.service.ts';

export function departmentRoutes(service: DepartmentService): FastifyPluginAsync {
  return async (app) => {
    const handler = async (req: { actor: Parameters<typeof requireActor>[0] }) =>
      ok(await service.tree(requireActor(req.actor).companyId));
    app.get('/api/study/department/tree', handler);
    app.post('/api/study/department/tree', handler);

    // Admin: the tree with people, and its changes (each in the operation log).
    const admin = { config: { auth: 'admin' as const } };
    app.get('/api/manage/department/tree', admin, async (req) =>
      ok(await service.adminTree(requireActor(req.actor))),
    );
    app.post('/api/manage/department/create', admin, async (req) => {
      const input = parseInput(ZTreeCreate, req.body);
      const node = await service.create(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.created', req.locale));
    });
    app.post('/api/manage/department/rename', admin, async (req) => {
      const input = parseInput(ZTreeRename, req.body);
      const node = await service.rename(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.modified', req.locale));
    });
    app.post('/api/manage/department/move', admin, async (req) => {
      const input = parseInput(ZTreeMove, req.body);
      const node = await service.move(requireActor(req.actor), req.ip, input);
      return ok(node, translate('common.modified', req.locale));
    });
    app.post('/api/manage/department/delete', admin, async (req) => {
      const input = parseInput(ZTreeDelete, req.body);
      await service.remove(requireActor(req.actor), req.ip, input.id);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}

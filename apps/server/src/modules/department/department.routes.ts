import { registerTreeAdminRoutes } from '../../core/tree/tree-routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import type { DepartmentService } from './department.service.ts';

export function departmentRoutes(service: DepartmentService): FastifyPluginAsync {
  return async (app) => {
    const handler = async (req: { actor: Parameters<typeof requireActor>[0] }) =>
      ok(await service.tree(requireActor(req.actor).companyId));
    app.get('/api/study/department/tree', handler);
    app.post('/api/study/department/tree', handler);

    // Admin: the tree with people, and its changes (each in the operation log).
    registerTreeAdminRoutes(app, '/api/manage/department', service);
  };
}

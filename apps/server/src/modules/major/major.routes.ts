import { registerTreeAdminRoutes } from '../../core/tree/tree-routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import type { MajorService } from './major.service.ts';

export function majorRoutes(service: MajorService): FastifyPluginAsync {
  return async (app) => {
    // Learner (spec s.7 "Home and search"): the company's majors; no body is read.
    app.post('/api/study/major/tree', async (req) =>
      ok(await service.tree(requireActor(req.actor))),
    );

    registerTreeAdminRoutes(app, '/api/manage/major', service);
  };
}

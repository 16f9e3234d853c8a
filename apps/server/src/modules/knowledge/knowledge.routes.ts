import { registerTreeAdminRoutes } from '../../core/tree/tree-routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList, ZIdParam } from '@ascent/shared/admin';
import {
  ZKnowledgeAdminQuery,
  ZKnowledgeId,
  ZKnowledgeListQuery,
  ZKnowledgeSave,
} from '@ascent/shared/knowledge';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { KnowledgeService } from './knowledge.service.ts';

export function knowledgeRoutes(service: KnowledgeService): FastifyPluginAsync {
  return async (app) => {
    // Learner (spec s.2 /knowledge, /doc/detail).
    app.post('/api/study/knowledge/list', async (req) => {
      const q = parseInput(ZKnowledgeListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.get('/api/study/knowledge/category/tree', async (req) =>
      ok(await service.categoryTree(requireActor(req.actor))),
    );
    app.get('/api/study/knowledge/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.detail(requireActor(req.actor), id));
    });

    // Admin: items.
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/knowledge/list', admin, async (req) => {
      const q = parseInput(ZKnowledgeAdminQuery, req.body);
      return ok(await service.adminList(requireActor(req.actor), q));
    });
    app.post('/api/manage/knowledge/detail', admin, async (req) => {
      const { id } = parseInput(ZKnowledgeId, req.body);
      return ok(await service.adminDetail(requireActor(req.actor), id));
    });
    app.post('/api/manage/knowledge/save', admin, async (req) => {
      const input = parseInput(ZKnowledgeSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/knowledge/publish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, true);
      return ok(null, translate('knowledge.published', req.locale));
    });
    app.post('/api/manage/knowledge/unpublish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, false);
      return ok(null, translate('knowledge.unpublished', req.locale));
    });
    app.post('/api/manage/knowledge/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });

    // Admin: the category tree.
    registerTreeAdminRoutes(app, '/api/manage/knowledge/category', {
      adminTree: service.categoryAdminTree,
      create: service.createCategory,
      rename: service.renameCategory,
      move: service.moveCategory,
      remove: service.removeCategory,
    });
  };
}

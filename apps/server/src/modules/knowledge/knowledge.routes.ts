import { knowledgeAdminEndpoints, knowledgeEndpoints } from '@ascent/shared/knowledge/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { KnowledgeService } from './knowledge.service.ts';

export function knowledgeRoutes(service: KnowledgeService) {
  return [
    // Learner (spec s.2 /knowledge, /doc/detail).
    ...bind(knowledgeEndpoints, {
      'POST /api/study/knowledge/list': ({ actor, body }) => service.list(actor, body),
      'GET /api/study/knowledge/category/tree': ({ actor }) => service.categoryTree(actor),
      'GET /api/study/knowledge/:id/detail': ({ actor, params }) =>
        service.detail(actor, params.id),
    }),
    // Admin: items and the category tree.
    ...bind(knowledgeAdminEndpoints, {
      'POST /api/manage/knowledge/list': ({ actor, body }) => service.adminList(actor, body),
      'POST /api/manage/knowledge/detail': ({ actor, body }) => service.adminDetail(actor, body.id),
      'POST /api/manage/knowledge/save': async ({ actor, ip, body }) =>
        answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
      'POST /api/manage/knowledge/publish': async ({ actor, ip, body }) => {
        await service.setPublished(actor, ip, body.ids, true);
        return answer(null, 'knowledge.published');
      },
      'POST /api/manage/knowledge/unpublish': async ({ actor, ip, body }) => {
        await service.setPublished(actor, ip, body.ids, false);
        return answer(null, 'knowledge.unpublished');
      },
      'POST /api/manage/knowledge/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
      'GET /api/manage/knowledge/category/tree': ({ actor }) => service.categoryAdminTree(actor),
      'POST /api/manage/knowledge/category/create': async ({ actor, ip, body }) =>
        answer(await service.createCategory(actor, ip, body), 'common.created'),
      'POST /api/manage/knowledge/category/rename': async ({ actor, ip, body }) =>
        answer(await service.renameCategory(actor, ip, body), 'common.modified'),
      'POST /api/manage/knowledge/category/move': async ({ actor, ip, body }) =>
        answer(await service.moveCategory(actor, ip, body), 'common.modified'),
      'POST /api/manage/knowledge/category/delete': async ({ actor, ip, body }) => {
        await service.removeCategory(actor, ip, body.id);
        return answer(null, 'common.deleted');
      },
    }),
  ];
}

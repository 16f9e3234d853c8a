import { majorEndpoints } from '@ascent/shared/org/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { MajorService } from './major.service.ts';

export function majorRoutes(service: MajorService) {
  return bind(majorEndpoints, {
    // Learner (spec s.7 "Home and search"): the company's majors; no body is read.
    'POST /api/study/major/tree': ({ actor }) => service.tree(actor),

    // Admin: the tree and its changes (each in the operation log).
    'GET /api/manage/major/tree': ({ actor }) => service.adminTree(actor),
    'POST /api/manage/major/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.created'),
    'POST /api/manage/major/rename': async ({ actor, ip, body }) =>
      answer(await service.rename(actor, ip, body), 'common.modified'),
    'POST /api/manage/major/move': async ({ actor, ip, body }) =>
      answer(await service.move(actor, ip, body), 'common.modified'),
    'POST /api/manage/major/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.id);
      return answer(null, 'common.deleted');
    },
  });
}

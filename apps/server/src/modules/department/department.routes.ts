import { departmentEndpoints } from '@ascent/shared/org/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { DepartmentService } from './department.service.ts';

export function departmentRoutes(service: DepartmentService) {
  return bind(departmentEndpoints, {
    'GET /api/study/department/tree': ({ actor }) => service.tree(actor.companyId),
    'POST /api/study/department/tree': ({ actor }) => service.tree(actor.companyId),

    // Admin: the tree with people, and its changes (each in the operation log).
    'GET /api/manage/department/tree': ({ actor }) => service.adminTree(actor),
    'POST /api/manage/department/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.created'),
    'POST /api/manage/department/rename': async ({ actor, ip, body }) =>
      answer(await service.rename(actor, ip, body), 'common.modified'),
    'POST /api/manage/department/move': async ({ actor, ip, body }) =>
      answer(await service.move(actor, ip, body), 'common.modified'),
    'POST /api/manage/department/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.id);
      return answer(null, 'common.deleted');
    },
  });
}

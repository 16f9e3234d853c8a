import { unitAdminEndpoints, unitEndpoints } from '@ascent/shared/unit/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { UnitService } from './unit.service.ts';

export function unitRoutes(service: UnitService) {
  return [
    ...bind(unitEndpoints, {
      'POST /api/study/me/switchunit': async ({ actor, body }) =>
        answer(await service.switchUnit(actor, body.id), 'common.success'),
    }),
    ...bind(unitAdminEndpoints, {
      'POST /api/manage/unit/list': ({ actor, body }) => service.list(actor, body),
      'POST /api/manage/unit/create': async ({ actor, ip, body }) =>
        answer(await service.create(actor, ip, body), 'common.created'),
      'POST /api/manage/unit/update': async ({ actor, ip, body }) =>
        answer(await service.rename(actor, ip, body), 'common.modified'),
      'POST /api/manage/unit/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
      'POST /api/manage/unit/member/list': ({ actor, body }) => service.members(actor, body),
      'POST /api/manage/unit/member/add': async ({ actor, ip, body }) => {
        await service.addMembers(actor, ip, body);
        return answer(null, 'common.success');
      },
      'POST /api/manage/unit/member/remove': async ({ actor, ip, body }) => {
        await service.removeMembers(actor, ip, body);
        return answer(null, 'common.deleted');
      },
      'POST /api/manage/unit/member/manager': async ({ actor, ip, body }) => {
        await service.setManager(actor, ip, body);
        return answer(null, 'common.modified');
      },
    }),
  ];
}

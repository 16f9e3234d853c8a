import { personnelFieldEndpoints } from '@ascent/shared/config/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { PersonnelFieldService } from './personnel-field.service.ts';

/** The admin site's personnel field editor and the "complete your information" request. */
export function personnelFieldRoutes(service: PersonnelFieldService) {
  return bind(personnelFieldEndpoints, {
    'POST /api/manage/personnel-field/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/personnel-field/create': async ({ actor, ip, body }) =>
      answer(await service.create(actor, ip, body), 'common.success'),
    'POST /api/manage/personnel-field/update': async ({ actor, ip, body }) =>
      answer(await service.update(actor, ip, body), 'common.modified'),
    'POST /api/manage/personnel-field/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.id);
      return answer(null, 'common.success');
    },
    'POST /api/manage/personnel-field/reorder': async ({ actor, ip, body }) => {
      await service.reorder(actor, ip, body.ids);
      return answer(null, 'common.modified');
    },
    'POST /api/manage/personnel-field/request': async ({ actor, ip, body }) =>
      answer(await service.requestInformation(actor, ip, body), 'common.success'),
  });
}

import { signupAdminEndpoints } from '@ascent/shared/signup/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { SignupAdminService } from './signup-admin.service.ts';

/** The admin site's sign-up and room calls (/api/manage/signup/*). */
export function signupAdminRoutes(service: SignupAdminService) {
  return bind(signupAdminEndpoints, {
    'POST /api/manage/signup/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/signup/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/signup/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/signup/status': async ({ actor, ip, body }) => {
      await service.setStatus(actor, ip, body.ids, body.status);
      return answer(null, body.status === 'published' ? 'signup.published' : 'signup.closedDone');
    },
    'POST /api/manage/signup/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/signup/people': ({ actor, body }) => service.people(actor, body),
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    'POST /api/manage/signup/people/export': async ({ actor, body, locale, reply }) => {
      const file = await service.exportPeople(actor, body, locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return sendWorkbook(reply, `${file.name}-${stamp}.xlsx`, file.bytes);
    },
    'POST /api/manage/signup/room/list': ({ actor, body }) => service.rooms(actor, body),
    'POST /api/manage/signup/room/save': async ({ actor, ip, body }) =>
      answer(
        await service.saveRoom(actor, ip, body),
        body.id ? 'common.modified' : 'common.created',
      ),
    'POST /api/manage/signup/room/delete': async ({ actor, ip, body }) => {
      await service.removeRooms(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
  });
}

import { profileEndpoints } from '@ascent/shared/profile/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { UserService } from './user.service.ts';

export function userRoutes(service: UserService) {
  return bind(profileEndpoints, {
    'GET /api/study/me/profile': ({ actor }) =>
      service.getProfile(actor.userId, actor.roles, actor.sessionId),
    'POST /api/study/me/editprofile': async ({ actor, body }) =>
      answer(await service.editProfile(actor, body), 'common.modified'),
    'POST /api/study/me/upload/avatar': async ({ actor, req }) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      return answer(await service.uploadAvatar(actor, file), 'common.success');
    },
  });
}

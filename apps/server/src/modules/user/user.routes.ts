import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZEditProfileRequest } from '@ascent/shared/profile';
import { ok } from '../../core/envelope.ts';
import { requireActor, shellRoute } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { UserService } from './user.service.ts';

export function userRoutes(service: UserService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/study/me/profile', shellRoute, async (req) => {
      const actor = requireActor(req.actor);
      return ok(await service.getProfile(actor.userId, actor.roles));
    });

    app.post('/api/study/me/editprofile', async (req) => {
      const input = parseInput(ZEditProfileRequest, req.body);
      return ok(
        await service.editProfile(requireActor(req.actor), input),
        translate('common.modified', req.locale),
      );
    });

    app.post('/api/study/me/upload/avatar', async (req) => {
      const actor = requireActor(req.actor);
      const file = req.isMultipart() ? await req.file() : undefined;
      return ok(await service.uploadAvatar(actor, file), translate('common.success', req.locale));
    });
  };
}

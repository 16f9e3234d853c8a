import type { FastifyPluginAsync } from 'fastify';
import { ZHandoverRequest } from '@ascent/shared/handover';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { HandoverService } from './handover.service.ts';

export function handoverRoutes(service: HandoverService): FastifyPluginAsync {
  return async (app) => {
    // spec s.7 study/me/createauth: administrators only (ret 7 otherwise).
    app.post('/api/study/me/createauth', { config: { auth: 'admin' } }, async (req) =>
      ok(await service.createCode(requireActor(req.actor))),
    );

    // The admin site's side: the code is the credential, so no token is asked for.
    app.post('/api/manage/handover', { config: { auth: 'public' } }, async (req) => {
      const { code } = parseInput(ZHandoverRequest, req.body);
      return ok(
        await service.redeem(code, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }),
      );
    });
  };
}

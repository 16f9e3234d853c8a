import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import type { MessageService } from './message.service.ts';

export function messageRoutes(service: MessageService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/study/me/message/count', async (req) =>
      ok(await service.count(requireActor(req.actor).userId)),
    );
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { TMessageCount } from '@ascent/shared/message';
import type { Db } from '../../db/client.ts';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { createMessageRepository } from './message.repository.ts';

/** The inbox. Foundation serves the unread count for the bell; the list comes with sending. */
export function createMessageModule(deps: { db: Db }) {
  const messages = createMessageRepository(deps.db);
  const service = {
    async count(userId: number): Promise<TMessageCount> {
      return { count: await messages.countUnread(userId) };
    },
  };
  const routes: FastifyPluginAsync = async (app) => {
    app.get('/api/study/me/message/count', async (req) => ok(await service.count(requireActor(req.actor).userId)));
  };
  return { service, routes };
}

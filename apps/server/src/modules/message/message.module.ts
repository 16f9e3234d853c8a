import type { Db } from '../../db/client.ts';
import { createMessageRepository } from './message.repository.ts';
import { createMessageService } from './message.service.ts';
import { messageRoutes } from './message.routes.ts';

/** The inbox. Foundation serves the unread count for the bell; the list comes with sending. */
export function createMessageModule(deps: { db: Db }) {
  const service = createMessageService({ messages: createMessageRepository(deps.db) });
  return { service, routes: messageRoutes(service) };
}

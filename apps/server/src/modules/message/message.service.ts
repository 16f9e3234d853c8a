import type { TMessageCount } from '@ascent/shared/message';
import type { MessageRepository } from './message.repository.ts';

export function createMessageService(deps: { messages: MessageRepository }) {
  return {
    /** The bell's unread count (spec s.2 shell, s.7 Messages). */
    async count(userId: number): Promise<TMessageCount> {
      return { count: await deps.messages.countUnread(userId) };
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;

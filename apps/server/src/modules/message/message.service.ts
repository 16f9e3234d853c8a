import crypto from 'node:crypto';
import {
  MESSAGE_LIMITS,
  type TMessage,
  type TMessageChange,
  type TMessageCount,
  type TMessageListParams,
  type TMessageTicket,
} from '@ascent/shared/message';
import type { TPage } from '@ascent/shared/admin';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { TtlCache } from '../../core/ttl-cache.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { InboxHub, StreamOwner } from './inbox-hub.ts';
import { toMessage } from './message.mapper.ts';
import type { MessageRepository } from './message.repository.ts';

const ticketKey = (ticket: string) => `msg-ticket:${ticket}`;

/**
 * The learner's inbox (spec s.7 Messages): list, count, batchread, batchdel, readAll, and the
 * real-time stream's tickets. Every call touches only the caller's own messages: another
 * user's ids are silently left alone.
 */
export function createMessageService(deps: {
  messages: MessageRepository;
  /** Unread counts kept per user, dropped by the hub whenever an inbox change names them. */
  unread: Pick<TtlCache<number, number>, 'get'>;
  state: SharedState;
  hub: Pick<InboxHub, 'publish'>;
  onError?: (err: unknown) => void;
}) {
  const { messages, state, hub } = deps;

  /** Tells the caller's other tabs and devices (any server process) the new count. */
  async function changed(actor: Actor, n: number): Promise<TMessageChange> {
    if (n > 0)
      await hub
        .publish({ companyId: actor.companyId, userIds: [actor.userId] })
        .catch(deps.onError ?? (() => {}));
    return { changed: n, count: await messages.countUnread(actor.userId) };
  }

  return {
    /** The bell's unread count (spec s.2 shell, s.7 Messages). */
    async count(userId: number): Promise<TMessageCount> {
      return { count: await deps.unread.get(userId, () => messages.countUnread(userId)) };
    },

    async list(actor: Actor, q: TMessageListParams): Promise<TPage<TMessage>> {
      const isRead = q.isRead === undefined ? undefined : q.isRead === 1;
      const { rows, total } = await messages.listForUser(
        actor.userId,
        isRead,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toMessage), total, page: q.page, pageSize: q.pageSize };
    },

    async batchRead(actor: Actor, ids: number[]): Promise<TMessageChange> {
      return changed(actor, await messages.markRead(actor.userId, ids));
    },

    async readAll(actor: Actor): Promise<TMessageChange> {
      return changed(actor, await messages.markRead(actor.userId, null));
    },

    async batchDelete(actor: Actor, ids: number[]): Promise<TMessageChange> {
      return changed(actor, await messages.softDelete(actor.userId, ids));
    },

    /**
     * A single-use ticket for the stream URL (EventSource cannot send the Authorization
     * header): 60 s in shared state, so any server process can redeem it.
     */
    async ticket(actor: Actor): Promise<TMessageTicket> {
      const ticket = crypto.randomBytes(32).toString('base64url');
      const owner: StreamOwner = { userId: actor.userId, companyId: actor.companyId };
      await state.set(ticketKey(ticket), JSON.stringify(owner), MESSAGE_LIMITS.ticketSeconds);
      return { ticket };
    },

    /** The ticket's owner; the ticket is gone afterwards. Unknown, used or expired: ret 1. */
    async redeemTicket(ticket: string): Promise<StreamOwner> {
      const raw = await state.take(ticketKey(ticket));
      if (!raw) throw fail('message.ticketInvalid');
      return JSON.parse(raw) as StreamOwner;
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;

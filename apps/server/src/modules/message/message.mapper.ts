import type { TAnnouncement, TAnnouncementState, TMessage } from '@ascent/shared/message';
import type { AnnouncementRow, MessageRow } from './message.repository.ts';

export function toMessage(r: MessageRow): TMessage {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type,
    isRead: r.isRead,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toAnnouncement(r: AnnouncementRow): TAnnouncement {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    audience: r.audience,
    senderId: r.senderId,
    senderAccount: r.senderAccount,
    recipientCount: r.recipientCount,
    readCount: r.readCount,
    state: r.state as TAnnouncementState,
    createdAt: r.createdAt.toISOString(),
  };
}

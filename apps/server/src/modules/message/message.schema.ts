import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAudience } from '@ascent/shared/message';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * An announcement an administrator sent: who sent it, to whom (the audience as chosen), how
 * many received it and how many have read it. Each recipient gets one row in `messages`,
 * written by the fan-out job (message-fanout.job.ts) after the send.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    senderId: integer('sender_id').notNull(),
    senderAccount: text('sender_account').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    audience: jsonb('audience').$type<TAudience>().notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** AnnouncementState of @ascent/shared/message: 'sending' until every message is written. */
    state: text('state').notNull().default('sent'),
    /** Recipients who have read it; kept in step by the read calls (no count over messages). */
    readCount: integer('read_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_company_created_idx').on(t.companyId, t.createdAt)],
);

/** A message in a user's inbox (/mine/msg). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The announcement this message delivers (null for system messages). */
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** system | announcement | audit | ... */
    type: text('type').notNull().default('system'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_unread_idx')
      .on(t.userId, t.isRead)
      .where(sql`${t.deletedAt} is null`),
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // One message of an announcement per person: the fan-out job's chunks, run again after a
    // failure, write each recipient once.
    uniqueIndex('messages_announcement_user_idx').on(t.announcementId, t.userId),
  ],
);

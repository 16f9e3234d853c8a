import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/** A message in a user's inbox (/mine/msg); sending is built with the admin site. */
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
  ],
);

import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * Favourites, likes and comments on any learning item (spec s.3 item types: 2 course,
 * 1 knowledge...), named by item type and id; the owning module answers what an item is and
 * who may see it (interaction.registry.ts).
 */
/**
 * A learner's mark on an item (a favourite, a like): one per learner and item, listed by
 * item (counts) and by learner, newest first.
 */
function itemMarkTable<const N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      itemType: integer('item_type').notNull(),
      itemId: integer('item_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex(`${name}_user_item_uq`).on(t.userId, t.itemType, t.itemId),
      index(`${name}_item_idx`).on(t.itemType, t.itemId),
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt, t.id),
    ],
  );
}

export const favorites = itemMarkTable('favorites');
export const likes = itemMarkTable('likes');

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    content: text('content').notNull(),
    /** A reply: the comment (on the same item) it answers; gone with it. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** The author of the comment replied to, copied so "replies to me" is one index range. */
    replyToUserId: integer('reply_to_user_id'),
    /** When that author read the reply (me/reply/list); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_item_created_idx').on(t.itemType, t.itemId, t.createdAt, t.id),
    index('comments_user_created_idx').on(t.userId, t.createdAt, t.id),
    // me/reply/list: the replies to a learner's comments, newest first.
    index('comments_reply_to_user_created_idx').on(t.replyToUserId, t.createdAt, t.id),
    index('comments_reply_to_idx').on(t.replyToId),
  ],
);

import {
  boolean,
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * The download centre (spec s.2 /mine/down): what a learner asked to download, valid for
 * 3 days. `fileKey` is the storage key served: the original, or a watermarked PDF made for
 * this download (`produced`, removed once the record expires).
 */
export const downloadRecords = pgTable(
  'download_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Learning item type (spec s.3) and the item's id. */
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    produced: boolean('produced').notNull().default(false),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    watermarked: boolean('watermarked').notNull().default(false),
    /** The secret in the download address. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('download_records_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('download_records_expires_idx').on(t.produced, t.expiresAt),
    uniqueIndex('download_records_token_uq').on(t.token),
  ],
);

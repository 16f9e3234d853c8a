import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/** Each search a learner made (hot words: counted per company over the last 30 days). */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    keyword: text('keyword').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_company_created_idx').on(t.companyId, t.createdAt)],
);

/** Hot words an administrator pins in front of the counted ones, in `sort` order. */
export const searchPinnedWords = pgTable(
  'search_pinned_words',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    word: text('word').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('search_pinned_words_company_word_uq').on(t.companyId, t.word)],
);

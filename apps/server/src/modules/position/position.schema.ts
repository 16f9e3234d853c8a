import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/**
 * A company's positions (a flat list). People hold a position by its name (users.position),
 * so names are unique per company and a rename is carried over to the holders.
 */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('positions_company_sort_idx').on(t.companyId, t.sort, t.id),
    uniqueIndex('positions_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('positions_company_code_uq')
      .on(t.companyId, sql`lower(${t.code})`)
      .where(sql`${t.code} <> ''`),
  ],
);

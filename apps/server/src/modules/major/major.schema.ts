import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/** A company's tree of majors (fields of study); `path` is the materialized id path. */
export const majors = pgTable(
  'majors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => majors.id),
    name: text('name').notNull(),
    path: text('path').notNull().default('/'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('majors_company_parent_idx').on(t.companyId, t.parentId, t.sort),
    index('majors_path_idx').on(t.path),
    uniqueIndex('majors_sibling_name_uq').on(
      t.companyId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

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
import { sql } from 'drizzle-orm';
import { companies } from '../company/company.schema.ts';

/** The department tree; `path` is the materialized id path ("/1/4/9/") for subtree queries. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    path: text('path').notNull().default('/'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_company_parent_idx').on(t.companyId, t.parentId, t.sort),
    index('departments_path_idx').on(t.path),
    // One name per parent (case-insensitive); the service says so before this would refuse.
    uniqueIndex('departments_sibling_name_uq').on(
      t.companyId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

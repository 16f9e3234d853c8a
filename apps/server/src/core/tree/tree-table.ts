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

/**
 * A company tree table (departments, majors, course and knowledge categories): the columns
 * TreeStore works on, `path` the materialized id path ("/1/4/9/") for subtree queries, and
 * its indexes (children in order, subtrees by path, one name per parent, case-insensitive).
 * `companies` is the company table its rows belong to, passed in by the module's schema (core
 * imports no module's tables).
 */
export function companyTreeTable<const N extends string>(name: N, companies: { id: AnyPgColumn }) {
  const table = pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      parentId: integer('parent_id').references((): AnyPgColumn => table.id),
      name: text('name').notNull(),
      path: text('path').notNull().default('/'),
      sort: integer('sort').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index(`${name}_company_parent_idx`).on(t.companyId, t.parentId, t.sort),
      index(`${name}_path_idx`).on(t.companyId, t.path),
      uniqueIndex(`${name}_sibling_name_uq`).on(
        t.companyId,
        sql`coalesce(${t.parentId}, 0)`,
        sql`lower(${t.name})`,
      ),
    ],
  );
  return table;
}

import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries (reference data, shared by every company). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166-1 alpha-2. */
    code: text('code').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code), index('countries_sort_idx').on(t.sort)],
);

/** A tree of regions (reference data, shared by every company); id is the division code. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => areas.id),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('areas_parent_sort_idx').on(t.parentId, t.sort)],
);

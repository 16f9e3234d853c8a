import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TFieldOption } from '@ascent/shared/profile';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/** editField of spec section 3: the personnel fields a company asks its learners for. */
export const personnelFields = pgTable(
  'personnel_fields',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Per-locale labels {zh_CN, zh_TW, en_US}. */
    langNames: jsonb('lang_names').$type<Record<string, string>>().notNull().default({}),
    /** 1 built-in, 2 custom. */
    defaultField: integer('default_field').notNull(),
    type: integer('type').notNull(),
    fieldOptions: jsonb('field_options').$type<TFieldOption[]>().notNull().default([]),
    len: integer('len').notNull().default(0),
    isCheck: integer('is_check').notNull().default(0),
    isSelectChild: integer('is_select_child').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('personnel_fields_company_key_uq').on(t.companyId, t.key),
    index('personnel_fields_sort_idx').on(t.companyId, t.sort),
  ],
);

/** Custom field values per user (built-in values live on the user row). */
export const personnelValues = pgTable(
  'personnel_values',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fieldKey] }),
    // Sign-on's employee-number rule finds people by a field's value.
    index('personnel_values_key_value_idx').on(t.fieldKey, t.value),
  ],
);

/**
 * Each personnel-information submission, its approval status (1 under review, 2 passed,
 * 3 rejected, 4 withdrawn) and any reject reason. Under review while an approval template for
 * audit type 2 decides it; applied (2) at once when the company has none.
 */
export const personnelSubmissions = pgTable(
  'personnel_submissions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    status: integer('status').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personnel_submissions_user_idx').on(t.userId, t.createdAt),
    // One submission under review per user at a time.
    uniqueIndex('personnel_submissions_reviewing_uq')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
  ],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TTermsTexts } from '@ascent/shared/registration';
import { companies } from '../company/company.schema.ts';
import { departments } from '../department/department.schema.ts';
import { users } from '../user/user.schema.ts';

const NO_TEXTS: TTermsTexts = { zh_CN: '', zh_TW: '', en_US: '' };

/**
 * A company's self-registration settings (spec s.6 department controls): whether people may
 * register, the department they land in, the departments they may choose instead, and the user
 * agreement and privacy policy the registration pages link to. No row: closed, no texts.
 */
export const registrationSettings = pgTable('registration_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(false),
  departmentId: integer('department_id').references(() => departments.id, {
    onDelete: 'set null',
  }),
  choosableDepartmentIds: jsonb('choosable_department_ids').$type<number[]>().notNull().default([]),
  agreement: jsonb('agreement').$type<TTermsTexts>().notNull().default(NO_TEXTS),
  privacy: jsonb('privacy').$type<TTermsTexts>().notNull().default(NO_TEXTS),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who registered themselves, and what the form gave beyond the account (area, address). */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'individual' | 'enterprise' (the company's first administrator). */
    kind: text('kind').notNull(),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registrations_company_idx').on(t.companyId, t.createdAt)],
);

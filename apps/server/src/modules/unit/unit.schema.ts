import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { sessions } from '../auth/auth.schema.ts';

/**
 * Units (单位, issue 15): organisations inside a company, each with its members and managers.
 * Names are unique per company (case-insensitive).
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('units_company_created_idx').on(t.companyId, t.createdAt, t.id),
    uniqueIndex('units_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Who belongs to a unit, and who manages it. */
export const unitMembers = pgTable(
  'unit_members',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isManager: boolean('is_manager').notNull().default(false),
    /** When the person last switched to this unit: a new session starts in the latest. */
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.userId] }),
    index('unit_members_user_idx').on(t.userId),
  ],
);

/**
 * The unit a session switched to (study/me/switchunit): one row per session at most, gone with
 * the session. It counts only while the person is still a member of the unit; without one the
 * session is in the unit the person chose last (unit_members.chosen_at), else their only one.
 */
export const unitSessions = pgTable('unit_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

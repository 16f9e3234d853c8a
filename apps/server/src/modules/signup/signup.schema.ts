import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TSignupField } from '@ascent/shared/signup';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/** A sign-up (spec s.2 /signup): a kind, a window, a capacity, departments, approval. */
export const signups = pgTable(
  'signups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** SignupKind 1-5 (spec s.3). */
    kind: integer('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'programme' (kind 1) or 'course' (kind 5); null for the others. */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    activityStartAt: timestamp('activity_start_at', { withTimezone: true }),
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }),
    /** 0: no limit. */
    capacity: integer('capacity').notNull().default(0),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** SignupStatus: 'draft' | 'published' | 'closed' */
    status: text('status').notNull().default('draft'),
    /** Kind 3: the form the learner fills. */
    fields: jsonb('fields').$type<TSignupField[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's open list: published sign-ups of the company by window.
    index('signups_company_status_end_idx').on(t.companyId, t.status, t.endAt, t.id),
    // The admin list: last changed first.
    index('signups_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    // A target's detail page asks for the sign-up admitting to it.
    index('signups_target_idx').on(t.companyId, t.targetType, t.targetId),
  ],
);

/** Allowed departments (each with its subtree); none: the whole company. */
export const signupDepartments = pgTable(
  'signup_departments',
  {
    signupId: integer('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.signupId, t.departmentId] })],
);

/** Training rooms (kind 4): a name, a place and how many people they hold. */
export const signupRooms = pgTable(
  'signup_rooms',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    place: text('place').notNull(),
    capacity: integer('capacity').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_rooms_company_idx').on(t.companyId, t.deleted, t.id)],
);

/** The rooms a kind-4 sign-up offers; none: every enabled room of the company. */
export const signupRoomLinks = pgTable(
  'signup_room_links',
  {
    signupId: integer('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => signupRooms.id),
  },
  (t) => [primaryKey({ columns: [t.signupId, t.roomId] })],
);

/**
 * One person's sign-up. Reviewing and enrolled records hold a place (one per person and
 * sign-up); rejected, withdrawn and cancelled ones stay as history and allow signing up again.
 */
export const signupRecords = pgTable(
  'signup_records',
  {
    id: serial('id').primaryKey(),
    signupId: integer('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SignupRecordState */
    state: text('state').notNull(),
    /** Kind 3: answers by field key; kind 2: the personnel snapshot by field. */
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** Kind 4: the reserved room and slot. */
    roomId: integer('room_id').references(() => signupRooms.id),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    attendees: integer('attendees').notNull().default(0),
    purpose: text('purpose').notNull().default(''),
    auditId: integer('audit_id'),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One place-holding record per person and sign-up (the duplicate refusal's backstop).
    uniqueIndex('signup_records_holding_uq')
      .on(t.signupId, t.userId)
      .where(sql`${t.state} in ('reviewing', 'enrolled')`),
    // The admin's people list and the capacity count.
    index('signup_records_signup_state_idx').on(t.signupId, t.state, t.id),
    // "Mine": the learner's records, newest first.
    index('signup_records_user_idx').on(t.userId, t.createdAt),
    // A room's held reservations (the overlap check).
    index('signup_records_room_slot_idx').on(t.roomId, t.slotStart, t.slotEnd),
  ],
);

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * A face-to-face session (spec s.3 learning item type 8, task type 16): where and when, who
 * attends, the sign-in/out windows. `qrSecret` keys the rotating QR's HMAC (never leaves the
 * server).
 */
export const inPersonSessions = pgTable(
  'in_person_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    lessonHours: doublePrecision('lesson_hours').notNull(),
    address: text('address').notNull(),
    lecturer: text('lecturer').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Agenda lines, in order. */
    schedule: jsonb('schedule').$type<string[]>().notNull().default([]),
    intro: text('intro').notNull().default(''),
    /** Stored files of the company (kind 'faceMaterial'), at most 20. */
    materialIds: jsonb('material_ids').$type<number[]>().notNull().default([]),
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    /** 'all' (the whole company) or 'limited' (in_person_audience rows), read by core/audience.ts. */
    visibility: text('visibility').notNull().default('all'),
    /** Sessions are live once saved ('published'); the audience rule reads the column. */
    status: text('status').notNull().default('published'),
    signInBeforeMinutes: integer('sign_in_before_minutes').notNull().default(30),
    signInAfterMinutes: integer('sign_in_after_minutes').notNull().default(30),
    lateAfterMinutes: integer('late_after_minutes').notNull().default(10),
    requireSignOut: boolean('require_sign_out').notNull().default(false),
    signOutBeforeMinutes: integer('sign_out_before_minutes').notNull().default(30),
    signOutAfterMinutes: integer('sign_out_after_minutes').notNull().default(30),
    grading: boolean('grading').notNull().default(false),
    qrSecret: text('qr_secret').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's list and the to-do centre: the company's sessions by start.
    index('in_person_sessions_company_start_idx').on(t.companyId, t.startAt, t.id),
    // The admin list: last changed first.
    index('in_person_sessions_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/** Who a 'limited' session is for: departments (and below), positions, people. */
export const inPersonAudience = audienceTable(
  'in_person_audience',
  'session_id',
  () => inPersonSessions.id,
);

/** The session's attendance managers (they show the QR, correct, grade, decide leave). */
export const inPersonManagers = pgTable(
  'in_person_managers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => inPersonSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('in_person_managers_user_idx').on(t.userId),
  ],
);

/** A learner's attendance: sign-in/out times, the grade, when it first counted as attended. */
export const inPersonAttendance = pgTable(
  'in_person_attendance',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => inPersonSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').notNull(),
    signInAt: timestamp('sign_in_at', { withTimezone: true }),
    signOutAt: timestamp('sign_out_at', { withTimezone: true }),
    grade: doublePrecision('grade'),
    gradeComment: text('grade_comment').notNull().default(''),
    /** Set once, when the learner first became attended (the item event was emitted then). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    // Item states and the learner's lists: one learner's rows.
    index('in_person_attendance_user_idx').on(t.userId, t.sessionId),
  ],
);

/** Every correction of a learner's attendance by a manager (or an import), with its reason. */
export const inPersonCorrections = pgTable(
  'in_person_corrections',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => inPersonSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    actorId: integer('actor_id').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<{ signInAt: string | null; signOutAt: string | null }>(),
    after: jsonb('after').$type<{ signInAt: string | null; signOutAt: string | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('in_person_corrections_session_user_idx').on(t.sessionId, t.userId, t.id)],
);

/** Leave requests: pending, reviewing (audit type 4), approved, rejected, cancelled. */
export const inPersonLeaves = pgTable(
  'in_person_leaves',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => inPersonSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** LeaveStatus */
    status: text('status').notNull(),
    auditId: integer('audit_id'),
    rejectReason: text('reject_reason').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('in_person_leaves_session_status_idx').on(t.sessionId, t.status, t.id),
    index('in_person_leaves_user_session_idx').on(t.userId, t.sessionId, t.id),
  ],
);

/** The learner's evaluation of a session: once, after attending. */
export const inPersonEvaluations = pgTable(
  'in_person_evaluations',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => inPersonSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('in_person_evaluations_session_created_idx').on(t.sessionId, t.createdAt),
  ],
);

import {
  bigserial,
  date,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * The learning record. Course and resource ids are kept as plain integers (no foreign keys):
 * a learner's record outlives a course taken down or deleted, and the ledger is append-only.
 */

/** One learner's progress on one resource (spec s.4 learning states). */
export const learningResourceProgress = pgTable(
  'learning_resource_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id').notNull(),
    courseId: integer('course_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** LearningState of @ascent/shared/course */
    state: text('state').notNull().default('studying'),
    studiedSeconds: integer('studied_seconds').notNull().default(0),
    /** Media: where to resume, and the furthest point reached (seconds). */
    position: numeric('position', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    furthest: numeric('furthest', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index('learning_resource_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);

/** One learner's enrolment in and progress on one course. */
export const learningCourseProgress = pgTable(
  'learning_course_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id').notNull(),
    companyId: integer('company_id').notNull(),
    state: text('state').notNull().default('studying'),
    percent: integer('percent').notNull().default(0),
    /** Sign-up for courses with requiresSignup: 'none' | 'accepted' (sign-up is a later issue). */
    signup: text('signup').notNull().default('none'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // /mine/course by state and /mine/history: the learner's courses, most recent first.
    index('learning_course_progress_user_state_last_idx').on(t.userId, t.state, t.lastStudiedAt),
    index('learning_course_progress_user_last_idx').on(t.userId, t.lastStudiedAt),
    // The course's learner report: one course's records by learner.
    index('learning_course_progress_course_user_idx').on(t.courseId, t.userId),
  ],
);

/**
 * The one active play of each learner (docs/decisions.md "learning"): the play that beats
 * gets the time; another play takes over only after this one has been silent for 30 s (two beat intervals).
 */
export const learningPlays = pgTable('learning_plays', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  playId: text('play_id').notNull(),
  courseId: integer('course_id').notNull(),
  resourceId: integer('resource_id').notNull(),
  lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  /** The play said it was closing: the next play (or this one again) starts afresh. */
  closed: boolean('closed').notNull().default(false),
});

/** SCORM runtime data (the cmi tree) of one learner and one SCORM resource. */
export const learningScorm = pgTable(
  'learning_scorm',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id').notNull(),
    courseId: integer('course_id').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] })],
);

/**
 * The append-only ledger of study hours, credits and points, each row with the rule (its
 * action) that gave it and the item it was for. Unique per (user, kind, rule, earn key): the
 * rule's cycle makes the key (docs/decisions.md "Earning rules"), so completing a course twice,
 * or a replayed or parallel request, never earns twice.
 */
export const learningLedger = pgTable(
  'learning_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** LedgerKind: hours | credits | points */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rule: text('rule').notNull(),
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    /**
     * The earning's idempotency key, by the rule's cycle: 'once', 'item:<type>:<id>',
     * 'day:<YYYY-MM-DD>' or 'week:<the Monday's YYYY-MM-DD>' (the company's calendar).
     */
    earnKey: text('earn_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learning_ledger_earn_uq').on(t.userId, t.kind, t.rule, t.earnKey),
    // /mine/study: a learner's rows of one kind, newest first (and the kind's total).
    index('learning_ledger_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    // Rankings: a company's rows of one kind in a period, summed per user (index-only scan).
    index('learning_ledger_company_kind_created_idx').on(
      t.companyId,
      t.kind,
      t.createdAt,
      t.userId,
      t.amount,
    ),
  ],
);

/**
 * The company days on which a learner studied (issue 14, the dashboard's active learners): one
 * row per company, day and learner, written by the first credited beat of the day (insert ...
 * on conflict do nothing). A row's insert adds to the dashboard's counts (a trigger, see
 * dashboard.schema.ts), which the figures read instead of these rows.
 */
export const learningActiveDays = pgTable(
  'learning_active_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's calendar day (its time zone), YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.userId] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import type { TAnswerValue } from '@ascent/shared/question';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { papers } from '../question/question.schema.ts';
import type { DrawnQuestion } from '../question/question.reader.ts';

/** An exam (spec s.2 exam/*): its paper, window, rules and audience. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Sanitised rich text shown on the rules page. */
    intro: text('intro').notNull().default(''),
    /** ExamKind: 'normal' | 'cyclic' */
    kind: text('kind').notNull().default('normal'),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    /** ExamStatus: 'draft' | 'published' | 'unpublished' */
    status: text('status').notNull().default('draft'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** 0: unlimited; cyclic exams: per day. */
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    /** ScoreKept: 'highest' | 'last' */
    scoreKept: text('score_kept').notNull().default('highest'),
    minMinutesBeforeSubmit: integer('min_minutes_before_submit').notNull().default(0),
    /** '' when none. */
    password: text('password').notNull().default(''),
    ipRanges: jsonb('ip_ranges').$type<string[]>().notNull().default([]),
    signatureRequired: boolean('signature_required').notNull().default(false),
    screenSwitchLimit: integer('screen_switch_limit').notNull().default(0),
    fullScreen: boolean('full_screen').notNull().default(false),
    faceMatch: boolean('face_match').notNull().default(false),
    /** VisibilityWhen */
    resultVisibility: text('result_visibility').notNull().default('immediately'),
    answerVisibility: text('answer_visibility').notNull().default('after_end'),
    /** 'all' or 'limited' (exam_audience rows), read by core/audience.ts. */
    visibility: text('visibility').notNull().default('all'),
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('exams_company_status_start_idx').on(t.companyId, t.status, t.kind, t.startAt, t.id),
    index('exams_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/** Who may take an exam whose visibility is 'limited': departments (and below), positions, people. */
export const examAudience = audienceTable('exam_audience', 'exam_id', () => exams.id);

/** The people who mark an exam's Q&A parts. */
export const examReviewers = pgTable(
  'exam_reviewers',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.userId] }),
    index('exam_reviewers_user_idx').on(t.userId),
  ],
);

/**
 * One sitting of an exam by one examinee: the paper drawn for it, the server's deadline, and
 * after hand-in the marks. At most one attempt per examinee and exam is in progress.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Cyclic exams: the day (YYYY-MM-DD); '' otherwise. */
    cycle: text('cycle').notNull().default(''),
    /** 1 for the examinee's first attempt (per cycle), 2 for the next, ... */
    attemptNo: integer('attempt_no').notNull(),
    /** AttemptStatus */
    status: text('status').notNull().default('in_progress'),
    paper: jsonb('paper').$type<DrawnQuestion[]>().notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    passScore: doublePrecision('pass_score').notNull(),
    multipleScoring: text('multiple_scoring').notNull().default('all'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** SubmitReason */
    submitReason: text('submit_reason'),
    screenSwitches: integer('screen_switches').notNull().default(0),
    /** Failed face checks during the attempt (face match); the last chance hands it in. */
    faceFailures: integer('face_failures').notNull().default(0),
    /**
     * Face match: when the next check during the attempt is due (null without face match). The
     * paper page asks for it then; the sweeper counts one not taken within the grace as failed.
     */
    faceCheckDueAt: timestamp('face_check_due_at', { withTimezone: true }),
    /** PNG data URL, when the exam asked for a signature. */
    signature: text('signature'),
    ip: text('ip').notNull().default(''),
    objectiveScore: doublePrecision('objective_score'),
    subjectiveScore: doublePrecision('subjective_score'),
    score: doublePrecision('score'),
    passed: boolean('passed'),
    markedBy: integer('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_attempts_user_exam_idx').on(t.userId, t.examId, t.startedAt),
    index('exam_attempts_exam_status_idx').on(t.examId, t.status, t.id),
    // The exam's learner report: one exam's attempts by examinee.
    index('exam_attempts_exam_user_idx').on(t.examId, t.userId),
    // The deadline sweeper reads only open attempts.
    index('exam_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
    // The sweeper's missed face checks: open attempts with a check due.
    index('exam_attempts_open_face_due_idx')
      .on(t.faceCheckDueAt)
      .where(sql`${t.status} = 'in_progress' and ${t.faceCheckDueAt} is not null`),
    uniqueIndex('exam_attempts_one_open_uq')
      .on(t.examId, t.userId)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** An answer of an attempt, per question (a case's sub-questions each have their own row). */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    value: jsonb('value').$type<TAnswerValue>().notNull(),
    /** The screen's change counter for this question: a save with a lower seq is ignored. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marks, set at hand-in (objective) or by a reviewer (Q&A). */
    score: doublePrecision('score'),
    correct: boolean('correct'),
    comment: text('comment').notNull().default(''),
    markedBy: integer('marked_by'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

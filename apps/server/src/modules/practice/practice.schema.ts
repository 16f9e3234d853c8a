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
import type { PracticeConfig } from '@ascent/shared/practice';
import type { TAnswerValue } from '@ascent/shared/question';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { papers, questionBanks } from '../question/question.schema.ts';
import type { DrawnQuestion } from '../question/question.reader.ts';

/** A company's practice settings (a company without a row uses the defaults). */
export const practiceSettings = pgTable('practice_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Right answers in a row that take a question out of the wrong-question book. */
  wrongRemoveAfter: integer('wrong_remove_after').notNull().default(2),
  /** Questions in the daily set. */
  dailyCount: integer('daily_count').notNull().default(10),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The question banks the administrator opened for practice. */
export const practiceBanks = pgTable(
  'practice_banks',
  {
    bankId: integer('bank_id')
      .primaryKey()
      .references(() => questionBanks.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_banks_company_enabled_idx').on(t.companyId, t.enabled, t.bankId)],
);

/** A paper learners may sit under exam conditions, as practice (simulation mode). */
export const practiceSimulations = pgTable(
  'practice_simulations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    durationMinutes: integer('duration_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_simulations_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('practice_simulations_company_enabled_idx').on(t.companyId, t.enabled, t.id),
  ],
);

/**
 * One practice session of one learner: the questions drawn for it (the same snapshot the exam
 * attempts keep), its progress and, once finished, its numbers. At most one session per learner
 * and mode is in progress (continue or restart).
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** PracticeMode */
    mode: text('mode').notNull(),
    /** A simulation paper's name; '' otherwise. */
    title: text('title').notNull().default(''),
    /** Daily: the day (YYYY-MM-DD, server time zone); '' otherwise. */
    day: text('day').notNull().default(''),
    /** What it was drawn from (PracticeConfig). */
    config: jsonb('config').$type<PracticeConfig>().notNull(),
    simulationId: integer('simulation_id').references(() => practiceSimulations.id),
    paper: jsonb('paper').$type<DrawnQuestion[]>().notNull(),
    multipleScoring: text('multiple_scoring').notNull().default('all'),
    totalScore: doublePrecision('total_score').notNull(),
    passScore: doublePrecision('pass_score'),
    questionCount: integer('question_count').notNull(),
    /** PracticeStatus */
    status: text('status').notNull().default('in_progress'),
    /** PracticeEndReason */
    endReason: text('end_reason'),
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // Records (newest first, optionally one mode) and the learner's totals.
    index('practice_sessions_user_started_idx').on(t.userId, t.startedAt, t.id),
    index('practice_sessions_user_mode_started_idx').on(t.userId, t.mode, t.startedAt, t.id),
    uniqueIndex('practice_sessions_one_open_uq')
      .on(t.userId, t.mode)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** An answer of a session, per answerable unit (a case's parts each have their own row). */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    value: jsonb('value').$type<TAnswerValue>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Set when marked: at once in feedback modes, at hand-in in simulation. */
    score: doublePrecision('score'),
    correct: boolean('correct'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
);

/**
 * The wrong-question book: per learner, each answerable unit answered wrong (in an exam or in
 * practice), until it is answered right `wrongRemoveAfter` times in a row (then `clearedAt`).
 * A case's part keeps the case as `rootId`, so the whole case is practised again.
 */
export const wrongQuestions = pgTable(
  'wrong_questions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id').notNull(),
    companyId: integer('company_id').notNull(),
    rootId: integer('root_id').notNull(),
    wrongCount: integer('wrong_count').notNull().default(1),
    rightStreak: integer('right_streak').notNull().default(0),
    /** WrongSource of the last wrong answer. */
    lastSource: text('last_source').notNull(),
    firstWrongAt: timestamp('first_wrong_at', { withTimezone: true }).notNull().defaultNow(),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // The book (newest wrong first) and its count: questions still in it.
    index('wrong_questions_user_open_idx')
      .on(t.userId, t.lastWrongAt, t.questionId)
      .where(sql`${t.clearedAt} is null`),
  ],
);

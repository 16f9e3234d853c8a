import {
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
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { storedFiles } from '../files/files.schema.ts';

/** A homework (spec s.2 /questionnaire/homework): steps, a window, an audience, reviewers. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    /** Plain text, shown with its line breaks. */
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    fullScore: integer('full_score').notNull().default(100),
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    /** 'all' or 'limited' (homework_audience rows), read by core/audience.ts. */
    visibility: text('visibility').notNull().default('all'),
    /** HomeworkStatus: 'draft' | 'published' | 'unpublished' */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's list: published homework of the company, latest window first.
    index('homeworks_company_status_start_idx').on(t.companyId, t.status, t.startAt, t.id),
    // The admin list: last changed first.
    index('homeworks_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/** The steps of a homework, in order; each has instructions and/or reference files. */
export const homeworkSteps = pgTable(
  'homework_steps',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Stored files of the company (kind 'homework'), at most 5. */
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('homework_steps_homework_sort_idx').on(t.homeworkId, t.sort)],
);

/** Who receives a homework whose visibility is 'limited': departments (and below), positions, people. */
export const homeworkAudience = audienceTable(
  'homework_audience',
  'homework_id',
  () => homeworks.id,
);

/** Named reviewers; a homework without any is reviewed by the company's homework reviewers (role). */
export const homeworkReviewers = pgTable(
  'homework_reviewers',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.userId] }),
    index('homework_reviewers_user_idx').on(t.userId),
  ],
);

/**
 * A learner's work on a homework, one per learner and homework: 'draft' while steps are being
 * saved, 'submitted' (to evaluate), 'returned' (to change and hand in again), 'evaluated'.
 */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SubmissionStatus */
    status: text('status').notNull().default('draft'),
    /** How many times it was handed in. */
    round: integer('round').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: doublePrecision('score'),
    /** The last reviewer's comment. */
    comment: text('comment').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homework_submissions_homework_user_uq').on(t.homeworkId, t.userId),
    // The admin's submissions of one homework, and its counts by status.
    index('homework_submissions_homework_status_idx').on(t.homeworkId, t.status, t.submittedAt),
    // The reviewer's lists: a company's submissions by status, oldest hand-in first.
    index('homework_submissions_company_status_idx').on(t.companyId, t.status, t.submittedAt, t.id),
  ],
);

/** The answer to one step: text and/or the learner's own attachments (at most 5). */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => homeworkSteps.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.stepId] }),
    // A step removed from a homework takes its (draft) answers with it.
    index('homework_answers_step_idx').on(t.stepId),
  ],
);

/** Every return and evaluation of a submission (its history), oldest first. */
export const homeworkReviews = pgTable(
  'homework_reviews',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** ReviewAction: 'evaluate' | 'return' */
    action: text('action').notNull(),
    score: doublePrecision('score'),
    comment: text('comment').notNull().default(''),
    reviewerId: integer('reviewer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_reviews_submission_idx').on(t.submissionId, t.id)],
);

/**
 * The attachments a learner uploaded for a homework: only these may be attached to the
 * learner's answers (file ids are guessable; another person's file never can be).
 */
export const homeworkFiles = pgTable(
  'homework_files',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.userId, t.fileId] })],
);

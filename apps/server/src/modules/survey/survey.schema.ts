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
  uuid,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import type { TSurveyAnswers, TSurveyOption } from '@ascent/shared/survey';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * A questionnaire, vote or evaluation (spec s.2 /questionnaire/*, /mine/evaluate/*): its window,
 * anonymity, precondition and who it goes to (everyone, an audience, or evaluator-target pairs).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** SurveyKind: 'questionnaire' | 'vote' | 'evaluation' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    /** SurveyStatus: 'draft' | 'published' | 'unpublished' */
    status: text('status').notNull().default('draft'),
    /** Null: open from publication / never overdue. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    anonymous: boolean('anonymous').notNull().default(false),
    /** SurveyResultsVisibility */
    resultsVisibility: text('results_visibility').notNull().default('never'),
    preconditionSurveyId: integer('precondition_survey_id'),
    preconditionCourseId: integer('precondition_course_id'),
    /** 'all' or 'limited' (survey_audience rows), read by core/audience.ts. */
    visibility: text('visibility').notNull().default('all'),
    /** The audience rule compares it with the learner's; surveys are not secret (50). */
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    questionCount: integer('question_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's list: published questionnaires and votes, newest first.
    index('surveys_company_status_kind_published_idx').on(
      t.companyId,
      t.status,
      t.kind,
      t.publishedAt,
      t.id,
    ),
    // The admin list: last changed first (by kind).
    index('surveys_company_kind_updated_idx').on(t.companyId, t.kind, t.updatedAt, t.id),
  ],
);

/** Who may answer a questionnaire or vote whose visibility is 'limited'. */
export const surveyAudience = audienceTable('survey_audience', 'survey_id', () => surveys.id);

/** A question of a survey, in order. Answers refer to its id, so an edit keeps it. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** SurveyQuestionType: 'single' | 'multiple' | 'text' | 'rating' */
    type: text('type').notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<TSurveyOption[]>().notNull().default([]),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(0),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull().default(500),
    ratingMax: integer('rating_max').notNull().default(5),
  },
  (t) => [index('survey_questions_survey_sort_idx').on(t.surveyId, t.sort)],
);

/** An evaluation's assignments: the evaluator evaluates the target. */
export const surveyPairs = pgTable(
  'survey_pairs',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.evaluatorId, t.targetId] }),
    // The evaluator's /mine/evaluate list.
    index('survey_pairs_evaluator_idx').on(t.evaluatorId, t.surveyId),
    index('survey_pairs_target_idx').on(t.surveyId, t.targetId),
  ],
);

/**
 * What a learner has answered so far (one per person, survey and target; target 0 when the
 * survey is not an evaluation). Removed when the answers are submitted.
 */
export const surveyDrafts = pgTable(
  'survey_drafts',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetId: integer('target_id').notNull().default(0),
    answers: jsonb('answers').$type<TSurveyAnswers>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId, t.targetId] })],
);

/**
 * Who has submitted (once per person, survey and target: the primary key is the rule). Kept
 * apart from the answers, so an anonymous survey's answers carry no person.
 */
export const surveyParticipants = pgTable(
  'survey_participants',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetId: integer('target_id').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId, t.targetId] }),
    index('survey_participants_user_idx').on(t.userId, t.surveyId),
    index('survey_participants_target_idx').on(t.surveyId, t.targetId),
  ],
);

/**
 * One submitted set of answers. A random id (no order of arrival); for an anonymous survey no
 * person and no time are kept.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** Null in an anonymous survey. */
    userId: integer('user_id'),
    /** The evaluation's target; null otherwise. */
    targetId: integer('target_id'),
    /** Null in an anonymous survey. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<TSurveyAnswers>().notNull(),
  },
  (t) => [
    index('survey_responses_survey_target_idx').on(t.surveyId, t.targetId, t.id),
    index('survey_responses_survey_user_idx').on(t.surveyId, t.userId),
  ],
);

/** The answers of a response, one row per answered question, for the tallies. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id').notNull(),
    targetId: integer('target_id'),
    choices: text('choices').array(),
    text: text('text'),
    rating: integer('rating'),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.questionId] }),
    index('survey_answers_survey_question_idx').on(t.surveyId, t.questionId, t.targetId),
  ],
);

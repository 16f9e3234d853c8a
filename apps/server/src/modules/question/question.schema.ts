import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import type { QuestionKey } from '@ascent/shared/question';
import { companyTreeTable } from '../../core/tree/tree-table.ts';
import { companies } from '../company/company.schema.ts';

/** A company's question bank categories (core/tree). */
export const questionCategories = companyTreeTable('question_categories', companies);

/** A question bank: a named set of questions in a category. */
export const questionBanks = pgTable(
  'question_banks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id').references(() => questionCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleting a bank sets this (its questions stay readable by attempts)
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('question_banks_company_category_idx').on(t.companyId, t.categoryId),
    index('question_banks_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/**
 * A question (spec s.3). A case question (type 8) is a stem whose sub-questions are rows with
 * `parentId` set (ordered by `sort`); only top-level rows are listed in a bank or drawn.
 * Deleting sets `deletedAt`: attempts and papers that used the question keep reading it.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id),
    parentId: integer('parent_id').references((): AnyPgColumn => questions.id),
    /** QuestionType of @ascent/shared/question */
    type: integer('type').notNull(),
    stem: text('stem').notNull(),
    /** Options A to Z in their stored order (single and multiple choice). */
    options: jsonb('options').$type<{ key: string; text: string }[]>().notNull().default([]),
    /** The correct answer (QuestionKey). */
    key: jsonb('key').$type<QuestionKey>().notNull().default({}),
    analysis: text('analysis').notNull().default(''),
    /** 1 easy, 2 medium, 3 hard */
    difficulty: integer('difficulty').notNull().default(2),
    knowledgePoints: jsonb('knowledge_points').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A bank's list (newest first) and drawing by bank, type and difficulty.
    index('questions_bank_live_idx')
      .on(t.bankId, t.type, t.difficulty, t.id)
      .where(sql`${t.parentId} is null and ${t.deletedAt} is null`),
    index('questions_company_bank_idx').on(t.companyId, t.bankId, t.id),
    index('questions_parent_idx').on(t.parentId, t.sort),
    // The admin's list over every bank of a company, newest first
    index('questions_company_live_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.parentId} is null and ${t.deletedAt} is null`),
  ],
);

/**
 * A paper: 'fixed' (paper_questions) or 'random' (paper_rules drawn per examinee). The pass
 * score is the total times `passRatio`. A case question's score is the whole case's, divided
 * evenly among its sub-questions.
 */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** 'fixed' | 'random' */
    mode: text('mode').notNull().default('fixed'),
    /** Kept in step with the questions or rules on every save. */
    totalScore: doublePrecision('total_score').notNull().default(0),
    /** 0 < passRatio <= 1 */
    passRatio: doublePrecision('pass_ratio').notNull().default(0.6),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** MultipleScoring of @ascent/shared/question */
    multipleScoring: text('multiple_scoring').notNull().default('all'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('papers_company_updated_idx').on(t.companyId, t.updatedAt, t.id)],
);

/** The questions of a fixed paper, in order, each with its score. */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    score: doublePrecision('score').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.questionId] }),
    index('paper_questions_question_idx').on(t.questionId),
  ],
);

/** A random paper's rules: `count` questions of `type` (and `difficulty`, when set) from a bank. */
export const paperRules = pgTable(
  'paper_rules',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id),
    type: integer('type').notNull(),
    difficulty: integer('difficulty'),
    count: integer('count').notNull(),
    /** Score of each drawn question. */
    score: doublePrecision('score').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('paper_rules_paper_idx').on(t.paperId, t.sort),
    // Is a bank drawn from by a paper (before the bank is deleted)
    index('paper_rules_bank_idx').on(t.bankId),
  ],
);

import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { storedFiles } from '../files/files.schema.ts';

/**
 * An individual development plan (spec s.3 "IDP plan"): one per person and year, approved by
 * the supervisor the person names. Status is spec s.3's approval status (1-4).
 */
export const idpPlans = pgTable(
  'idp_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    /** Year plus "IDP" (spec s.9), kept as written when the plan was saved. */
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    supervisorId: integer('supervisor_id')
      .notNull()
      .references(() => users.id),
    /** IdpStatus: 1 under review, 2 passed, 3 rejected, 4 withdrawn. */
    status: smallint('status').notNull().default(1),
    /** The supervisor's remark (the reason of a rejection). */
    remark: text('remark').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idp_plans_user_year_uq').on(t.userId, t.year),
    // My plans, newest first.
    index('idp_plans_company_user_idx').on(t.companyId, t.userId, t.id),
    // The plans waiting for my approval, oldest submission first.
    index('idp_plans_supervisor_status_idx').on(
      t.companyId,
      t.supervisorId,
      t.status,
      t.submittedAt,
    ),
  ],
);

/** A homework step of a plan's own homework, with whether its owner ticked it done. */
export interface IdpStep {
  title: string;
  content: string;
  done: boolean;
}

/**
 * The learning content of a plan, in order: a picked item (course, exam with its pass line,
 * programme, questionnaire) or the plan's own homework (title, steps, attachments).
 */
export const idpResources = pgTable(
  'idp_resources',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => idpPlans.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** IdpResourceKind */
    kind: text('kind').notNull(),
    itemId: integer('item_id'),
    /** Exams: the pass line as a percent of the paper's total. */
    passPercent: integer('pass_percent'),
    /** Homework only. */
    title: text('title').notNull().default(''),
    steps: jsonb('steps').$type<IdpStep[]>().notNull().default([]),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('idp_resources_plan_sort_idx').on(t.planId, t.sort)],
);

/** Attachments a person uploaded for plans: only these may be attached to the person's plans. */
export const idpFiles = pgTable(
  'idp_files',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] })],
);

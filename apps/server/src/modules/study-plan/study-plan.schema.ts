import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanItemKind, TPlanField } from '@ascent/shared/study-plan';
import { companies } from '../company/company.schema.ts';
import { departments } from '../department/department.schema.ts';
import { users } from '../user/user.schema.ts';

/** A company's training plan for a period (spec s.4: not started, in progress, ended). */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The custom fields each department's sub-plan fills (planfield/list). */
    fields: jsonb('fields').$type<TPlanField[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_plans_company_updated_idx').on(t.companyId, t.updatedAt, t.id)],
);

/** A planned training of a sub-plan: an item and the manager's note. */
export interface SubPlanItem {
  kind: PlanItemKind;
  itemId: number;
  note: string;
}

/**
 * A department's part of a plan: its managers (named, or the department's unit managers),
 * the field values and trainings they submit, and the administrator's review.
 */
export const studySubPlans = pgTable(
  'study_sub_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    managerIds: jsonb('manager_ids').$type<number[]>().notNull().default([]),
    /** SubPlanStatus: 'draft' | 'reviewing' | 'passed' | 'rejected' */
    status: text('status').notNull().default('draft'),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    items: jsonb('items').$type<SubPlanItem[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    submittedBy: integer('submitted_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('study_sub_plans_plan_department_uq').on(t.planId, t.departmentId),
    // Sub-plans of my department(s) (unit managers, learners).
    index('study_sub_plans_company_department_idx').on(t.companyId, t.departmentId, t.status),
    // Sub-plans naming me as a manager.
    index('study_sub_plans_managers_idx').using('gin', t.managerIds),
  ],
);

/** Every submission and review of a sub-plan (AuditTmplDetailbyType), oldest first. */
export const studySubPlanReviews = pgTable(
  'study_sub_plan_reviews',
  {
    id: serial('id').primaryKey(),
    subPlanId: integer('sub_plan_id')
      .notNull()
      .references(() => studySubPlans.id, { onDelete: 'cascade' }),
    /** 'submit' | 'pass' | 'reject' */
    action: text('action').notNull(),
    remark: text('remark').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_sub_plan_reviews_sub_plan_idx').on(t.subPlanId, t.id)],
);

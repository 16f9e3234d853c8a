/**
 * Study plans (spec s.4 "Study plan: not started, in progress, ended"; s.7 audit calls
 * plan/{id}/detail, plan/{id}/AuditTmplDetailbyType, plan/managerlist, plan/managersubmit,
 * subplan/audit/remark, planfield/list). A company's training plan for a period, split into
 * one sub-plan per department: the department's managers fill the plan's fields and list the
 * trainings they plan, submit it, and an administrator passes or rejects it with a remark.
 * Learners see the passed sub-plans of their department (and the departments above it).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import type { TimeState } from '../task/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';

export const STUDY_PLAN_LIMITS = {
  name: 50,
  description: 1000,
  fields: 20,
  fieldName: 30,
  fieldValue: 500,
  departments: 200,
  managers: 20,
  items: 50,
  itemNote: 200,
  remark: 200,
} as const;

/** A custom field's kind: free text, a number or a date (YYYY-MM-DD). */
export const PLAN_FIELD_TYPES = ['text', 'number', 'date'] as const;
export type PlanFieldType = (typeof PLAN_FIELD_TYPES)[number];

/**
 * A sub-plan's review state: 'draft' (not yet submitted by its managers), 'reviewing',
 * 'passed', 'rejected' (the managers may change it and submit again).
 */
export const SUBPLAN_STATUSES = ['draft', 'reviewing', 'passed', 'rejected'] as const;
export type SubPlanStatus = (typeof SUBPLAN_STATUSES)[number];

/** The kinds of trainings a sub-plan may list. */
export const PLAN_ITEM_KINDS = ['course', 'exam', 'programme', 'survey', 'face'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

const zIso = z.iso.datetime({ offset: true, error: messageRef('common.parameterError') });

export const ZPlanField = z.strictObject({
  /** Stable key of the field within the plan (kept when the field is renamed). */
  key: z
    .string({ error: messageRef('common.parameterError') })
    .regex(/^[a-z0-9_-]{1,20}$/, { error: messageRef('common.parameterError') }),
  name: zRequiredText(STUDY_PLAN_LIMITS.fieldName),
  type: z.enum(PLAN_FIELD_TYPES, { error: messageRef('common.parameterError') }),
  required: z.boolean({ error: messageRef('common.parameterError') }).default(false),
});
export type TPlanField = z.output<typeof ZPlanField>;

export const ZPlanDepartment = z.strictObject({
  departmentId: zId,
  /** Named managers; none: the department's people with the unit-manager role. */
  managerIds: z
    .array(zId, { error: messageRef('common.parameterError') })
    .max(STUDY_PLAN_LIMITS.managers, { error: messageRef('common.parameterError') })
    .default([]),
});

/** POST /api/manage/study/plan/save: create (no id) or change a plan. */
export const ZStudyPlanSave = z
  .strictObject({
    id: zId.optional(),
    name: zRequiredText(STUDY_PLAN_LIMITS.name),
    description: zOptionalText(STUDY_PLAN_LIMITS.description).default(''),
    startAt: zIso,
    endAt: zIso,
    fields: z
      .array(ZPlanField, { error: messageRef('common.parameterError') })
      .max(STUDY_PLAN_LIMITS.fields, { error: messageRef('common.parameterError') })
      .default([])
      .refine((f) => new Set(f.map((x) => x.key)).size === f.length, {
        error: messageRef('studyplan.fieldDuplicate'),
      }),
    departments: z
      .array(ZPlanDepartment, { error: messageRef('studyplan.departmentRequired') })
      .min(1, { error: messageRef('studyplan.departmentRequired') })
      .max(STUDY_PLAN_LIMITS.departments, { error: messageRef('common.parameterError') })
      .refine((d) => new Set(d.map((x) => x.departmentId)).size === d.length, {
        error: messageRef('common.parameterError'),
      }),
  })
  .refine((v) => v.startAt <= v.endAt && new Date(v.startAt) <= new Date(v.endAt), {
    error: messageRef('studyplan.startAfterEnd'),
    path: ['endAt'],
  });
export type TStudyPlanSave = z.input<typeof ZStudyPlanSave>;

/** POST /api/manage/study/plan/list */
export const ZStudyPlanAdminQuery = ZListQuery;

export const ZStudyPlanIds = z.strictObject({
  ids: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(100, { error: messageRef('common.parameterError') }),
});

/** POST /api/study/plan/managerlist, POST /api/study/plan/list */
export const ZStudyPlanPaging = z.strictObject({ ...pagingFields(50, 10) });

/** POST /api/study/planfield/list */
export const ZPlanFieldQuery = z.strictObject({ planId: zId });

export const ZPlanItem = z.strictObject({
  kind: z.enum(PLAN_ITEM_KINDS, { error: messageRef('common.parameterError') }),
  itemId: zId,
  note: zOptionalText(STUDY_PLAN_LIMITS.itemNote).default(''),
});

/** POST /api/study/plan/managersubmit: a manager submits the department's sub-plan. */
export const ZSubPlanSubmit = z.strictObject({
  subPlanId: zId,
  values: z
    .record(
      z.string().max(20),
      z
        .string({ error: messageRef('common.parameterError') })
        .trim()
        .max(STUDY_PLAN_LIMITS.fieldValue, {
          error: messageRef('validation.tooLong', { max: STUDY_PLAN_LIMITS.fieldValue }),
        }),
      { error: messageRef('common.parameterError') },
    )
    .default({}),
  items: z
    .array(ZPlanItem, { error: messageRef('studyplan.itemRequired') })
    .min(1, { error: messageRef('studyplan.itemRequired') })
    .max(STUDY_PLAN_LIMITS.items, { error: messageRef('common.parameterError') }),
});
export type TSubPlanSubmit = z.input<typeof ZSubPlanSubmit>;

/** POST /api/study/subplan/audit/remark: an administrator passes or rejects a sub-plan. */
export const ZSubPlanReview = z
  .strictObject({
    subPlanId: zId,
    decision: z.enum(['pass', 'reject'], { error: messageRef('common.parameterError') }),
    remark: zOptionalText(STUDY_PLAN_LIMITS.remark).default(''),
  })
  .refine((v) => v.decision === 'pass' || v.remark.length > 0, {
    error: messageRef('studyplan.remarkRequired'),
    path: ['remark'],
  });
export type TSubPlanReview = z.input<typeof ZSubPlanReview>;

/** A field's value is valid for its type (empty: only when not required). */
export function planFieldError(field: TPlanField, value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (!v) return field.required;
  if (field.type === 'number') return !/^-?\d+(\.\d+)?$/.test(v);
  if (field.type === 'date') return !/^\d{4}-\d{2}-\d{2}$/.test(v) || isNaN(Date.parse(v));
  return false;
}

export interface TPlanPerson {
  id: number;
  account: string;
  realName: string;
}

export interface TPlanItem {
  kind: PlanItemKind;
  itemId: number;
  note: string;
  title: string;
  url: string;
  available: boolean;
}

export interface TPlanItemProgress extends TPlanItem {
  state: 'notStarted' | 'inProgress' | 'completed';
  passed: boolean | null;
}

export interface TSubPlan {
  id: number;
  planId: number;
  departmentId: number;
  departmentName: string;
  managers: TPlanPerson[];
  /** True when no manager is named: the department's unit managers manage it. */
  byRole: boolean;
  status: SubPlanStatus;
  values: Record<string, string>;
  items: TPlanItem[];
  remark: string;
  submittedBy: TPlanPerson | null;
  submittedAt: string | null;
  reviewedBy: TPlanPerson | null;
  reviewedAt: string | null;
}

export interface TStudyPlanRow {
  id: number;
  name: string;
  startAt: string;
  endAt: string;
  timeState: TimeState;
  /** Sub-plans by status. */
  counts: Record<SubPlanStatus, number>;
  updatedAt: string;
}

export interface TStudyPlanAdminDetail extends TStudyPlanRow {
  description: string;
  fields: TPlanField[];
  subPlans: TSubPlan[];
}

/** A sub-plan as its manager lists it (managerlist). */
export interface TManagedSubPlanRow {
  subPlanId: number;
  planId: number;
  planName: string;
  departmentName: string;
  startAt: string;
  endAt: string;
  timeState: TimeState;
  status: SubPlanStatus;
  remark: string;
}

/** A plan as a learner lists it (the plans that concern me). */
export interface TMyStudyPlanRow {
  id: number;
  name: string;
  startAt: string;
  endAt: string;
  timeState: TimeState;
  itemCount: number;
  completedCount: number;
}

/** GET /api/study/plan/{id}/detail */
export interface TStudyPlanDetail {
  id: number;
  name: string;
  description: string;
  startAt: string;
  endAt: string;
  timeState: TimeState;
  fields: TPlanField[];
  /** The sub-plans I manage (with what may be submitted). */
  managed: (TSubPlan & { canSubmit: boolean })[];
  /** The trainings planned for me (passed sub-plans of my departments) with my progress. */
  items: TPlanItemProgress[];
  progress: number;
}

/** GET /api/study/plan/{id}/AuditTmplDetailbyType: the review trail of the sub-plans I manage. */
export interface TSubPlanReviewEntry {
  subPlanId: number;
  departmentName: string;
  action: 'submit' | 'pass' | 'reject';
  remark: string;
  by: TPlanPerson | null;
  at: string;
}

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
import { TIME_STATES } from '../task/index.ts';
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

// ---------------------------------------------------------------------------------------------
// Outputs

const zInt = z.number().int();
const zSubPlanStatus = z.enum(SUBPLAN_STATUSES);
const zTimeState = z.enum(TIME_STATES);

/** A plan's field as the server answers it (the input's fields, not strict). */
export const ZPlanFieldOut = z.object(ZPlanField.shape);

export const ZPlanPerson = z.object({ id: zInt, account: z.string(), realName: z.string() });
export type TPlanPerson = z.infer<typeof ZPlanPerson>;

export const ZPlanItemView = z.object({
  kind: z.enum(PLAN_ITEM_KINDS),
  itemId: zInt,
  note: z.string(),
  title: z.string(),
  url: z.string(),
  available: z.boolean(),
});
export type TPlanItem = z.infer<typeof ZPlanItemView>;

export const ZPlanItemProgress = ZPlanItemView.extend({
  state: z.enum(['notStarted', 'inProgress', 'completed']),
  passed: z.boolean().nullable(),
});
export type TPlanItemProgress = z.infer<typeof ZPlanItemProgress>;

export const ZSubPlan = z.object({
  id: zInt,
  planId: zInt,
  departmentId: zInt,
  departmentName: z.string(),
  managers: z.array(ZPlanPerson),
  /** True when no manager is named: the department's unit managers manage it. */
  byRole: z.boolean(),
  status: zSubPlanStatus,
  /** The managers' values of the plan's fields, by field key. */
  values: z.record(z.string(), z.string()),
  items: z.array(ZPlanItemView),
  remark: z.string(),
  submittedBy: ZPlanPerson.nullable(),
  submittedAt: z.string().nullable(),
  reviewedBy: ZPlanPerson.nullable(),
  reviewedAt: z.string().nullable(),
});
export type TSubPlan = z.infer<typeof ZSubPlan>;

export const ZStudyPlanRow = z.object({
  id: zInt,
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zTimeState,
  /** Sub-plans by status. */
  counts: z.record(zSubPlanStatus, zInt),
  updatedAt: z.string(),
});
export type TStudyPlanRow = z.infer<typeof ZStudyPlanRow>;

export const ZStudyPlanAdminDetail = ZStudyPlanRow.extend({
  description: z.string(),
  fields: z.array(ZPlanFieldOut),
  subPlans: z.array(ZSubPlan),
});
export type TStudyPlanAdminDetail = z.infer<typeof ZStudyPlanAdminDetail>;

/** A sub-plan as its manager lists it (managerlist). */
export const ZManagedSubPlanRow = z.object({
  subPlanId: zInt,
  planId: zInt,
  planName: z.string(),
  departmentName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zTimeState,
  status: zSubPlanStatus,
  remark: z.string(),
});
export type TManagedSubPlanRow = z.infer<typeof ZManagedSubPlanRow>;

/** A plan as a learner lists it (the plans that concern me). */
export const ZMyStudyPlanRow = z.object({
  id: zInt,
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zTimeState,
  itemCount: zInt,
  completedCount: zInt,
});
export type TMyStudyPlanRow = z.infer<typeof ZMyStudyPlanRow>;

/** GET /api/study/plan/{id}/detail */
export const ZStudyPlanDetail = z.object({
  id: zInt,
  name: z.string(),
  description: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zTimeState,
  fields: z.array(ZPlanFieldOut),
  /** The sub-plans I manage (with what may be submitted). */
  managed: z.array(ZSubPlan.extend({ canSubmit: z.boolean() })),
  /** The trainings planned for me (passed sub-plans of my departments) with my progress. */
  items: z.array(ZPlanItemProgress),
  progress: zInt,
});
export type TStudyPlanDetail = z.infer<typeof ZStudyPlanDetail>;

/** GET /api/study/plan/{id}/AuditTmplDetailbyType: the review trail of the sub-plans I manage. */
export const ZSubPlanReviewEntry = z.object({
  subPlanId: zInt,
  departmentName: z.string(),
  action: z.enum(['submit', 'pass', 'reject']),
  remark: z.string(),
  by: ZPlanPerson.nullable(),
  at: z.string(),
});
export type TSubPlanReviewEntry = z.infer<typeof ZSubPlanReviewEntry>;

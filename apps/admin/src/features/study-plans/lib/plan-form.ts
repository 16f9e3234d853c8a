import dayjs, { type Dayjs } from 'dayjs';
import type {
  PlanFieldType,
  TStudyPlanAdminDetail,
  TStudyPlanSave,
} from '@ascent/shared/study-plan';

export interface PlanFieldRow {
  key: string;
  name: string;
  type: PlanFieldType;
  required: boolean;
}

export interface PlanDepartmentRow {
  departmentId: number;
  managerIds: number[];
}

/** The editor's values. */
export interface PlanFormValues {
  name: string;
  description: string;
  period: [Dayjs, Dayjs] | null;
  fields: PlanFieldRow[];
  departments: PlanDepartmentRow[];
}

/** A key for a new field that no field of the plan uses yet. */
export function nextFieldKey(fields: { key: string }[]): string {
  const used = new Set(fields.map((f) => f.key));
  let n = fields.length + 1;
  while (used.has(`f${n}`)) n++;
  return `f${n}`;
}

export function formValuesOf(plan: TStudyPlanAdminDetail | null): PlanFormValues {
  if (!plan)
    return {
      name: '',
      description: '',
      period: [dayjs().startOf('day'), dayjs().endOf('year')],
      fields: [],
      departments: [],
    };
  return {
    name: plan.name,
    description: plan.description,
    period: [dayjs(plan.startAt), dayjs(plan.endAt)],
    fields: plan.fields,
    departments: plan.subPlans.map((s) => ({
      departmentId: s.departmentId,
      managerIds: s.managers.map((m) => m.id),
    })),
  };
}

/** The save call's body (checked by the shared schema before it is sent). */
export function toSaveBody(v: PlanFormValues, id?: number): TStudyPlanSave {
  return {
    ...(id ? { id } : {}),
    name: v.name,
    description: v.description,
    startAt: v.period?.[0].toISOString() ?? '',
    endAt: v.period?.[1].toISOString() ?? '',
    fields: v.fields,
    departments: v.departments,
  };
}

import dayjs, { type Dayjs } from 'dayjs';
import {
  SIGNUP_TARGET_OF_KIND,
  type SignupFieldType,
  type SignupKind,
  type TSignupAdminDetail,
  type TSignupSave,
} from '@ascent/shared/signup';

/** A form field as the editor holds it (options as one line per option). */
export interface FieldRow {
  key?: string;
  label?: string;
  type?: SignupFieldType;
  required?: boolean;
  options?: string;
}

/** What the sign-up editor's form holds. */
export interface SignupFormValues {
  kind: SignupKind;
  title?: string;
  description?: string;
  targetId?: number | null;
  window?: [Dayjs, Dayjs] | null;
  activityStartAt?: Dayjs | null;
  cancelDeadline?: Dayjs | null;
  capacity?: number | null;
  requiresApproval?: boolean;
  departmentIds?: number[];
  fields?: FieldRow[];
  roomIds?: number[];
}

export function toFormValues(s: TSignupAdminDetail | null): SignupFormValues {
  if (!s)
    return {
      kind: 1,
      capacity: 0,
      requiresApproval: false,
      departmentIds: [],
      fields: [],
      roomIds: [],
    };
  return {
    kind: s.kind,
    title: s.title,
    description: s.description,
    targetId: s.targetId,
    window: [dayjs(s.startAt), dayjs(s.endAt)],
    activityStartAt: s.activityStartAt ? dayjs(s.activityStartAt) : null,
    cancelDeadline: s.cancelDeadline ? dayjs(s.cancelDeadline) : null,
    capacity: s.capacity,
    requiresApproval: s.requiresApproval,
    departmentIds: s.departmentIds,
    fields: s.fields.map((f) => ({ ...f, options: f.options.join('\n') })),
    roomIds: s.roomIds,
  };
}

/** Field keys f1, f2...: kept for existing fields, the next free number for new ones. */
function withKeys(rows: FieldRow[]): FieldRow[] {
  const used = new Set(rows.map((r) => r.key).filter(Boolean));
  let n = 1;
  return rows.map((r) => {
    if (r.key) return r;
    while (used.has(`f${n}`)) n += 1;
    used.add(`f${n}`);
    return { ...r, key: `f${n}` };
  });
}

/** The save call's body from the form. */
export function toSaveBody(v: SignupFormValues, id?: number): TSignupSave {
  const needsTarget = !!SIGNUP_TARGET_OF_KIND[v.kind];
  return {
    ...(id ? { id } : {}),
    kind: v.kind,
    title: v.title ?? '',
    description: v.description ?? '',
    targetId: needsTarget ? (v.targetId ?? null) : null,
    startAt: v.window?.[0]?.toISOString() ?? '',
    endAt: v.window?.[1]?.toISOString() ?? '',
    activityStartAt: v.activityStartAt ? v.activityStartAt.toISOString() : null,
    cancelDeadline: v.cancelDeadline ? v.cancelDeadline.toISOString() : null,
    capacity: v.capacity ?? 0,
    requiresApproval: v.requiresApproval ?? false,
    departmentIds: v.departmentIds ?? [],
    fields:
      v.kind === 3
        ? withKeys(v.fields ?? []).map((f) => ({
            key: f.key!,
            label: f.label ?? '',
            type: f.type ?? 'text',
            required: f.required ?? false,
            options:
              f.type === 'select'
                ? (f.options ?? '')
                    .split('\n')
                    .map((o) => o.trim())
                    .filter(Boolean)
                : [],
          }))
        : [],
    roomIds: v.kind === 4 ? (v.roomIds ?? []) : [],
  };
}

import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { pagingFields, zId, zRequiredText } from '../validators/index.ts';
import { TIME_STATES } from '../task/index.ts';

/**
 * Sign-up (spec s.2 /signup, /signup/detail; s.3 signup kinds; s.4 signup states): a window in
 * which learners of allowed departments sign up, up to a capacity, optionally through approval
 * (audit type 3), and what signing up admits them to.
 */

/** Spec s.3 signup kinds. */
export const SIGNUP_KIND = {
  programme: 1,
  personnel: 2,
  material: 3,
  classroom: 4,
  course: 5,
} as const;
export type SignupKind = (typeof SIGNUP_KIND)[keyof typeof SIGNUP_KIND];
export const SIGNUP_KINDS: readonly SignupKind[] = [1, 2, 3, 4, 5];

/** What a kind admits to (kinds 1 and 5); the others stand on their own. */
export const SIGNUP_TARGET_OF_KIND: Partial<Record<SignupKind, 'programme' | 'course'>> = {
  1: 'programme',
  5: 'course',
};

/** A sign-up as the admin publishes it: draft (unseen), published (open in its window), closed. */
export const SIGNUP_STATUSES = ['draft', 'published', 'closed'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/**
 * One person's record on a sign-up: reviewing (waiting for approval), enrolled, rejected,
 * withdrawn (the receipt was withdrawn while under review), cancelled (by the person).
 * Reviewing and enrolled hold a place; the others allow signing up again.
 */
export const SIGNUP_RECORD_STATES = [
  'reviewing',
  'enrolled',
  'rejected',
  'withdrawn',
  'cancelled',
] as const;
export type SignupRecordState = (typeof SIGNUP_RECORD_STATES)[number];
export const SIGNUP_HOLDING_STATES: readonly SignupRecordState[] = ['reviewing', 'enrolled'];

export const SIGNUP_LIMITS = {
  title: 100,
  description: 2000,
  capacity: 100_000,
  departments: 200,
  fields: 30,
  fieldLabel: 50,
  fieldOptions: 30,
  fieldValue: 1000,
  rooms: 100,
  roomName: 50,
  roomPlace: 100,
  roomCapacity: 10_000,
  purpose: 200,
  /** A reservation is at most one day long. */
  reservationHours: 24,
} as const;

const zIso = z.iso.datetime({ offset: true, error: messageRef('common.parameterError') });
const zPlainText = (max: number) =>
  z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) });
const zCount = (min: number, max: number) =>
  z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(min, { error: messageRef('validation.range', { min, max }) })
    .max(max, { error: messageRef('validation.range', { min, max }) });

// ---------------------------------------------------------------------------------------------
// Form fields (kind 3, train material filling)

export const SIGNUP_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select'] as const;
export type SignupFieldType = (typeof SIGNUP_FIELD_TYPES)[number];

export const ZSignupField = z.strictObject({
  /** Stable within the sign-up: f1, f2... (the editor assigns them). */
  key: z
    .string({ error: messageRef('common.parameterError') })
    .regex(/^[a-z][a-z0-9_]{0,29}$/, { error: messageRef('common.parameterError') }),
  label: zRequiredText(SIGNUP_LIMITS.fieldLabel),
  type: z.enum(SIGNUP_FIELD_TYPES, { error: messageRef('common.parameterError') }),
  required: z.boolean({ error: messageRef('common.parameterError') }).default(false),
  options: z
    .array(zRequiredText(SIGNUP_LIMITS.fieldLabel), { error: messageRef('common.parameterError') })
    .max(SIGNUP_LIMITS.fieldOptions, { error: messageRef('common.parameterError') })
    .default([]),
});
export type TSignupField = z.output<typeof ZSignupField>;

/**
 * The one check of a learner's answers to the form (server and learner page): returns the
 * first failing field's key and the message ref, or null. Unknown keys are refused.
 */
export function checkFieldValues(
  fields: readonly TSignupField[],
  values: Record<string, string>,
): { key: string; ref: string } | null {
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.key === key)) return { key, ref: 'common.parameterError' };
  for (const f of fields) {
    const v = (values[f.key] ?? '').trim();
    if (!v) {
      if (f.required) return { key: f.key, ref: 'signup.fieldRequired' };
      continue;
    }
    if (v.length > SIGNUP_LIMITS.fieldValue) return { key: f.key, ref: 'signup.fieldInvalid' };
    if (f.type === 'number' && !/^-?\d+(\.\d+)?$/.test(v))
      return { key: f.key, ref: 'signup.fieldInvalid' };
    if (f.type === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))))
      return { key: f.key, ref: 'signup.fieldInvalid' };
    if (f.type === 'select' && !f.options.includes(v))
      return { key: f.key, ref: 'signup.fieldInvalid' };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Admin: sign-ups

export const ZSignupSave = z
  .strictObject({
    id: zId.optional(),
    kind: z.union(
      SIGNUP_KINDS.map((k) => z.literal(k)),
      { error: messageRef('common.parameterError') },
    ),
    title: zRequiredText(SIGNUP_LIMITS.title),
    description: zPlainText(SIGNUP_LIMITS.description).default(''),
    /** The programme (kind 1) or course (kind 5) it admits to. */
    targetId: zId.nullable().default(null),
    startAt: zIso,
    endAt: zIso,
    /** When the activity starts: no cancelling from then on. Defaults to the target's start. */
    activityStartAt: zIso.nullable().default(null),
    /** No cancelling after this either (optional). */
    cancelDeadline: zIso.nullable().default(null),
    /** 0: no limit. */
    capacity: zCount(0, SIGNUP_LIMITS.capacity).default(0),
    requiresApproval: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    /** Allowed departments, each with its subtree; empty: everyone of the company. */
    departmentIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(SIGNUP_LIMITS.departments, { error: messageRef('common.parameterError') })
      .default([]),
    /** Kind 3: the form the learner fills. */
    fields: z
      .array(ZSignupField, { error: messageRef('common.parameterError') })
      .max(SIGNUP_LIMITS.fields, { error: messageRef('common.parameterError') })
      .default([]),
    /** Kind 4: the rooms offered; empty: every enabled room of the company. */
    roomIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(SIGNUP_LIMITS.rooms, { error: messageRef('common.parameterError') })
      .default([]),
  })
  .refine((s) => Date.parse(s.startAt) <= Date.parse(s.endAt), {
    error: messageRef('signup.startAfterEnd'),
    path: ['endAt'],
  })
  .refine((s) => !SIGNUP_TARGET_OF_KIND[s.kind] || s.targetId !== null, {
    error: messageRef('signup.targetRequired'),
    path: ['targetId'],
  })
  .refine((s) => s.kind !== SIGNUP_KIND.material || s.fields.length > 0, {
    error: messageRef('signup.fieldsRequired'),
    path: ['fields'],
  })
  .refine((s) => new Set(s.fields.map((f) => f.key)).size === s.fields.length, {
    error: messageRef('common.parameterError'),
    path: ['fields'],
  })
  .refine((s) => s.fields.every((f) => f.type !== 'select' || f.options.length > 0), {
    error: messageRef('signup.optionsRequired'),
    path: ['fields'],
  });
export type TSignupSave = z.input<typeof ZSignupSave>;
export type TSignupSaveParsed = z.output<typeof ZSignupSave>;

export const ZSignupAdminQuery = ZListQuery.extend({
  kind: z
    .union(
      SIGNUP_KINDS.map((k) => z.literal(k)),
      { error: messageRef('common.parameterError') },
    )
    .optional(),
  status: z.enum(SIGNUP_STATUSES, { error: messageRef('common.parameterError') }).optional(),
});
export type TSignupAdminQuery = z.input<typeof ZSignupAdminQuery>;

export const ZSignupId = z.strictObject({ id: zId });

export const ZSignupStatusChange = z.strictObject({
  ids: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('validation.required') })
    .max(200, { error: messageRef('common.parameterError') }),
  status: z.enum(['published', 'closed'], { error: messageRef('common.parameterError') }),
});

export const ZSignupPeopleQuery = z.object({
  signupId: zId,
  state: z.enum(SIGNUP_RECORD_STATES, { error: messageRef('common.parameterError') }).optional(),
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(50, { error: messageRef('common.parameterError') })
    .optional(),
  ...pagingFields(),
});
export type TSignupPeopleQuery = z.input<typeof ZSignupPeopleQuery>;

// ---------------------------------------------------------------------------------------------
// Outputs' pieces

const zInt = z.number().int();
const zSignupKind = z.union(SIGNUP_KINDS.map((k) => z.literal(k)));
const zTimeState = z.enum(TIME_STATES);
const zRecordState = z.enum(SIGNUP_RECORD_STATES);
/** A form's answers by field key or label, or a personnel snapshot by field name. */
const zValues = z.record(z.string(), z.string());

/** A field of a sign-up's form as the server answers it (the input's fields, not strict). */
const ZSignupFieldOut = z.object(ZSignupField.shape);

/** An admin's row of the sign-up list. */
export const ZSignupAdminRow = z.object({
  id: zInt,
  kind: zSignupKind,
  title: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  window: zTimeState,
  startAt: z.string(),
  endAt: z.string(),
  capacity: zInt,
  /** Reviewing + enrolled. */
  taken: zInt,
  requiresApproval: z.boolean(),
  targetTitle: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSignupAdminRow = z.infer<typeof ZSignupAdminRow>;

export const ZSignupAdminDetail = ZSignupAdminRow.extend({
  description: z.string(),
  targetId: zInt.nullable(),
  activityStartAt: z.string().nullable(),
  cancelDeadline: z.string().nullable(),
  departmentIds: z.array(zInt),
  departmentNames: z.record(zInt, z.string()),
  fields: z.array(ZSignupFieldOut),
  roomIds: z.array(zInt),
});
export type TSignupAdminDetail = z.infer<typeof ZSignupAdminDetail>;

// ---------------------------------------------------------------------------------------------
// Rooms (kind 4)

export const ZRoomSave = z.strictObject({
  id: zId.optional(),
  name: zRequiredText(SIGNUP_LIMITS.roomName),
  place: zRequiredText(SIGNUP_LIMITS.roomPlace),
  capacity: zCount(1, SIGNUP_LIMITS.roomCapacity),
  enabled: z.boolean({ error: messageRef('common.parameterError') }).default(true),
});
export type TRoomSave = z.input<typeof ZRoomSave>;

export const ZRoomQuery = ZListQuery;

export const ZRoom = z.object({
  id: zInt,
  name: z.string(),
  place: z.string(),
  capacity: zInt,
  enabled: z.boolean(),
});
export type TRoom = z.infer<typeof ZRoom>;

export const ZReservation = z.object({
  roomId: zInt,
  roomName: z.string(),
  place: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  attendees: zInt,
  purpose: z.string(),
});
export type TReservation = z.infer<typeof ZReservation>;

/** One person's record as the admin's people list shows it. */
export const ZSignupPerson = z.object({
  recordId: zInt,
  userId: zInt,
  account: z.string(),
  realName: z.string(),
  departmentName: z.string(),
  state: zRecordState,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
  /** Kind 3: the answers by field label; kind 2: the personnel snapshot. */
  values: zValues,
  reservation: ZReservation.nullable(),
});
export type TSignupPerson = z.infer<typeof ZSignupPerson>;

// ---------------------------------------------------------------------------------------------
// Learner

export const SIGNUP_TABS = ['open', 'mine'] as const;

/** `POST /api/study/signup/list`: open sign-ups offered to me, or the ones I signed up for. */
export const ZSignupListQuery = z.object({
  tab: z.enum(SIGNUP_TABS, { error: messageRef('common.parameterError') }).default('open'),
  ...pagingFields(),
});
export type TSignupListQuery = z.input<typeof ZSignupListQuery>;

export const ZReservationInput = z
  .strictObject({
    roomId: zId,
    startAt: zIso,
    endAt: zIso,
    attendees: zCount(1, SIGNUP_LIMITS.roomCapacity).default(1),
    purpose: zPlainText(SIGNUP_LIMITS.purpose).default(''),
  })
  .refine((r) => Date.parse(r.startAt) < Date.parse(r.endAt), {
    error: messageRef('signup.startAfterEnd'),
    path: ['endAt'],
  })
  .refine(
    (r) => Date.parse(r.endAt) - Date.parse(r.startAt) <= SIGNUP_LIMITS.reservationHours * 3600e3,
    { error: messageRef('signup.slotTooLong'), path: ['endAt'] },
  );
export type TReservationInput = z.input<typeof ZReservationInput>;

/** `POST /api/study/signup/submit`. */
export const ZSignupSubmit = z.strictObject({
  signupId: zId,
  /** Kind 3: the form's answers by field key. */
  values: z
    .record(
      z.string({ error: messageRef('common.parameterError') }),
      z
        .string({ error: messageRef('common.parameterError') })
        .max(SIGNUP_LIMITS.fieldValue, { error: messageRef('signup.fieldInvalid') }),
      { error: messageRef('common.parameterError') },
    )
    .default({}),
  /** Kind 4: the room and slot. */
  reservation: ZReservationInput.optional(),
});
export type TSignupSubmit = z.input<typeof ZSignupSubmit>;

export const ZSignupCancel = z.strictObject({ signupId: zId });

/** `POST /api/study/signup/room/slots`: a room's held reservations on a day (the booked slots). */
export const ZRoomSlotsQuery = z.strictObject({
  signupId: zId,
  roomId: zId,
  from: zIso,
  to: zIso,
});

export const ZRoomSlot = z.object({ startAt: z.string(), endAt: z.string() });
export type TRoomSlot = z.infer<typeof ZRoomSlot>;

/** Why signing up is not possible now (a message key), or null when it is. */
export const ZSignupBlock = z
  .enum([
    'signup.closed',
    'signup.notStarted',
    'signup.ended',
    'signup.full',
    'signup.departmentNotAllowed',
    'signup.duplicate',
    'signup.personnelIncomplete',
    'signup.personnelPending',
  ])
  .nullable();
export type TSignupBlock = z.infer<typeof ZSignupBlock>;

export const ZSignupRow = z.object({
  id: zInt,
  kind: zSignupKind,
  title: z.string(),
  window: zTimeState,
  startAt: z.string(),
  endAt: z.string(),
  capacity: zInt,
  taken: zInt,
  requiresApproval: z.boolean(),
  targetTitle: z.string().nullable(),
  /** My latest record's state (null: never signed up). */
  mine: zRecordState.nullable(),
});
export type TSignupRow = z.infer<typeof ZSignupRow>;

export const ZMySignup = z.object({
  recordId: zInt,
  state: zRecordState,
  createdAt: z.string(),
  rejectReason: z.string(),
  auditId: zInt.nullable(),
  values: zValues,
  reservation: ZReservation.nullable(),
});
export type TMySignup = z.infer<typeof ZMySignup>;

export const ZSignupDetail = ZSignupRow.extend({
  description: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  activityStartAt: z.string().nullable(),
  cancelDeadline: z.string().nullable(),
  /** The last moment a sign-up may be cancelled (null: until the activity, which has no start). */
  cancelUntil: z.string().nullable(),
  target: z
    .object({
      type: z.enum(['programme', 'course']),
      id: zInt,
      title: z.string(),
      url: z.string(),
    })
    .nullable(),
  fields: z.array(ZSignupFieldOut),
  rooms: z.array(ZRoom),
  mineRecord: ZMySignup.nullable(),
  block: ZSignupBlock,
  canCancel: z.boolean(),
});
export type TSignupDetail = z.infer<typeof ZSignupDetail>;

export const ZSignupSubmitResult = z.object({
  recordId: zInt,
  state: zRecordState,
  auditId: zInt.nullable(),
  /** The applicant may decide the first approval node themselves. */
  firstNodeApprover: z.boolean(),
});
export type TSignupSubmitResult = z.infer<typeof ZSignupSubmitResult>;

const ZApplicant = z.object({
  userId: zInt,
  account: z.string(),
  realName: z.string(),
  departmentName: z.string(),
});

/** GET /api/study/material/{id}/detail: a kind-3 submission as its approvers read it. */
export const ZMaterialDetail = z.object({
  recordId: zInt,
  signupId: zInt,
  signupTitle: z.string(),
  applicant: ZApplicant,
  state: zRecordState,
  createdAt: z.string(),
  items: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
});
export type TMaterialDetail = z.infer<typeof ZMaterialDetail>;

/** GET /api/study/MeetingReservationDetail?id=: a reservation as its approvers read it. */
export const ZMeetingReservationDetail = z.object({
  recordId: zInt,
  signupId: zInt,
  signupTitle: z.string(),
  applicant: ZApplicant,
  state: zRecordState,
  createdAt: z.string(),
  room: ZRoom,
  reservation: ZReservation,
});
export type TMeetingReservationDetail = z.infer<typeof ZMeetingReservationDetail>;

export const ZMeetingReservationQuery = z.object({ id: zId });

export { TIME_STATES };

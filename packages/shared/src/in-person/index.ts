/**
 * Face-to-face training (spec s.2 /train/index, /train/detail, /mine/face; s.3 task type 16,
 * learning item type 8; s.5 "face-to-face needs lesson hour, address, lecturer"): sessions,
 * the rotating sign-in QR, attendance, leave, grades and the learners' evaluation. Learner
 * calls live under /api/study/face/..., the admin site's under /api/manage/face/...; the
 * attendance managers' calls exist under both (/api/study/face/manage/... for the learner
 * site's tab).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { zPageOf } from '../api/index.ts';
import { ZStoredFile } from '../files/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zSecrecyLevel } from '../users/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';

export const IN_PERSON_LIMITS = {
  name: 100,
  address: 200,
  lecturer: 100,
  intro: 5000,
  scheduleLines: 50,
  scheduleLine: 200,
  /** Materials per session (spec: up to 20 attachments of up to 1 GB each). */
  materials: 20,
  audience: 500,
  managers: 50,
  /** Minutes a window may reach before or after its anchor (a day). */
  windowMinutes: 1440,
  lessonHours: 1000,
  reason: 500,
  comment: 500,
  grade: 100,
  importRows: 5000,
  importBytes: 5 * 1024 * 1024,
} as const;

/** The rotating QR: a token per 30 s slice; the current and the previous slice are accepted. */
export const IN_PERSON_QR_SLICE_MS = 30_000;

export const IN_PERSON_ACTIONS = ['in', 'out'] as const;
export type InPersonAction = (typeof IN_PERSON_ACTIONS)[number];

/**
 * A learner's standing on a session: not signed in yet, signed in (on time, sign-out still
 * due), late, signed out without a sign-in (a correction), left early (signed out before the
 * end), attended (signed in, and signed out where required), absent (the session ended without
 * a sign-in), on leave (an approved leave).
 */
export const ATTENDANCE_STATES = [
  'notSignedIn',
  'signedIn',
  'late',
  'signedOut',
  'leftEarly',
  'attended',
  'absent',
  'leave',
] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/**
 * A leave request: pending (the session's attendance managers decide), reviewing (under an
 * approval template of audit type 4), approved (on leave), rejected, cancelled by the learner.
 */
export const LEAVE_STATUSES = [
  'pending',
  'reviewing',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Where `now` falls for a session: not begun, running, ended. */
export const IN_PERSON_TIME_STATES = ['notStarted', 'inProgress', 'ended'] as const;
export type InPersonTimeState = (typeof IN_PERSON_TIME_STATES)[number];

export interface InPersonWindowRule {
  startAt: string | Date;
  endAt: string | Date;
  signInBeforeMinutes: number;
  signInAfterMinutes: number;
  lateAfterMinutes: number;
  requireSignOut: boolean;
  signOutBeforeMinutes: number;
  signOutAfterMinutes: number;
}

const ms = (d: string | Date) => new Date(d).getTime();
const MIN = 60_000;

/** The sign-in window: opens N minutes before the start, closes M minutes after it. */
export function signInWindow(s: InPersonWindowRule): { opensAt: number; closesAt: number } {
  return {
    opensAt: ms(s.startAt) - s.signInBeforeMinutes * MIN,
    closesAt: ms(s.startAt) + s.signInAfterMinutes * MIN,
  };
}

/** The sign-out window: opens N minutes before the end, closes M minutes after it. */
export function signOutWindow(s: InPersonWindowRule): { opensAt: number; closesAt: number } {
  return {
    opensAt: ms(s.endAt) - s.signOutBeforeMinutes * MIN,
    closesAt: ms(s.endAt) + s.signOutAfterMinutes * MIN,
  };
}

/** A sign-in later than L minutes after the start is late. */
export const isLate = (s: InPersonWindowRule, signInAt: string | Date): boolean =>
  ms(signInAt) > ms(s.startAt) + s.lateAfterMinutes * MIN;

/** A sign-out before the end is leaving early. */
export const isLeftEarly = (s: InPersonWindowRule, signOutAt: string | Date): boolean =>
  ms(signOutAt) < ms(s.endAt);

/** Signed in, and signed out where the session requires it. */
export function isAttended(
  s: Pick<InPersonWindowRule, 'requireSignOut'>,
  signInAt: string | Date | null,
  signOutAt: string | Date | null,
): boolean {
  return !!signInAt && (!s.requireSignOut || !!signOutAt);
}

/** A learner's state from the session's rule, the sign-in/out times and an approved leave. */
export function attendanceStateOf(
  s: InPersonWindowRule,
  a: { signInAt: string | Date | null; signOutAt: string | Date | null; onLeave: boolean },
  now: Date = new Date(),
): AttendanceState {
  if (a.onLeave && !a.signInAt) return 'leave';
  if (!a.signInAt) {
    if (a.signOutAt) return 'signedOut';
    return now.getTime() >= ms(s.endAt) ? 'absent' : 'notSignedIn';
  }
  const late = isLate(s, a.signInAt);
  if (s.requireSignOut) {
    if (!a.signOutAt) return late ? 'late' : 'signedIn';
    if (isLeftEarly(s, a.signOutAt)) return 'leftEarly';
  }
  return late ? 'late' : 'attended';
}

export function inPersonTimeState(
  startAt: string | Date,
  endAt: string | Date,
  now: number = Date.now(),
): InPersonTimeState {
  if (now < ms(startAt)) return 'notStarted';
  if (now >= ms(endAt)) return 'ended';
  return 'inProgress';
}

/** The learner site's sign page the QR leads to. */
export const IN_PERSON_SIGN_PATH = '/train/sign';
export const inPersonSignUrl = (
  origin: string,
  sessionId: number,
  action: InPersonAction,
  token: string,
) => `${origin}${IN_PERSON_SIGN_PATH}?s=${sessionId}&a=${action}&t=${encodeURIComponent(token)}`;
export const inPersonDetailPath = (id: number) => `/train/detail?id=${id}`;

// ---------------------------------------------------------------------------------------------
// Admin: sessions

const zIso = z.iso.datetime({ offset: true, error: messageRef('common.parameterError') });
const zMinutes = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .min(0, {
    error: messageRef('validation.range', { min: 0, max: IN_PERSON_LIMITS.windowMinutes }),
  })
  .max(IN_PERSON_LIMITS.windowMinutes, {
    error: messageRef('validation.range', { min: 0, max: IN_PERSON_LIMITS.windowMinutes }),
  });
const zPlainText = (max: number) =>
  z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) });

export const ZInPersonAudience = z.strictObject({
  departmentIds: z.array(zId).max(IN_PERSON_LIMITS.audience).default([]),
  positions: z
    .array(zRequiredText(50))
    .max(IN_PERSON_LIMITS.audience, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z.array(zId).max(IN_PERSON_LIMITS.audience).default([]),
});
export type TInPersonAudience = z.infer<typeof ZInPersonAudience>;

const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length;

/** POST /api/manage/face/save: create (no id) or update a session. */
export const ZInPersonSave = z
  .strictObject({
    id: zId.optional(),
    name: zRequiredText(IN_PERSON_LIMITS.name),
    lessonHours: z
      .number({ error: messageRef('inPerson.lessonHoursRequired') })
      .positive({ error: messageRef('inPerson.lessonHoursRequired') })
      .max(IN_PERSON_LIMITS.lessonHours, {
        error: messageRef('validation.range', { min: 0, max: IN_PERSON_LIMITS.lessonHours }),
      }),
    address: zRequiredText(IN_PERSON_LIMITS.address, messageRef('inPerson.addressRequired')),
    lecturer: zRequiredText(IN_PERSON_LIMITS.lecturer, messageRef('inPerson.lecturerRequired')),
    startAt: zIso,
    endAt: zIso,
    schedule: z
      .array(zRequiredText(IN_PERSON_LIMITS.scheduleLine), {
        error: messageRef('common.parameterError'),
      })
      .max(IN_PERSON_LIMITS.scheduleLines, {
        error: messageRef('inPerson.tooManyScheduleLines', { max: IN_PERSON_LIMITS.scheduleLines }),
      })
      .default([]),
    intro: zPlainText(IN_PERSON_LIMITS.intro).default(''),
    materialIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(IN_PERSON_LIMITS.materials, {
        error: messageRef('inPerson.tooManyMaterials', { max: IN_PERSON_LIMITS.materials }),
      })
      .refine(uniqueIds, { error: messageRef('common.parameterError') })
      .default([]),
    secrecyLevel: zSecrecyLevel.default(50),
    /** An empty audience is the whole company. */
    audience: ZInPersonAudience.default({ departmentIds: [], positions: [], userIds: [] }),
    managerIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(IN_PERSON_LIMITS.managers, { error: messageRef('common.parameterError') })
      .refine(uniqueIds, { error: messageRef('common.parameterError') })
      .default([]),
    signInBeforeMinutes: zMinutes.default(30),
    signInAfterMinutes: zMinutes.default(30),
    lateAfterMinutes: zMinutes.default(10),
    requireSignOut: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    signOutBeforeMinutes: zMinutes.default(30),
    signOutAfterMinutes: zMinutes.default(30),
    grading: z.boolean({ error: messageRef('common.parameterError') }).default(false),
  })
  .refine((s) => new Date(s.startAt) <= new Date(s.endAt), {
    error: messageRef('validation.startAfterEnd'),
    path: ['endAt'],
  })
  .refine((s) => new Date(s.startAt) < new Date(s.endAt), {
    error: messageRef('inPerson.endBeforeStart'),
    path: ['endAt'],
  });
export type TInPersonSave = z.input<typeof ZInPersonSave>;
export type TInPersonSaveParsed = z.output<typeof ZInPersonSave>;

/** POST /api/manage/face/list */
export const ZInPersonAdminQuery = ZListQuery.extend({
  timeState: z
    .enum(IN_PERSON_TIME_STATES, { error: messageRef('common.parameterError') })
    .optional(),
});
export type TInPersonAdminQuery = z.input<typeof ZInPersonAdminQuery>;

export const ZInPersonId = z.strictObject({ id: zId });
export const ZInPersonSessionRef = z.strictObject({ sessionId: zId });

// ---------------------------------------------------------------------------------------------
// Outputs' pieces

const zInt = z.number().int();
const zInPersonTimeState = z.enum(IN_PERSON_TIME_STATES);
const zAttendanceState = z.enum(ATTENDANCE_STATES);

export const ZInPersonPerson = z.object({
  id: zInt,
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
});
export type TInPersonPerson = z.infer<typeof ZInPersonPerson>;

export const ZInPersonRow = z.object({
  id: zInt,
  name: z.string(),
  lessonHours: z.number(),
  address: z.string(),
  lecturer: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zInPersonTimeState,
  requireSignOut: z.boolean(),
  grading: z.boolean(),
  /** Learners who signed in. */
  signedIn: zInt,
  updatedAt: z.string(),
});
export type TInPersonRow = z.infer<typeof ZInPersonRow>;

export const ZInPersonDetail = ZInPersonRow.extend({
  schedule: z.array(z.string()),
  intro: z.string(),
  materials: z.array(ZStoredFile),
  secrecyLevel: zInt,
  /** The audience as saved (the input's fields, not strict). */
  audience: z.object(ZInPersonAudience.shape),
  managerIds: z.array(zInt),
  signInBeforeMinutes: zInt,
  signInAfterMinutes: zInt,
  lateAfterMinutes: zInt,
  signOutBeforeMinutes: zInt,
  signOutAfterMinutes: zInt,
  /** Display names of the departments and people named (admin editor). */
  names: z.object({
    departments: z.record(z.string(), z.string()),
    users: z.record(z.string(), z.string()),
  }),
});
export type TInPersonDetail = z.infer<typeof ZInPersonDetail>;

// ---------------------------------------------------------------------------------------------
// The QR

/** GET .../qr?sessionId=&action=: the current sign-in (or sign-out) URL. */
export const ZInPersonQrQuery = z.object({
  sessionId: zId,
  action: z.enum(IN_PERSON_ACTIONS, { error: messageRef('common.parameterError') }).default('in'),
});
export const ZInPersonQr = z.object({
  action: z.enum(IN_PERSON_ACTIONS),
  url: z.string(),
  /** When this token stops being the current one (ISO); refresh before. */
  rotatesAt: z.string(),
  /** Server time of the answer (ISO), so a client with a wrong clock still refreshes in time. */
  now: z.string(),
});
export type TInPersonQr = z.infer<typeof ZInPersonQr>;

// ---------------------------------------------------------------------------------------------
// Learner calls

/** POST /api/study/face/sign */
export const ZInPersonSign = z.strictObject({
  sessionId: zId,
  action: z.enum(IN_PERSON_ACTIONS, { error: messageRef('common.parameterError') }),
  token: z
    .string({ error: messageRef('inPerson.qrInvalid') })
    .trim()
    .min(1, { error: messageRef('inPerson.qrInvalid') })
    .max(100, { error: messageRef('inPerson.qrInvalid') }),
});
export type TInPersonSign = z.infer<typeof ZInPersonSign>;

export const ZInPersonSignResult = z.object({
  sessionId: zInt,
  sessionName: z.string(),
  action: z.enum(IN_PERSON_ACTIONS),
  state: zAttendanceState,
  signInAt: z.string().nullable(),
  signOutAt: z.string().nullable(),
});
export type TInPersonSignResult = z.infer<typeof ZInPersonSignResult>;

/** POST /api/study/face/list: the learner's sessions (/train/index). */
export const ZMyInPersonQuery = z.strictObject({
  timeState: z
    .enum(IN_PERSON_TIME_STATES, { error: messageRef('common.parameterError') })
    .optional(),
  keyword: zOptionalText(50),
  ...pagingFields(50, 10),
});
export type TMyInPersonQuery = z.input<typeof ZMyInPersonQuery>;

export const ZMyInPersonRow = z.object({
  id: zInt,
  name: z.string(),
  lessonHours: z.number(),
  address: z.string(),
  lecturer: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zInPersonTimeState,
  state: zAttendanceState,
});
export type TMyInPersonRow = z.infer<typeof ZMyInPersonRow>;

export const ZInPersonLeave = z.object({
  id: zInt,
  sessionId: zInt,
  userId: zInt,
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  rejectReason: z.string(),
  auditId: zInt.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TInPersonLeave = z.infer<typeof ZInPersonLeave>;

export const ZInPersonLearnerDetail = z.object({
  id: zInt,
  name: z.string(),
  lessonHours: z.number(),
  address: z.string(),
  lecturer: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeState: zInPersonTimeState,
  schedule: z.array(z.string()),
  intro: z.string(),
  materials: z.array(ZStoredFile),
  requireSignOut: z.boolean(),
  grading: z.boolean(),
  signInOpensAt: z.string(),
  signInClosesAt: z.string(),
  signOutOpensAt: z.string().nullable(),
  signOutClosesAt: z.string().nullable(),
  lateAfterMinutes: zInt,
  mine: z.object({
    state: zAttendanceState,
    signInAt: z.string().nullable(),
    signOutAt: z.string().nullable(),
    grade: z.number().nullable(),
    leave: ZInPersonLeave.nullable(),
    /** The learner may still ask for leave. */
    canRequestLeave: z.boolean(),
    /** Attended and not evaluated yet. */
    canEvaluate: z.boolean(),
    evaluation: z.object({ rating: zInt, comment: z.string() }).nullable(),
  }),
  /** The caller is one of the session's attendance managers (the QR and attendance tab). */
  isManager: z.boolean(),
});
export type TInPersonLearnerDetail = z.infer<typeof ZInPersonLearnerDetail>;

/** POST /api/study/face/leave/request */
export const ZInPersonLeaveRequest = z.strictObject({
  sessionId: zId,
  reason: zRequiredText(IN_PERSON_LIMITS.reason, messageRef('inPerson.leaveReasonRequired')),
});
export type TInPersonLeaveRequest = z.infer<typeof ZInPersonLeaveRequest>;

/** POST /api/study/face/leave/cancel */
export const ZInPersonLeaveCancel = z.strictObject({ leaveId: zId });

/** POST /api/study/face/evaluate: once, after attending. */
export const ZInPersonEvaluate = z.strictObject({
  sessionId: zId,
  rating: z
    .number({ error: messageRef('inPerson.ratingRange') })
    .int({ error: messageRef('inPerson.ratingRange') })
    .min(1, { error: messageRef('inPerson.ratingRange') })
    .max(5, { error: messageRef('inPerson.ratingRange') }),
  comment: zPlainText(IN_PERSON_LIMITS.comment).default(''),
});
export type TInPersonEvaluate = z.input<typeof ZInPersonEvaluate>;

/** POST /api/study/face/manage/list: the sessions the caller is an attendance manager of. */
export const ZManagedInPersonQuery = z.strictObject({ ...pagingFields(50, 10) });

// ---------------------------------------------------------------------------------------------
// Attendance managers (admin site and /mine/face's tab)

export const ZAttendanceQuery = z.strictObject({
  sessionId: zId,
  state: z.enum(ATTENDANCE_STATES, { error: messageRef('common.parameterError') }).optional(),
  keyword: zOptionalText(50),
  ...pagingFields(200, 20),
});
export type TAttendanceQuery = z.input<typeof ZAttendanceQuery>;

export const ZAttendanceRow = z.object({
  userId: zInt,
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
  state: zAttendanceState,
  signInAt: z.string().nullable(),
  signOutAt: z.string().nullable(),
  grade: z.number().nullable(),
  gradeComment: z.string(),
  leaveStatus: z.enum(LEAVE_STATUSES).nullable(),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;

export const ZAttendancePage = zPageOf(ZAttendanceRow).extend({
  /** How many of everyone expected are in each state. */
  counts: z.partialRecord(zAttendanceState, zInt),
});
export type TAttendancePage = z.infer<typeof ZAttendancePage>;

const zNullableIso = zIso.nullable();

/** POST .../attendance/correct: set a learner's sign-in/out times, with a reason (logged). */
export const ZAttendanceCorrect = z
  .strictObject({
    sessionId: zId,
    userId: zId,
    signInAt: zNullableIso,
    signOutAt: zNullableIso,
    reason: zRequiredText(IN_PERSON_LIMITS.reason, messageRef('inPerson.reasonRequired')),
  })
  .refine((c) => !c.signInAt || !c.signOutAt || new Date(c.signInAt) <= new Date(c.signOutAt), {
    error: messageRef('inPerson.signOutBeforeSignIn'),
    path: ['signOutAt'],
  });
export type TAttendanceCorrect = z.infer<typeof ZAttendanceCorrect>;

/** POST .../attendance/grade */
export const ZAttendanceGrade = z.strictObject({
  sessionId: zId,
  userId: zId,
  grade: z
    .number({ error: messageRef('inPerson.gradeRange', { max: IN_PERSON_LIMITS.grade }) })
    .min(0, { error: messageRef('inPerson.gradeRange', { max: IN_PERSON_LIMITS.grade }) })
    .max(IN_PERSON_LIMITS.grade, {
      error: messageRef('inPerson.gradeRange', { max: IN_PERSON_LIMITS.grade }),
    }),
  comment: zPlainText(IN_PERSON_LIMITS.comment).default(''),
});
export type TAttendanceGrade = z.input<typeof ZAttendanceGrade>;

/** POST .../attendance/export; the import takes the same columns back. */
export const ZAttendanceExport = z.strictObject({
  sessionId: zId,
  /** The browser's offset from UTC in minutes (Date#getTimezoneOffset negated): times are local. */
  utcOffset: z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(-840, { error: messageRef('common.parameterError') })
    .max(840, { error: messageRef('common.parameterError') })
    .default(0),
});
/** The multipart fields of .../attendance/import (before the file). */
export const ZAttendanceImportFields = z.object({
  sessionId: zId,
  utcOffset: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(-840, { error: messageRef('common.parameterError') })
    .max(840, { error: messageRef('common.parameterError') })
    .default(0),
});

export const ATTENDANCE_IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;

export const ZAttendanceImportFailure = z.object({
  row: zInt,
  /** Why, in the caller's language. */
  reason: z.string(),
});
export type TAttendanceImportFailure = z.infer<typeof ZAttendanceImportFailure>;
export const ZAttendanceImportResult = z.object({
  imported: zInt,
  failed: z.array(ZAttendanceImportFailure),
});
export type TAttendanceImportResult = z.infer<typeof ZAttendanceImportResult>;

/** POST .../leave/list */
export const ZLeaveQuery = z.strictObject({
  sessionId: zId,
  status: z.enum(LEAVE_STATUSES, { error: messageRef('common.parameterError') }).optional(),
  ...pagingFields(200, 20),
});
export type TLeaveQuery = z.input<typeof ZLeaveQuery>;
export const ZLeaveRow = ZInPersonLeave.extend({
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
});
export type TLeaveRow = z.infer<typeof ZLeaveRow>;

/** POST .../leave/decide: the attendance managers' decision on a pending request. */
export const ZLeaveDecide = z
  .strictObject({
    leaveId: zId,
    approve: z.boolean({ error: messageRef('common.parameterError') }),
    reason: zPlainText(IN_PERSON_LIMITS.reason).default(''),
  })
  .refine((d) => d.approve || d.reason.length > 0, {
    error: messageRef('inPerson.rejectReasonRequired'),
    path: ['reason'],
  });
export type TLeaveDecide = z.input<typeof ZLeaveDecide>;

/** POST .../evaluation/list */
export const ZEvaluationQuery = z.strictObject({ sessionId: zId, ...pagingFields(200, 20) });
export const ZEvaluationRow = z.object({
  userId: zInt,
  name: z.string(),
  account: z.string(),
  rating: zInt,
  comment: z.string(),
  createdAt: z.string(),
});
export type TEvaluationRow = z.infer<typeof ZEvaluationRow>;
export const ZEvaluationPage = zPageOf(ZEvaluationRow).extend({
  average: z.number().nullable(),
  /** How many gave 1..5 (index 0 = rating 1). */
  distribution: z.array(zInt),
});
export type TEvaluationPage = z.infer<typeof ZEvaluationPage>;

import { timeStateOf } from '@ascent/shared/task';
import type {
  SignupKind,
  SignupRecordState,
  SignupStatus,
  TMySignup,
  TReservation,
  TRoom,
  TSignupAdminRow,
  TSignupRow,
} from '@ascent/shared/signup';
import type { RoomRow, SignupRecordRow, SignupRow } from './signup.repository.ts';

/** Rows of the sign-up tables -> API shapes. */

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function windowOf(s: SignupRow, now: Date) {
  return timeStateOf(s.startAt, s.endAt, now);
}

/** The last moment a sign-up may be cancelled: the earlier of the activity's start and the deadline. */
export function cancelUntilOf(s: SignupRow): Date | null {
  const bounds = [s.activityStartAt, s.cancelDeadline].filter((d): d is Date => !!d);
  if (!bounds.length) return null;
  return new Date(Math.min(...bounds.map((d) => d.getTime())));
}

export function toRoom(r: RoomRow): TRoom {
  return { id: r.id, name: r.name, place: r.place, capacity: r.capacity, enabled: r.enabled };
}

export function toReservation(
  rec: SignupRecordRow,
  rooms: Map<number, RoomRow>,
): TReservation | null {
  if (!rec.roomId || !rec.slotStart || !rec.slotEnd) return null;
  const room = rooms.get(rec.roomId);
  return {
    roomId: rec.roomId,
    roomName: room?.name ?? '',
    place: room?.place ?? '',
    startAt: rec.slotStart.toISOString(),
    endAt: rec.slotEnd.toISOString(),
    attendees: rec.attendees,
    purpose: rec.purpose,
  };
}

export function toMySignup(rec: SignupRecordRow, rooms: Map<number, RoomRow>): TMySignup {
  return {
    recordId: rec.id,
    state: rec.state as SignupRecordState,
    createdAt: rec.createdAt.toISOString(),
    rejectReason: rec.rejectReason,
    auditId: rec.auditId,
    values: rec.values,
    reservation: toReservation(rec, rooms),
  };
}

/** What the learner's and the admin's rows of a sign-up share. */
function signupBasics(s: SignupRow, ctx: { now: Date; taken: number; targetTitle: string | null }) {
  return {
    id: s.id,
    kind: s.kind as SignupKind,
    title: s.title,
    window: windowOf(s, ctx.now),
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    capacity: s.capacity,
    taken: ctx.taken,
    requiresApproval: s.requiresApproval,
    targetTitle: ctx.targetTitle,
  };
}

export function toSignupRow(
  s: SignupRow,
  ctx: { now: Date; taken: number; targetTitle: string | null; mine: SignupRecordRow | undefined },
): TSignupRow {
  return {
    ...signupBasics(s, ctx),
    mine: (ctx.mine?.state as SignupRecordState | undefined) ?? null,
  };
}

export function toAdminRow(
  s: SignupRow,
  ctx: { now: Date; taken: number; targetTitle: string | null },
): TSignupAdminRow {
  return {
    ...signupBasics(s, ctx),
    status: s.status as SignupStatus,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** What the operation log keeps of a sign-up. */
export function signupLogEntry(s: SignupRow, departmentIds: number[], roomIds: number[]) {
  return {
    title: s.title,
    kind: s.kind,
    targetType: s.targetType,
    targetId: s.targetId,
    startAt: iso(s.startAt),
    endAt: iso(s.endAt),
    activityStartAt: iso(s.activityStartAt),
    cancelDeadline: iso(s.cancelDeadline),
    capacity: s.capacity,
    requiresApproval: s.requiresApproval,
    status: s.status,
    fields: s.fields,
    departmentIds,
    roomIds,
  };
}

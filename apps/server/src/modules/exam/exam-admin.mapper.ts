import type {
  AttemptStatus,
  ExamAdminRow,
  ExamAttemptAdminRow,
  ExamKind,
  ExamStatus,
  ExamTimeState,
  SubmitReason,
  TExamAudience,
} from '@ascent/shared/exam';
import type { ExamPerson } from './exam-admin.people.ts';
import type { AudienceRow } from '../../core/audience.ts';
import type { AttemptListRow, ExamCounts, ExamRow } from './exam-admin.repository.ts';

/** Spec s.4: not started, in progress, ended (by the server's clock). */
export function timeStateOf(startAt: Date, endAt: Date, now = Date.now()): ExamTimeState {
  if (now < startAt.getTime()) return 'not_started';
  if (now >= endAt.getTime()) return 'ended';
  return 'in_progress';
}

export function toExamAdminRow(
  r: ExamRow,
  paperName: string,
  counts: ExamCounts | undefined,
): ExamAdminRow {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as ExamKind,
    status: r.status as ExamStatus,
    timeState: timeStateOf(r.startAt, r.endAt),
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    durationMinutes: r.durationMinutes,
    paperName,
    examineeCount: counts?.examinees ?? 0,
    pendingMarking: counts?.pendingMarking ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function audienceRows(a: TExamAudience): AudienceRow[] {
  return [
    ...a.departmentIds.map((id) => ({ kind: 'department', ref: String(id) })),
    ...a.positions.map((name) => ({ kind: 'position', ref: name })),
    ...a.userIds.map((id) => ({ kind: 'user', ref: String(id) })),
  ];
}

/** What the operation log keeps of an exam (never its password). */
export function examLogEntry(r: ExamRow) {
  return {
    name: r.name,
    kind: r.kind,
    paperId: r.paperId,
    status: r.status,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    durationMinutes: r.durationMinutes,
    attemptsAllowed: r.attemptsAllowed,
    scoreKept: r.scoreKept,
    minMinutesBeforeSubmit: r.minMinutesBeforeSubmit,
    hasPassword: r.password !== '',
    ipRanges: r.ipRanges,
    signatureRequired: r.signatureRequired,
    screenSwitchLimit: r.screenSwitchLimit,
    fullScreen: r.fullScreen,
    faceMatch: r.faceMatch,
    resultVisibility: r.resultVisibility,
    answerVisibility: r.answerVisibility,
    visibility: r.visibility,
  };
}

export function toAttemptAdminRow(
  r: AttemptListRow,
  person: ExamPerson | undefined,
): ExamAttemptAdminRow {
  return {
    attemptId: r.id,
    userId: r.userId,
    name: person?.name ?? '',
    account: person?.account ?? '',
    departmentName: person?.departmentName ?? '',
    status: r.status as AttemptStatus,
    score: r.score,
    passed: r.passed,
    startedAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    submitReason: (r.submitReason as SubmitReason | null) ?? null,
    screenSwitches: r.screenSwitches,
  };
}

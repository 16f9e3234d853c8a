import { coverFor, coverKey } from '@ascent/shared/home';
import type { TPage } from '@ascent/shared/admin';
import {
  programmeUrl,
  type MemberSource,
  type ProgrammeKind,
  type ProgrammeOrderMode,
  type ProgrammeStatus,
  type ProgressState,
  type TProgrammeCard,
  type TProgrammeSummaryRow,
  type TProgressDepartmentRow,
  type TProgressLearnerRow,
} from '@ascent/shared/programme';
import { timeStateOf } from '@ascent/shared/task';
import type { MemberRow, ProgrammeMemberSummary } from './programme-progress.repository.ts';
import type { ProgrammeRow } from './programme.repository.ts';
import type { ReportDepartmentRow, ReportLearnerRow } from './programme-report.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const urlOf = (row: ProgrammeRow): string => programmeUrl(row.kind as ProgrammeKind, row.id);

/** The cover a learner sees: the programme's own, else a default (programmes have no category). */
export function programmeCover(row: { id: number; cover: string }): string {
  return coverFor('programme', row.cover, coverKey(null, row.id));
}

export function toCard(
  row: ProgrammeRow,
  member: MemberRow | undefined,
  itemCount: number,
  now: Date,
): TProgrammeCard {
  return {
    id: row.id,
    kind: row.kind as ProgrammeKind,
    taskType: row.taskType,
    name: row.name,
    cover: programmeCover(row),
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    timeState: timeStateOf(row.startAt, row.endAt, now),
    bySignup: row.bySignup,
    enrolled: !!member,
    percent: member?.percent ?? 0,
    completed: member?.state === 'completed',
    itemCount,
    url: urlOf(row),
  };
}

export function toSummaryRow(
  row: ProgrammeRow,
  summary: ProgrammeMemberSummary | undefined,
  now: Date,
): TProgrammeSummaryRow {
  return {
    id: row.id,
    kind: row.kind as ProgrammeKind,
    taskType: row.taskType,
    name: row.name,
    status: row.status as ProgrammeStatus,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    timeState: timeStateOf(row.startAt, row.endAt, now),
    members: summary?.members ?? 0,
    completedMembers: summary?.completed ?? 0,
    averagePercent: summary?.average ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of programmes with their member summaries (one grouped query's answer). */
export function toSummaryPage(
  found: { rows: ProgrammeRow[]; total: number },
  summaries: Map<number, ProgrammeMemberSummary>,
  q: { page: number; pageSize: number },
): TPage<TProgrammeSummaryRow> {
  const now = new Date();
  return {
    list: found.rows.map((r) => toSummaryRow(r, summaries.get(r.id), now)),
    total: found.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export function toLearnerRow(r: ReportLearnerRow, compulsoryTotal: number): TProgressLearnerRow {
  return {
    userId: r.userId,
    realName: r.realName,
    account: r.account,
    departmentName: r.departmentName,
    position: r.position,
    source: r.source as MemberSource,
    enrolledAt: r.enrolledAt.toISOString(),
    state: r.state as ProgressState,
    percent: r.percent,
    compulsoryDone: r.compulsoryDone,
    compulsoryTotal,
    completedAt: iso(r.completedAt),
  };
}

export function toDepartmentRow(r: ReportDepartmentRow): TProgressDepartmentRow {
  return {
    departmentId: r.departmentId,
    departmentName: r.departmentName,
    members: r.members,
    notStarted: r.notStarted,
    inProgress: r.inProgress,
    completed: r.completed,
    completionRate: r.members ? Math.round((1000 * r.completed) / r.members) / 10 : 0,
    averagePercent: r.averagePercent ?? 0,
  };
}

/** What the operation log keeps of a programme. */
export function programmeLogEntry(
  row: ProgrammeRow,
  extra: {
    audience?: unknown;
    supervisorIds?: number[];
    items?: { itemType: number; refId: number; compulsory: boolean }[];
  } = {},
) {
  return {
    kind: row.kind,
    taskType: row.taskType,
    name: row.name,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    status: row.status,
    orderMode: row.orderMode as ProgrammeOrderMode,
    bySignup: row.bySignup,
    minElectives: row.minElectives,
    ...extra,
  };
}

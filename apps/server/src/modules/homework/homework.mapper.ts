import type { TStoredFile } from '@ascent/shared/files';
import {
  homeworkTimeState,
  type HomeworkStatus,
  type SubmissionStatus,
  type THomeworkAdminDetail,
  type THomeworkAdminRow,
  type THomeworkAudience,
  type THomeworkStep,
  type THomeworkSubmission,
  type THomeworkSubmissionRow,
  type TMyHomeworkRow,
  type ReviewAction,
} from '@ascent/shared/homework';
import type { AudienceRow } from '../../core/audience.ts';
import type {
  AnswerRow,
  HomeworkAdminListRow,
  HomeworkRow,
  MyHomeworkRow,
  ReviewRow,
  StepRow,
  SubmissionListRow,
  SubmissionRow,
} from './homework.repository.ts';

/** How a person shows in homework lists. */
export interface HomeworkPerson {
  realName: string;
  account: string;
  departmentName: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const filesOf = (ids: number[], files: Map<number, TStoredFile>): TStoredFile[] =>
  ids.flatMap((id) => {
    const f = files.get(id);
    return f ? [f] : [];
  });

export function toAdminRow(row: HomeworkAdminListRow, now = Date.now()): THomeworkAdminRow {
  return {
    id: row.id,
    title: row.title,
    status: row.status as HomeworkStatus,
    timeState: homeworkTimeState(row.startAt, row.endAt, now),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    fullScore: row.fullScore,
    stepCount: row.stepCount,
    visibility: row.visibility as 'all' | 'limited',
    toEvaluate: row.toEvaluate,
    evaluated: row.evaluated,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStep(step: StepRow, files: Map<number, TStoredFile>): THomeworkStep {
  return {
    id: step.id,
    sort: step.sort,
    title: step.title,
    content: step.content,
    files: filesOf(step.fileIds, files),
  };
}

export function toAdminDetail(
  row: HomeworkAdminListRow,
  parts: {
    steps: THomeworkStep[];
    audience: THomeworkAudience;
    reviewerIds: number[];
    names: THomeworkAdminDetail['names'];
    stepsLocked: boolean;
  },
): THomeworkAdminDetail {
  const { stepCount: _stepCount, ...base } = toAdminRow(row);
  return {
    ...base,
    description: row.description,
    secrecyLevel: row.secrecyLevel,
    audience: parts.audience,
    reviewerIds: parts.reviewerIds,
    steps: parts.steps,
    names: parts.names,
    stepsLocked: parts.stepsLocked,
  };
}

export function toMyRow(row: MyHomeworkRow, now = Date.now()): TMyHomeworkRow {
  return {
    id: row.id,
    title: row.title,
    timeState: homeworkTimeState(row.startAt, row.endAt, now),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    fullScore: row.fullScore,
    stepCount: row.stepCount,
    status: (row.submission?.status as SubmissionStatus | undefined) ?? null,
    score: row.submission?.status === 'evaluated' ? row.submission.score : null,
    submittedAt: iso(row.submission?.submittedAt ?? null),
  };
}

export function toSubmission(
  sub: SubmissionRow,
  answers: AnswerRow[],
  reviews: ReviewRow[],
  files: Map<number, TStoredFile>,
  names: Map<number, HomeworkPerson>,
): THomeworkSubmission {
  return {
    id: sub.id,
    status: sub.status as SubmissionStatus,
    round: sub.round,
    submittedAt: iso(sub.submittedAt),
    score: sub.status === 'evaluated' ? sub.score : null,
    comment: sub.comment,
    reviewedAt: iso(sub.reviewedAt),
    answers: answers.map((a) => ({
      stepId: a.stepId,
      content: a.content,
      files: filesOf(a.fileIds, files),
      savedAt: a.savedAt.toISOString(),
    })),
    reviews: reviews.map((r) => ({
      action: r.action as ReviewAction,
      round: r.round,
      score: r.score,
      comment: r.comment,
      reviewerName: names.get(r.reviewerId)?.realName ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export function toSubmissionRow(
  row: SubmissionListRow,
  people: Map<number, HomeworkPerson>,
): THomeworkSubmissionRow {
  const person = people.get(row.userId);
  return {
    id: row.id,
    homeworkId: row.homeworkId,
    homeworkTitle: row.homeworkTitle,
    userId: row.userId,
    realName: person?.realName ?? '',
    account: person?.account ?? '',
    departmentName: person?.departmentName ?? '',
    status: row.status as SubmissionStatus,
    round: row.round,
    submittedAt: iso(row.submittedAt),
    score: row.status === 'evaluated' ? row.score : null,
    fullScore: row.fullScore,
    reviewerName: row.reviewerId ? (people.get(row.reviewerId)?.realName ?? '') : '',
    reviewedAt: iso(row.reviewedAt),
  };
}

/** What the operation log keeps of a homework. */
export function homeworkLogEntry(
  row: HomeworkRow,
  extra: { audience?: AudienceRow[]; reviewerIds?: number[]; steps?: { title: string }[] } = {},
) {
  return {
    title: row.title,
    status: row.status,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    fullScore: row.fullScore,
    secrecyLevel: row.secrecyLevel,
    visibility: row.visibility,
    ...(extra.audience ? { audience: extra.audience } : {}),
    ...(extra.reviewerIds ? { reviewerIds: extra.reviewerIds } : {}),
    ...(extra.steps ? { steps: extra.steps.map((s) => s.title) } : {}),
  };
}

import dayjs, { type Dayjs } from 'dayjs';
import type {
  ExamKind,
  ScoreKept,
  TExamAudience,
  TExamSave,
  VisibilityWhen,
} from '@ascent/shared/exam';
import { isIpRange, type ExamAdminDetailView } from '@ascent/shared/exam-admin';

/** The editor's fields; the server checks the same body with the shared ZExamSave. */
export interface ExamFormValues {
  name: string;
  intro: string;
  kind: ExamKind;
  paperId: number | undefined;
  period: [Dayjs, Dayjs] | null;
  durationMinutes: number;
  attemptsAllowed: number;
  scoreKept: ScoreKept;
  minMinutesBeforeSubmit: number;
  password: string;
  /** One address, CIDR block or range per line. */
  ipRanges: string;
  signatureRequired: boolean;
  screenSwitchLimit: number;
  fullScreen: boolean;
  faceMatch: boolean;
  resultVisibility: VisibilityWhen;
  answerVisibility: VisibilityWhen;
  reviewerIds: number[];
  visibility: 'all' | 'limited';
  audience: TExamAudience;
}

export const EMPTY_AUDIENCE: TExamAudience = { departmentIds: [], positions: [], userIds: [] };

/** A new exam starts tomorrow at 9:00 for a week, 60 minutes, one attempt. */
export function initialValues(exam?: ExamAdminDetailView, now = dayjs()): ExamFormValues {
  const start = now.add(1, 'day').hour(9).minute(0).second(0).millisecond(0);
  return {
    name: exam?.name ?? '',
    intro: exam?.intro ?? '',
    kind: exam?.kind ?? 'normal',
    paperId: exam?.paperId,
    period: exam ? [dayjs(exam.startAt), dayjs(exam.endAt)] : [start, start.add(7, 'day')],
    durationMinutes: exam?.durationMinutes ?? 60,
    attemptsAllowed: exam?.attemptsAllowed ?? 1,
    scoreKept: exam?.scoreKept ?? 'highest',
    minMinutesBeforeSubmit: exam?.minMinutesBeforeSubmit ?? 0,
    password: exam?.password ?? '',
    ipRanges: (exam?.ipRanges ?? []).join('\n'),
    signatureRequired: exam?.signatureRequired ?? false,
    screenSwitchLimit: exam?.screenSwitchLimit ?? 0,
    fullScreen: exam?.fullScreen ?? false,
    faceMatch: exam?.faceMatch ?? false,
    resultVisibility: exam?.resultVisibility ?? 'immediately',
    answerVisibility: exam?.answerVisibility ?? 'after_end',
    reviewerIds: exam?.reviewerIds ?? [],
    visibility: exam?.visibility ?? 'all',
    audience: exam?.audience ?? EMPTY_AUDIENCE,
  };
}

/** The lines of the IP field, blank lines dropped. */
export function ipLines(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The first line that is not an address, CIDR block or range (the shared rule), or null. */
export function badIpLine(text: string): string | null {
  return ipLines(text).find((l) => !isIpRange(l)) ?? null;
}

/** The body of manage/exam/save for these fields (id absent: a new exam). */
export function toSaveBody(v: ExamFormValues, id?: number): TExamSave {
  const [start, end] = v.period ?? [null, null];
  return {
    id,
    name: v.name,
    intro: v.intro ?? '',
    kind: v.kind,
    paperId: v.paperId ?? 0,
    startAt: start ? start.toISOString() : '',
    endAt: end ? end.toISOString() : '',
    durationMinutes: v.durationMinutes,
    attemptsAllowed: v.attemptsAllowed ?? 0,
    scoreKept: v.scoreKept,
    minMinutesBeforeSubmit: v.minMinutesBeforeSubmit ?? 0,
    password: v.password ?? '',
    ipRanges: ipLines(v.ipRanges ?? ''),
    signatureRequired: v.signatureRequired,
    screenSwitchLimit: v.screenSwitchLimit ?? 0,
    fullScreen: v.fullScreen,
    faceMatch: v.faceMatch,
    resultVisibility: v.resultVisibility,
    answerVisibility: v.answerVisibility,
    reviewerIds: v.reviewerIds ?? [],
    visibility: v.visibility,
    audience: v.visibility === 'limited' ? v.audience : EMPTY_AUDIENCE,
  };
}

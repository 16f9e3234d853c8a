import type {
  SurveyAdminRow,
  SurveyKind,
  SurveyPerson,
  SurveyQuestion,
  SurveyQuestionResult,
  SurveyQuestionType,
  SurveyResultsVisibility,
  SurveyStatus,
  SurveyTimeState,
  TSurveyOption,
  TSurveyQuestionSaved,
} from '@ascent/shared/survey';
import type { AudienceRow } from '../../core/audience.ts';
import type { SurveyQuestionRow, SurveyRow } from './survey.repository.ts';
import { audienceOfRows } from '../user/audience-rows.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The window as the admin sees it (spec s.4: not started, in progress, ended). */
export function timeStateOf(r: Pick<SurveyRow, 'startAt' | 'endAt'>, now: Date): SurveyTimeState {
  if (r.startAt && now < r.startAt) return 'not_started';
  if (r.endAt && now > r.endAt) return 'ended';
  return 'in_progress';
}

export function toQuestion(r: SurveyQuestionRow, i: number): SurveyQuestion {
  return {
    id: r.id,
    no: i + 1,
    type: r.type as SurveyQuestionType,
    title: r.title,
    required: r.required,
    options: r.options,
    minChoices: r.minChoices,
    maxChoices: r.maxChoices,
    minLength: r.minLength,
    maxLength: r.maxLength,
    ratingMax: r.ratingMax,
  };
}
export const toQuestions = (rows: SurveyQuestionRow[]): SurveyQuestion[] => rows.map(toQuestion);

/** A question as written: only the fields of its type (others at their neutral values). */
export interface QuestionValues {
  id?: number;
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  options: TSurveyOption[];
  minChoices: number;
  maxChoices: number;
  minLength: number;
  maxLength: number;
  ratingMax: number;
}

export function toQuestionValues(q: TSurveyQuestionSaved): QuestionValues {
  const choice = q.type === 'single' || q.type === 'multiple';
  return {
    ...(q.id ? { id: q.id } : {}),
    type: q.type,
    title: q.title,
    required: q.required,
    options: choice ? q.options : [],
    minChoices: q.type === 'multiple' ? q.minChoices : 0,
    maxChoices: q.type === 'multiple' ? q.maxChoices : 0,
    minLength: q.type === 'text' ? q.minLength : 0,
    maxLength: q.type === 'text' ? q.maxLength : 500,
    ratingMax: q.type === 'rating' ? q.ratingMax : 5,
  };
}

/** What must stay once answers exist: the questions, their options' keys and their rules. */
export function questionShape(
  q: Omit<QuestionValues, 'id' | 'title' | 'type'> & { type: string },
): string {
  return JSON.stringify([
    q.type,
    q.required,
    q.options.map((o) => o.key),
    q.minChoices,
    q.maxChoices,
    q.minLength,
    q.maxLength,
    q.ratingMax,
  ]);
}

export function toAdminRow(
  r: SurveyRow,
  responseCount: number,
  pairCount: number | null,
  now: Date,
): SurveyAdminRow {
  return {
    id: r.id,
    kind: r.kind as SurveyKind,
    title: r.title,
    status: r.status as SurveyStatus,
    timeState: timeStateOf(r, now),
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    anonymous: r.anonymous,
    questionCount: r.questionCount,
    responseCount,
    expectedCount: r.kind === 'evaluation' ? (pairCount ?? 0) : null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const resultsVisibilityOf = (r: SurveyRow) => r.resultsVisibility as SurveyResultsVisibility;

/** Someone who is no longer in the company's directory. */
export const unknownPerson = (id: number): SurveyPerson => ({
  id,
  name: `#${id}`,
  account: '',
  departmentName: '',
});

/**
 * The tallies of each question from the grouped counts: every option with its count and share
 * of those who answered the question, every score with its count and the average.
 */
export function toQuestionResults(
  questions: SurveyQuestion[],
  answered: Map<number, number>,
  choices: { q: number; key: string; n: number }[],
  ratings: { q: number; score: number; n: number }[],
): SurveyQuestionResult[] {
  return questions.map((q) => {
    const n = answered.get(q.id) ?? 0;
    const percent = (c: number) => (n ? Math.round((c * 1000) / n) / 10 : 0);
    const chosen = new Map(choices.filter((c) => c.q === q.id).map((c) => [c.key, c.n]));
    const given = new Map(ratings.filter((c) => c.q === q.id).map((c) => [c.score, c.n]));
    const scores =
      q.type === 'rating'
        ? Array.from({ length: q.ratingMax }, (_, i) => ({
            score: i + 1,
            count: given.get(i + 1) ?? 0,
          }))
        : [];
    const rated = scores.reduce((sum, r) => sum + r.count, 0);
    return {
      questionId: q.id,
      no: q.no,
      type: q.type,
      title: q.title,
      answered: n,
      options: q.options.map((o) => ({
        key: o.key,
        text: o.text,
        count: chosen.get(o.key) ?? 0,
        percent: percent(chosen.get(o.key) ?? 0),
      })),
      ratings: scores,
      average:
        q.type === 'rating' && rated
          ? Math.round((scores.reduce((sum, r) => sum + r.score * r.count, 0) * 100) / rated) / 100
          : null,
    };
  });
}

/** What the operation log keeps of a survey. */
export function surveyLogEntry(
  r: SurveyRow,
  extra: { questions?: number; audience?: AudienceRow[]; pairs?: number } = {},
) {
  return {
    kind: r.kind,
    title: r.title,
    status: r.status,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    anonymous: r.anonymous,
    resultsVisibility: r.resultsVisibility,
    preconditionSurveyId: r.preconditionSurveyId,
    preconditionCourseId: r.preconditionCourseId,
    visibility: r.visibility,
    ...(extra.questions !== undefined ? { questions: extra.questions } : {}),
    ...(extra.audience ? { audience: audienceOfRows(extra.audience) } : {}),
    ...(extra.pairs !== undefined ? { pairs: extra.pairs } : {}),
  };
}

/**
 * The one rule for a learner's survey answers, used by the server (draft and submission) and
 * by the learner's form before anything is sent: what an answer may hold per question type,
 * and what a submission must hold (required questions, at least / at most choices, at least /
 * at most characters, a rating in range).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

export type SurveyQuestionType = 'single' | 'multiple' | 'text' | 'rating';

/** What the answer rules need to know of a question. */
export interface SurveyQuestionRule {
  id: number;
  /** 1-based number shown to the learner (messages name it). */
  no: number;
  type: SurveyQuestionType;
  required: boolean;
  /** Option keys in display order (single, multiple). */
  optionKeys: string[];
  /** Multiple choice: at least (0 = no minimum beyond `required`). */
  minChoices: number;
  /** Multiple choice: at most (0 = up to every option). */
  maxChoices: number;
  /** Text: at least / at most characters (after trimming). */
  minLength: number;
  maxLength: number;
  /** Rating: 1 to ratingMax. */
  ratingMax: number;
}

/** One answer as sent: option keys, a text or a rating, by question type. */
export const ZSurveyAnswer = z.object({
  keys: z.array(z.string()).optional(),
  text: z.string().optional(),
  rating: z.number().int().optional(),
});
export type TSurveyAnswer = z.infer<typeof ZSurveyAnswer>;
/** Answers by question id (as a string key, JSON's way), as the server answers them. */
export const ZSurveyAnswerRecord = z.record(z.string(), ZSurveyAnswer);
export type TSurveyAnswers = z.infer<typeof ZSurveyAnswerRecord>;

/** A refusal of one question's answer: the catalogue ref and the question concerned. */
export interface SurveyAnswerIssue {
  questionId: number;
  ref: string;
}

/** Characters as a person counts them (code points, so an emoji or a CJK character is one). */
export const charCount = (s: string): number => [...s].length;

/** True when the answer holds nothing (no key, blank text, no rating). */
export function isEmptyAnswer(a: TSurveyAnswer | undefined): boolean {
  if (!a) return true;
  return !(a.keys?.length || (a.text ?? '').trim() || a.rating);
}

/** The effective at-most of a multiple-choice question. */
export const maxChoicesOf = (q: SurveyQuestionRule): number =>
  q.type === 'single'
    ? 1
    : q.maxChoices > 0
      ? Math.min(q.maxChoices, q.optionKeys.length)
      : q.optionKeys.length;
/** The effective at-least of a choice question (1 when required and no larger minimum). */
export const minChoicesOf = (q: SurveyQuestionRule): number =>
  q.type === 'single' ? (q.required ? 1 : 0) : Math.max(q.minChoices, q.required ? 1 : 0);

/**
 * Keeps what belongs to each question: keys of its options (unique, in option order), a
 * trimmed text, a rating; empty answers and unknown questions are dropped by `checkAnswers`
 * (which refuses unknown questions first). Pure: returns new objects.
 */
export function normalizeAnswers(
  questions: SurveyQuestionRule[],
  answers: TSurveyAnswers,
): TSurveyAnswers {
  const out: TSurveyAnswers = {};
  for (const q of questions) {
    const a = answers[String(q.id)];
    if (isEmptyAnswer(a)) continue;
    if (q.type === 'single' || q.type === 'multiple') {
      const chosen = new Set(a!.keys ?? []);
      const keys = q.optionKeys.filter((k) => chosen.has(k));
      if (keys.length) out[String(q.id)] = { keys };
    } else if (q.type === 'text') {
      const text = (a!.text ?? '').trim();
      if (text) out[String(q.id)] = { text };
    } else if (a!.rating) out[String(q.id)] = { rating: a!.rating };
  }
  return out;
}

/**
 * The first problem of a set of answers, or null. `complete` is a submission (required
 * questions and minimums apply); otherwise a draft, where only what is given must fit (option
 * keys, at most, length, rating range). Answers to questions that do not exist are refused.
 */
export function checkAnswers(
  questions: SurveyQuestionRule[],
  answers: TSurveyAnswers,
  complete: boolean,
): SurveyAnswerIssue | null {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [id, a] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) return { questionId: Number(id) || 0, ref: messageRef('survey.answersStale') };
    const issue = checkOne(q, a, complete);
    if (issue) return { questionId: q.id, ref: issue };
  }
  if (complete)
    for (const q of questions)
      if (!(String(q.id) in answers)) {
        const issue = checkOne(q, undefined, true);
        if (issue) return { questionId: q.id, ref: issue };
      }
  return null;
}

/** Every problem, one per question (the form marks each question). */
export function answerIssues(
  questions: SurveyQuestionRule[],
  answers: TSurveyAnswers,
  complete: boolean,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const q of questions) {
    const issue = checkOne(q, answers[String(q.id)], complete);
    if (issue) out.set(q.id, issue);
  }
  return out;
}

function checkOne(
  q: SurveyQuestionRule,
  a: TSurveyAnswer | undefined,
  complete: boolean,
): string | null {
  const no = q.no;
  if (isEmptyAnswer(a)) {
    if (complete && q.required) return messageRef('survey.answerRequired', { no });
    return null;
  }
  const answer = a!;
  if (q.type === 'single' || q.type === 'multiple') {
    if (answer.text !== undefined || answer.rating !== undefined)
      return messageRef('survey.answerInvalid', { no });
    const keys = answer.keys ?? [];
    if (new Set(keys).size !== keys.length || keys.some((k) => !q.optionKeys.includes(k)))
      return messageRef('survey.answerInvalid', { no });
    const max = maxChoicesOf(q);
    if (keys.length > max)
      return q.type === 'single'
        ? messageRef('survey.answerInvalid', { no })
        : messageRef('survey.tooManyChoices', { no, max });
    const min = minChoicesOf(q);
    if (complete && keys.length < min) return messageRef('survey.tooFewChoices', { no, min });
    return null;
  }
  if (q.type === 'text') {
    if (answer.keys !== undefined || answer.rating !== undefined)
      return messageRef('survey.answerInvalid', { no });
    const n = charCount((answer.text ?? '').trim());
    if (n > q.maxLength) return messageRef('survey.textTooLong', { no, max: q.maxLength });
    if (complete && n < q.minLength)
      return messageRef('survey.textTooShort', { no, min: q.minLength });
    return null;
  }
  if (answer.keys !== undefined || answer.text !== undefined)
    return messageRef('survey.answerInvalid', { no });
  const r = answer.rating ?? 0;
  if (!Number.isInteger(r) || r < 1 || r > q.ratingMax)
    return messageRef('survey.ratingRange', { no, max: q.ratingMax });
  return null;
}

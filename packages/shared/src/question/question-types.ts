/**
 * The question types, option letters and limits of @ascent/shared/question, and whether an
 * answer was given: plain values in a module of their own, so a page that only shows questions
 * (the exam paper) does not bring zod with the schemas beside them (issue 14).
 */
import type { TAnswerValue } from './index.ts';

/** Spec s.3: 1 single choice, 2 multiple choice, 3 judgement, 4 fill in blank, 5 Q&A, 8 case. */
export const QUESTION_TYPE = {
  single: 1,
  multiple: 2,
  judgement: 3,
  fill: 4,
  qa: 5,
  case: 8,
} as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export const QUESTION_TYPES = [1, 2, 3, 4, 5, 8] as const satisfies readonly QuestionType[];
/** The types a case question's sub-questions may have (everything but another case). */
export const CASE_CHILD_TYPES = [1, 2, 3, 4, 5] as const satisfies readonly QuestionType[];
/** Types scored by the server at once; Q&A waits for a reviewer. */
export const OBJECTIVE_TYPES: readonly QuestionType[] = [1, 2, 3, 4];

/** Options are lettered A to Z (spec s.3). */
export const OPTION_KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** A judgement question's two answers: true and false. */
export const JUDGEMENT_KEYS = ['T', 'F'] as const;

/** 1 easy, 2 medium, 3 hard. */
export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUESTION_LIMITS = {
  stem: 5000,
  option: 1000,
  options: 26,
  blanks: 20,
  acceptedPerBlank: 10,
  blankAnswer: 200,
  reference: 5000,
  analysis: 5000,
  knowledgePoints: 10,
  knowledgePoint: 30,
  caseChildren: 20,
  /** A learner's written answer (Q&A). */
  answerText: 20_000,
} as const;

/** True when the learner gave anything at all for the question. */
export function isAnswered(value: TAnswerValue | null | undefined): boolean {
  if (!value) return false;
  if (value.keys?.length) return true;
  if (value.blanks?.some((b) => b.trim() !== '')) return true;
  return !!value.text?.trim();
}

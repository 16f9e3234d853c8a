/**
 * Questions (spec s.3 "Question types"): the one model of a question, its correct answer, a
 * learner's answer to it, and the one scoring rule that exams, practice and daily exams use.
 * The admin's bank and paper calls live beside it (question banks area of the admin site).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { QUESTION_LIMITS, QUESTION_TYPE, QUESTION_TYPES } from './question-types.ts';

export {
  CASE_CHILD_TYPES,
  DIFFICULTIES,
  JUDGEMENT_KEYS,
  OBJECTIVE_TYPES,
  OPTION_KEYS,
  QUESTION_LIMITS,
  QUESTION_TYPE,
  QUESTION_TYPES,
  isAnswered,
  type Difficulty,
  type QuestionType,
} from './question-types.ts';
/**
 * The correct answer as stored: `keys` for single (one), multiple (one or more) and judgement
 * ('T' or 'F'); `blanks` for fill in the blank (per blank, its accepted answers); `reference`
 * for Q&A (the reviewer's model answer). A case question has none: its children have them.
 */
export const ZQuestionKey = z.object({
  keys: z.array(z.string()).optional(),
  blanks: z.array(z.array(z.string())).optional(),
  reference: z.string().optional(),
});
export type QuestionKey = z.infer<typeof ZQuestionKey>;

/**
 * What a learner answers: option keys (single, multiple, judgement), one text per blank (fill),
 * or a written text (Q&A). Answers are saved per question id; a case's sub-questions each have
 * their own id.
 */
export const zAnswerValue = z.strictObject({
  keys: z
    .array(z.string().max(1, { error: messageRef('common.parameterError') }), {
      error: messageRef('common.parameterError'),
    })
    .max(26, { error: messageRef('common.parameterError') })
    .optional(),
  blanks: z
    .array(
      z.string({ error: messageRef('common.parameterError') }).max(QUESTION_LIMITS.blankAnswer, {
        error: messageRef('validation.tooLong', { max: QUESTION_LIMITS.blankAnswer }),
      }),
    )
    .max(QUESTION_LIMITS.blanks, { error: messageRef('common.parameterError') })
    .optional(),
  text: z
    .string({ error: messageRef('common.parameterError') })
    .max(QUESTION_LIMITS.answerText, {
      error: messageRef('validation.tooLong', { max: QUESTION_LIMITS.answerText }),
    })
    .optional(),
});
export type TAnswerValue = z.infer<typeof zAnswerValue>;

/** How a multiple-choice question with some right keys and no wrong one is scored. */
export const MULTIPLE_SCORING = ['all', 'partial'] as const;
export type MultipleScoring = (typeof MULTIPLE_SCORING)[number];

export type ScoreResult =
  { pending: false; score: number; correct: boolean } | { pending: true; score: 0; correct: null };

const round1 = (n: number) => Math.round(n * 10) / 10;
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The one scoring rule. Single and judgement: the key or nothing. Multiple: the exact set, or
 * with 'partial' half the score for a non-empty subset of the right keys (any wrong key gives
 * 0). Fill in the blank: each blank is worth score / blanks, matched against any accepted
 * answer ignoring case and surrounding or repeated spaces. Q&A: pending until a reviewer marks it.
 */
export function scoreAnswer(
  question: { type: number; key: QuestionKey },
  value: TAnswerValue | null | undefined,
  score: number,
  multipleScoring: MultipleScoring = 'all',
): ScoreResult {
  const { type, key } = question;
  if (type === QUESTION_TYPE.qa) return { pending: true, score: 0, correct: null };
  if (type === QUESTION_TYPE.fill) {
    const blanks = key.blanks ?? [];
    if (!blanks.length) return { pending: false, score: 0, correct: false };
    const given = value?.blanks ?? [];
    let right = 0;
    blanks.forEach((accepted, i) => {
      const g = given[i];
      if (g !== undefined && g.trim() !== '' && accepted.some((a) => norm(a) === norm(g)))
        right += 1;
    });
    return {
      pending: false,
      score: round1((score * right) / blanks.length),
      correct: right === blanks.length,
    };
  }
  const want = new Set(key.keys ?? []);
  const got = new Set(value?.keys ?? []);
  const exact = want.size > 0 && want.size === got.size && [...got].every((k) => want.has(k));
  if (exact) return { pending: false, score, correct: true };
  if (
    type === QUESTION_TYPE.multiple &&
    multipleScoring === 'partial' &&
    got.size > 0 &&
    [...got].every((k) => want.has(k))
  )
    return { pending: false, score: round1(score / 2), correct: false };
  return { pending: false, score: 0, correct: false };
}

/** What every view of a drawn question shows, whatever its type. */
const ZShownQuestion = z.object({
  id: z.number().int(),
  type: z.literal(QUESTION_TYPES),
  stem: z.string(),
  /** Choices and judgement: the options in the order drawn (empty for the other types). */
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  /** Fill in the blank: how many blanks. */
  blankCount: z.number().int(),
  score: z.number(),
});

/**
 * A question as a learner sees it while answering: no key, no analysis; options in the order
 * drawn for this examinee (keys stay the stored ones, the screen letters them by position).
 * A case question carries its sub-questions in `children`.
 */
export const ZLearnerQuestion = ZShownQuestion.extend({
  get children() {
    return z.array(ZLearnerQuestion);
  },
});
export type LearnerQuestion = z.infer<typeof ZLearnerQuestion>;

/**
 * A question with its key and analysis, for results that show answers and for reviewers. Views
 * that add the examinee's answer and mark extend it (`.omit({ children: true }).extend(...)`
 * with their own recursive `children`).
 */
export const ZRevealedQuestion = ZShownQuestion.extend({
  key: ZQuestionKey,
  analysis: z.string(),
  get children() {
    return z.array(ZRevealedQuestion);
  },
});
export type RevealedQuestion = z.infer<typeof ZRevealedQuestion>;

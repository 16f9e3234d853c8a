import { QUESTION_TYPE, type Difficulty, type QuestionType } from '@ascent/shared/question';
import {
  ZPaperSave,
  paperTotal,
  passScoreOf,
  type PaperMode,
  type TPaperDetail,
  type TPaperQuestionItem,
  type TPaperSave,
  type TQuestionBankStat,
} from '@ascent/shared/question-admin';
import type { MultipleScoring } from '@ascent/shared/question';

/**
 * The paper editor's state: the settings, a fixed paper's questions (with what the list shows
 * of each) and a random paper's rules. Totals and the pass line are worked out as the server
 * does (the shared paperTotal and passScoreOf).
 */

let seq = 0;
const newKey = () => `p${++seq}`;

export interface DraftRule {
  key: string;
  bankId: number | null;
  bankName: string;
  type: QuestionType;
  difficulty: Difficulty | null;
  count: number;
  score: number;
}

export interface DraftPaper {
  name: string;
  mode: PaperMode;
  /** The pass line in percent of the total (1-100). */
  passPercent: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  multipleScoring: MultipleScoring;
  questions: TPaperQuestionItem[];
  rules: DraftRule[];
}

export function newPaper(): DraftPaper {
  return {
    name: '',
    mode: 'fixed',
    passPercent: 60,
    shuffleQuestions: false,
    shuffleOptions: false,
    multipleScoring: 'all',
    questions: [],
    rules: [],
  };
}

export function fromPaper(p: TPaperDetail): DraftPaper {
  return {
    name: p.name,
    mode: p.mode,
    passPercent: Math.round(p.passRatio * 1000) / 10,
    shuffleQuestions: p.shuffleQuestions,
    shuffleOptions: p.shuffleOptions,
    multipleScoring: p.multipleScoring,
    questions: p.questions,
    rules: p.rules.map((r) => ({ key: newKey(), ...r })),
  };
}

export function newRule(): DraftRule {
  return {
    key: newKey(),
    bankId: null,
    bankName: '',
    type: QUESTION_TYPE.single,
    difficulty: null,
    count: 1,
    score: 1,
  };
}

export function toPaperSave(d: DraftPaper, id?: number): TPaperSave {
  return {
    ...(id ? { id } : {}),
    name: d.name,
    mode: d.mode,
    passRatio: Math.round(d.passPercent * 10) / 1000,
    shuffleQuestions: d.shuffleQuestions,
    shuffleOptions: d.shuffleOptions,
    multipleScoring: d.multipleScoring,
    questions:
      d.mode === 'fixed'
        ? d.questions.map((q) => ({ questionId: q.questionId, score: q.score }))
        : [],
    rules:
      d.mode === 'random'
        ? d.rules.map((r) => ({
            bankId: r.bankId ?? 0,
            type: r.type,
            difficulty: r.difficulty,
            count: r.count,
            score: r.score,
          }))
        : [],
  };
}

/** The total, the pass score and how many questions each examinee answers. */
export function summary(d: DraftPaper) {
  const body = toPaperSave(d);
  const total = paperTotal({
    mode: d.mode,
    questions: body.questions ?? [],
    rules: (body.rules ?? []).map((r) => ({ count: r.count, score: r.score })),
  });
  return {
    total,
    passScore: passScoreOf(total, d.passPercent / 100),
    count:
      d.mode === 'fixed' ? d.questions.length : d.rules.reduce((n, r) => n + (r.count || 0), 0),
  };
}

/** Live questions a rule can draw, from the banks' stats. */
export function available(
  stats: readonly TQuestionBankStat[],
  rule: Pick<DraftRule, 'bankId' | 'type' | 'difficulty'>,
): number {
  return stats
    .filter(
      (s) =>
        s.bankId === rule.bankId &&
        s.type === rule.type &&
        (rule.difficulty === null || s.difficulty === rule.difficulty),
    )
    .reduce((n, s) => n + s.count, 0);
}

/** Problems by path ('name', 'passRatio', 'rules.1', 'questions'): the shared rule's refs. */
export function checkPaper(d: DraftPaper, id?: number): Map<string, string> {
  const problems = new Map<string, string>();
  d.rules.forEach((r, i) => {
    if (d.mode === 'random' && !r.bankId) problems.set(`rules.${i}.bankId`, 'validation.required');
  });
  const body = toPaperSave(d, id);
  const result = ZPaperSave.safeParse({
    ...body,
    rules: body.rules?.map((r) => ({ ...r, bankId: r.bankId || 1 })),
  });
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}

/** Sets the score of every question of a type (a quick way to score a whole paper). */
export function scoreAllOfType(
  questions: readonly TPaperQuestionItem[],
  type: QuestionType,
  score: number,
): TPaperQuestionItem[] {
  return questions.map((q) => (q.type === type ? { ...q, score } : q));
}

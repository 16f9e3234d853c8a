import {
  OPTION_KEYS,
  QUESTION_TYPE,
  type Difficulty,
  type MultipleScoring,
  type QuestionKey,
  type QuestionType,
} from '@ascent/shared/question';
import {
  passScoreOf,
  type PaperMode,
  type TPaperDetail,
  type TPaperQuestionItem,
  type TPaperRow,
  type TPaperRuleItem,
  type TQuestionBankRow,
  type TQuestionCategoryNode,
  type TQuestionChildParsed,
  type TQuestionDetail,
  type TQuestionRow,
} from '@ascent/shared/question-admin';
import { nestRows } from '../../core/tree/tree-path.ts';
import type { QuestionBankListRow, QuestionCategoryRow } from './question-bank.repository.ts';
import type { NewQuestion, QuestionListRow, QuestionRow } from './question.repository.ts';
import type { PaperQuestionJoin, PaperRow, PaperRuleRow } from './paper.repository.ts';

const STEM_IN_LISTS = 200;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function toCategoryAdminTree(rows: QuestionCategoryRow[]): TQuestionCategoryNode[] {
  return nestRows<QuestionCategoryRow, TQuestionCategoryNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    list: [],
  }));
}

export function toBankRow(r: QuestionBankListRow, questionCount: number): TQuestionBankRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    questionCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- questions

type Content = Pick<TQuestionChildParsed, 'options' | 'answer' | 'blanks' | 'reference'> & {
  type: number;
};

/** What a question stores of the save: only the fields its type uses. */
export function contentValues(q: Content): Pick<NewQuestion, 'options' | 'key'> {
  switch (q.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple:
      return {
        options: q.options.map((text, i) => ({ key: OPTION_KEYS[i]!, text })),
        key: { keys: [...new Set(q.answer)].sort() },
      };
    case QUESTION_TYPE.judgement:
      return { options: [], key: { keys: [q.answer[0]!] } };
    case QUESTION_TYPE.fill:
      return { options: [], key: { blanks: q.blanks.map((accepted) => [...new Set(accepted)]) } };
    case QUESTION_TYPE.qa:
      return { options: [], key: { reference: q.reference } };
    default:
      return { options: [], key: {} };
  }
}

/** The save's fields of a stored row (the editor's shape). */
function contentOf(row: QuestionRow) {
  const key: QuestionKey = row.key;
  return {
    id: row.id,
    stem: row.stem,
    options: row.options.map((o) => o.text),
    answer: key.keys ?? [],
    blanks: key.blanks ?? [],
    reference: key.reference ?? '',
    analysis: row.analysis,
    difficulty: row.difficulty as Difficulty,
    knowledgePoints: row.knowledgePoints,
  };
}

export function toQuestionRow(r: QuestionListRow, childCount: number): TQuestionRow {
  return {
    id: r.id,
    bankId: r.bankId,
    bankName: r.bankName,
    type: r.type as QuestionType,
    stem: cut(r.stem, STEM_IN_LISTS),
    difficulty: r.difficulty as Difficulty,
    knowledgePoints: r.knowledgePoints,
    childCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toQuestionDetail(r: QuestionListRow, children: QuestionRow[]): TQuestionDetail {
  return {
    ...contentOf(r),
    bankId: r.bankId,
    bankName: r.bankName,
    type: r.type as QuestionType,
    children: children.map((c) => ({
      ...contentOf(c),
      type: c.type as TQuestionDetail['children'][number]['type'],
    })),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the operation log keeps of a question. */
export function questionLogEntry(r: {
  bankId: number;
  type: number;
  stem: string;
  key: QuestionKey;
  difficulty: number;
}) {
  return {
    bankId: r.bankId,
    type: r.type,
    stem: cut(r.stem, STEM_IN_LISTS),
    key: r.key,
    difficulty: r.difficulty,
  };
}

// ---------------------------------------------------------------- papers

const modeOf = (mode: string): PaperMode => (mode === 'random' ? 'random' : 'fixed');

export function toPaperRow(p: PaperRow, questionCount: number): TPaperRow {
  return {
    id: p.id,
    name: p.name,
    mode: modeOf(p.mode),
    totalScore: p.totalScore,
    passRatio: p.passRatio,
    passScore: passScoreOf(p.totalScore, p.passRatio),
    questionCount,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toPaperDetail(
  p: PaperRow,
  items: PaperQuestionJoin[],
  childCounts: Map<number, number>,
  rules: PaperRuleRow[],
  available: (rule: PaperRuleRow) => number,
): TPaperDetail {
  return {
    id: p.id,
    name: p.name,
    mode: modeOf(p.mode),
    totalScore: p.totalScore,
    passRatio: p.passRatio,
    passScore: passScoreOf(p.totalScore, p.passRatio),
    shuffleQuestions: p.shuffleQuestions,
    shuffleOptions: p.shuffleOptions,
    multipleScoring: (p.multipleScoring === 'partial' ? 'partial' : 'all') as MultipleScoring,
    questions: items.map((q): TPaperQuestionItem => ({
      questionId: q.questionId,
      score: q.score,
      type: q.type as QuestionType,
      stem: cut(q.stem, STEM_IN_LISTS),
      bankId: q.bankId,
      bankName: q.bankName,
      difficulty: q.difficulty as Difficulty,
      childCount: childCounts.get(q.questionId) ?? 0,
    })),
    rules: rules.map((r): TPaperRuleItem => ({
      bankId: r.bankId,
      bankName: r.bankName,
      type: r.type as QuestionType,
      difficulty: (r.difficulty ?? null) as Difficulty | null,
      count: r.count,
      score: r.score,
      available: available(r),
    })),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** What the operation log keeps of a paper. */
export function paperLogEntry(p: PaperRow, content?: { questions: unknown[]; rules: unknown[] }) {
  return {
    name: p.name,
    mode: p.mode,
    totalScore: p.totalScore,
    passRatio: p.passRatio,
    shuffleQuestions: p.shuffleQuestions,
    shuffleOptions: p.shuffleOptions,
    multipleScoring: p.multipleScoring,
    ...(content ?? {}),
  };
}

/** Live questions a rule can draw, from a bank's stats. */
export function poolSize(
  stats: readonly { bankId: number; type: number; difficulty: number; count: number }[],
  rule: { bankId: number; type: number; difficulty: number | null },
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

/**
 * The question banks area of the admin site (`@ascent/shared/question-admin`): bank categories,
 * banks, questions of the six types with a case's sub-questions, the xlsx import and export,
 * and papers (fixed, or drawn by rules). The server parses every body with these schemas and
 * the admin forms check with them too, so both speak the same rule and the same words.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zId, zOptionalText, zRequiredText } from '../validators/index.ts';
import {
  CASE_CHILD_TYPES,
  DIFFICULTIES,
  JUDGEMENT_KEYS,
  MULTIPLE_SCORING,
  OPTION_KEYS,
  QUESTION_LIMITS,
  QUESTION_TYPE,
  QUESTION_TYPES,
  ZRevealedQuestion,
} from './index.ts';

export const QUESTION_ADMIN_LIMITS = {
  bankName: 100,
  bankDescription: 500,
  paperName: 100,
  /** Questions of a fixed paper. */
  paperQuestions: 500,
  /** Rules of a random paper. */
  paperRules: 50,
  /** Questions one rule draws. */
  ruleCount: 500,
  /** The score of one question (or one case, split among its parts). */
  score: 1000,
  /** Banks whose pools one stats call counts. */
  statsBanks: 50,
  /** Questions (sheet rows with sub-questions) of one import. */
  importRows: 5000,
  importBytes: 10 * 1024 * 1024,
  exportRows: 20_000,
  previewSeed: 64,
} as const;

// ---------------------------------------------------------------- fields

const parameterError = messageRef('common.parameterError');

export const zQuestionType = z.literal(QUESTION_TYPES, {
  error: messageRef('question.typeInvalid'),
});
export const zCaseChildType = z.literal(CASE_CHILD_TYPES, {
  error: messageRef('question.typeInvalid'),
});
export const zDifficulty = z.literal(DIFFICULTIES, { error: parameterError });

/** A score: above 0, at most 1000, in tenths (what the reader's rounding keeps). */
export const zScore = z
  .number({ error: messageRef('question.scoreInvalid') })
  .gt(0, { error: messageRef('question.scoreInvalid') })
  .max(QUESTION_ADMIN_LIMITS.score, { error: messageRef('question.scoreInvalid') })
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, {
    error: messageRef('question.scoreInvalid'),
  });

/** Option keys the answer names: 'A'..'Z' (choices) or 'T' / 'F' (judgement). */
const zAnswerKey = z.string({ error: parameterError }).regex(/^[A-Z]$/, { error: parameterError });

/** What a question (or a case's sub-question) holds, whatever its type. */
const contentFields = {
  stem: zRequiredText(QUESTION_LIMITS.stem),
  /** Single and multiple choice: the option texts, lettered A, B, C... by position. */
  options: z
    .array(zRequiredText(QUESTION_LIMITS.option), { error: parameterError })
    .max(QUESTION_LIMITS.options, {
      error: messageRef('question.optionsTooMany', { max: QUESTION_LIMITS.options }),
    })
    .default([]),
  /** The right option keys (choices), or 'T' / 'F' (judgement). */
  answer: z
    .array(zAnswerKey, { error: parameterError })
    .max(26, { error: parameterError })
    .default([]),
  /** Fill in the blank: per blank, its accepted answers. */
  blanks: z
    .array(
      z
        .array(zRequiredText(QUESTION_LIMITS.blankAnswer), { error: parameterError })
        .min(1, { error: messageRef('question.blankAnswersRequired') })
        .max(QUESTION_LIMITS.acceptedPerBlank, {
          error: messageRef('question.blankAnswersTooMany', {
            max: QUESTION_LIMITS.acceptedPerBlank,
          }),
        }),
      { error: parameterError },
    )
    .max(QUESTION_LIMITS.blanks, {
      error: messageRef('question.blanksTooMany', { max: QUESTION_LIMITS.blanks }),
    })
    .default([]),
  /** Q&A: the reviewer's model answer. */
  reference: zOptionalText(QUESTION_LIMITS.reference).default(''),
  analysis: zOptionalText(QUESTION_LIMITS.analysis).default(''),
  difficulty: zDifficulty.default(2),
  knowledgePoints: z
    .array(zRequiredText(QUESTION_LIMITS.knowledgePoint), { error: parameterError })
    .max(QUESTION_LIMITS.knowledgePoints, {
      error: messageRef('question.knowledgePointsTooMany', {
        max: QUESTION_LIMITS.knowledgePoints,
      }),
    })
    .default([]),
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface ContentInput {
  type: number;
  options: string[];
  answer: string[];
  blanks: string[][];
}

/**
 * The rules of a question's answer by type. Fields a type does not use are ignored (the form may
 * keep what was typed before the type changed); the server stores only what the type uses.
 */
function checkContent(q: ContentInput, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (q.type === QUESTION_TYPE.single || q.type === QUESTION_TYPE.multiple) {
    if (q.options.length < 2) issue(['options'], messageRef('question.optionsTooFew', { min: 2 }));
    q.options.forEach((text, i) => {
      if (q.options.slice(0, i).some((o) => sameText(o, text)))
        issue(['options', i], messageRef('question.optionDuplicate'));
    });
    const keys = OPTION_KEYS.slice(0, q.options.length);
    const answer = new Set(q.answer);
    if ([...answer].some((k) => !keys.includes(k)) || answer.size !== q.answer.length)
      issue(['answer'], messageRef('question.answerNotOption'));
    else if (q.type === QUESTION_TYPE.single && answer.size !== 1)
      issue(['answer'], messageRef('question.singleAnswer'));
    else if (q.type === QUESTION_TYPE.multiple && answer.size < 2)
      issue(['answer'], messageRef('question.multipleAnswer'));
  } else if (q.type === QUESTION_TYPE.judgement) {
    if (q.answer.length !== 1 || !(JUDGEMENT_KEYS as readonly string[]).includes(q.answer[0]!))
      issue(['answer'], messageRef('question.judgementAnswer'));
  } else if (q.type === QUESTION_TYPE.fill) {
    if (!q.blanks.length) issue(['blanks'], messageRef('question.blanksRequired'));
  }
}

/** A case's sub-question; `id` keeps an existing one (answers given to it stay attached). */
export const ZQuestionChild = z
  .strictObject({ id: zId.optional(), type: zCaseChildType, ...contentFields })
  .superRefine(checkContent);
export type TQuestionChild = z.input<typeof ZQuestionChild>;
export type TQuestionChildParsed = z.output<typeof ZQuestionChild>;

/** POST /api/manage/question/save: create (no id) or update a question. */
export const ZQuestionSave = z
  .strictObject({
    id: zId.optional(),
    bankId: zId,
    type: zQuestionType,
    ...contentFields,
    /** A case's sub-questions, in order. */
    children: z
      .array(ZQuestionChild, { error: parameterError })
      .max(QUESTION_LIMITS.caseChildren, {
        error: messageRef('question.caseChildrenTooMany', { max: QUESTION_LIMITS.caseChildren }),
      })
      .default([]),
  })
  .superRefine((q, ctx) => {
    checkContent(q, ctx);
    if (q.type === QUESTION_TYPE.case && !q.children.length)
      ctx.addIssue({
        code: 'custom',
        path: ['children'],
        message: messageRef('question.caseChildrenRequired'),
      });
  });
export type TQuestionSave = z.input<typeof ZQuestionSave>;
export type TQuestionSaveParsed = z.output<typeof ZQuestionSave>;

/** The body of a detail call: one id. */
export const ZQuestionAdminId = z.strictObject({ id: zId });

// ---------------------------------------------------------------- banks

export const ZQuestionBankList = ZListQuery.extend({ categoryId: zId.optional() });
export type TQuestionBankList = z.infer<typeof ZQuestionBankList>;

export const ZQuestionBankSave = z.strictObject({
  id: zId.optional(),
  name: zRequiredText(QUESTION_ADMIN_LIMITS.bankName),
  description: zOptionalText(QUESTION_ADMIN_LIMITS.bankDescription).default(''),
  categoryId: zId.nullable().default(null),
});
export type TQuestionBankSave = z.input<typeof ZQuestionBankSave>;

/** POST /api/manage/question/bank/stats: live questions per bank, type and difficulty. */
export const ZQuestionBankStats = z.strictObject({
  bankIds: z
    .array(zId, { error: parameterError })
    .min(1, { error: parameterError })
    .max(QUESTION_ADMIN_LIMITS.statsBanks, { error: parameterError }),
});

export const ZQuestionBankRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  /** Live top-level questions (a case counts once). */
  questionCount: z.number().int(),
  updatedAt: z.string(),
});
export type TQuestionBankRow = z.infer<typeof ZQuestionBankRow>;

export const ZQuestionBankStat = z.object({
  bankId: z.number().int(),
  type: zQuestionType,
  difficulty: zDifficulty,
  count: z.number().int(),
});
export type TQuestionBankStat = z.infer<typeof ZQuestionBankStat>;

export const ZQuestionCategoryNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  get list() {
    return z.array(ZQuestionCategoryNode);
  },
});
export type TQuestionCategoryNode = z.infer<typeof ZQuestionCategoryNode>;

// ---------------------------------------------------------------- questions

export const ZQuestionList = ZListQuery.extend({
  bankId: zId.optional(),
  type: zQuestionType.optional(),
  difficulty: zDifficulty.optional(),
});
export type TQuestionList = z.infer<typeof ZQuestionList>;

export const ZQuestionRow = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  type: zQuestionType,
  /** The stem, cut to 200 characters. */
  stem: z.string(),
  difficulty: zDifficulty,
  knowledgePoints: z.array(z.string()),
  /** A case's sub-questions. */
  childCount: z.number().int(),
  updatedAt: z.string(),
});
export type TQuestionRow = z.infer<typeof ZQuestionRow>;

/** What a question and a case's sub-question hold in the editor, whatever the type. */
const questionContentOut = {
  id: z.number().int(),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  blanks: z.array(z.array(z.string())),
  reference: z.string(),
  analysis: z.string(),
  difficulty: zDifficulty,
  knowledgePoints: z.array(z.string()),
};

/** A question as the editor loads it: the save's shape with ids. */
export const ZQuestionDetail = z.object({
  ...questionContentOut,
  bankId: z.number().int(),
  bankName: z.string(),
  type: zQuestionType,
  children: z.array(z.object({ ...questionContentOut, type: zCaseChildType })),
  updatedAt: z.string(),
});
export type TQuestionDetail = z.infer<typeof ZQuestionDetail>;

/** POST /api/manage/question/export: the list's filters. */
export const ZQuestionExport = z.strictObject({
  bankId: zId.optional(),
  keyword: zOptionalText(100),
  type: zQuestionType.optional(),
  difficulty: zDifficulty.optional(),
});
export type TQuestionExport = z.infer<typeof ZQuestionExport>;

/** POST /api/manage/question/import?bankId=: the bank the sheet's questions go into. */
export const ZQuestionImportQuery = z.object({ bankId: zId });

/**
 * What an import did. Nothing is imported unless every row is right: `failed` lists every
 * problem of every wrong row (sheet row numbers, the header being row 1).
 */
export const ZQuestionImportResult = z.object({
  imported: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type TQuestionImportResult = z.infer<typeof ZQuestionImportResult>;

/** The sheet's columns (besides the option columns A, B, C, ...), in the template's order. */
export const QUESTION_SHEET_COLUMNS = [
  'type',
  'sub',
  'stem',
  'answer',
  'analysis',
  'difficulty',
  'knowledgePoints',
] as const;
export type QuestionSheetColumn = (typeof QUESTION_SHEET_COLUMNS)[number] | `option${string}`;
/** Columns a sheet must have. */
export const QUESTION_SHEET_REQUIRED = ['type', 'stem', 'answer'] as const;
/** Option columns in the template (an import reads up to Z). */
export const TEMPLATE_OPTION_COUNT = 6;

// ---------------------------------------------------------------- papers

export const PAPER_MODES = ['fixed', 'random'] as const;
export type PaperMode = (typeof PAPER_MODES)[number];

export const ZPaperList = ZListQuery.extend({
  mode: z.enum(PAPER_MODES, { error: parameterError }).optional(),
});
export type TPaperList = z.infer<typeof ZPaperList>;

export const ZPaperRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(PAPER_MODES),
  totalScore: z.number(),
  passRatio: z.number(),
  passScore: z.number(),
  /** Fixed: its questions; random: the questions each examinee draws. */
  questionCount: z.number().int(),
  updatedAt: z.string(),
});
export type TPaperRow = z.infer<typeof ZPaperRow>;

export const ZPaperQuestionItem = z.strictObject({ questionId: zId, score: zScore });
export const ZPaperRule = z.strictObject({
  bankId: zId,
  type: zQuestionType,
  /** Null: any difficulty. */
  difficulty: zDifficulty.nullable().default(null),
  count: z
    .number({ error: parameterError })
    .int({ error: parameterError })
    .min(1, { error: parameterError })
    .max(QUESTION_ADMIN_LIMITS.ruleCount, { error: parameterError }),
  /** The score of each question drawn. */
  score: zScore,
});
export type TPaperRuleInput = z.input<typeof ZPaperRule>;

/** Two rules overlap when they could draw the same question (then both would). */
export function rulesOverlap(
  a: { bankId: number; type: number; difficulty: number | null },
  b: { bankId: number; type: number; difficulty: number | null },
): boolean {
  return (
    a.bankId === b.bankId &&
    a.type === b.type &&
    (a.difficulty === null || b.difficulty === null || a.difficulty === b.difficulty)
  );
}

/** The total of a paper: its questions' scores, or each rule's count times score. */
export function paperTotal(p: {
  mode: PaperMode;
  questions: readonly { score: number }[];
  rules: readonly { count: number; score: number }[];
}): number {
  const sum =
    p.mode === 'fixed'
      ? p.questions.reduce((s, q) => s + q.score, 0)
      : p.rules.reduce((s, r) => s + r.count * r.score, 0);
  return Math.round(sum * 10) / 10;
}

/** The pass line: the total times the ratio (spec s.9), to one decimal. */
export const passScoreOf = (total: number, ratio: number) => Math.round(total * ratio * 10) / 10;

/** POST /api/manage/paper/save: create (no id) or update; the total is kept in step. */
export const ZPaperSave = z
  .strictObject({
    id: zId.optional(),
    name: zRequiredText(QUESTION_ADMIN_LIMITS.paperName),
    mode: z.enum(PAPER_MODES, { error: parameterError }),
    /** The pass line as a share of the total: above 0, at most 1. */
    passRatio: z
      .number({ error: messageRef('question.passRatioInvalid') })
      .gt(0, { error: messageRef('question.passRatioInvalid') })
      .max(1, { error: messageRef('question.passRatioInvalid') }),
    shuffleQuestions: z.boolean({ error: parameterError }).default(false),
    shuffleOptions: z.boolean({ error: parameterError }).default(false),
    multipleScoring: z.enum(MULTIPLE_SCORING, { error: parameterError }).default('all'),
    /** Fixed: the questions in order with their scores. */
    questions: z
      .array(ZPaperQuestionItem, { error: parameterError })
      .max(QUESTION_ADMIN_LIMITS.paperQuestions, {
        error: messageRef('question.paperQuestionsTooMany', {
          max: QUESTION_ADMIN_LIMITS.paperQuestions,
        }),
      })
      .default([]),
    /** Random: what each examinee's paper is drawn by. */
    rules: z
      .array(ZPaperRule, { error: parameterError })
      .max(QUESTION_ADMIN_LIMITS.paperRules, {
        error: messageRef('question.paperRulesTooMany', { max: QUESTION_ADMIN_LIMITS.paperRules }),
      })
      .default([]),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (p.mode === 'fixed') {
      if (!p.questions.length) issue(['questions'], messageRef('question.paperQuestionsRequired'));
      p.questions.forEach((q, i) => {
        if (p.questions.slice(0, i).some((o) => o.questionId === q.questionId))
          issue(['questions', i], messageRef('question.paperQuestionRepeated'));
      });
    } else {
      if (!p.rules.length) issue(['rules'], messageRef('question.paperRulesRequired'));
      p.rules.forEach((r, i) => {
        if (p.rules.slice(0, i).some((o) => rulesOverlap(o, r)))
          issue(['rules', i], messageRef('question.paperRulesOverlap', { index: i + 1 }));
      });
    }
  });
export type TPaperSave = z.input<typeof ZPaperSave>;
export type TPaperSaveParsed = z.output<typeof ZPaperSave>;

export const ZPaperQuestionItemView = z.object({
  questionId: z.number().int(),
  score: z.number(),
  type: zQuestionType,
  stem: z.string(),
  bankId: z.number().int(),
  bankName: z.string(),
  difficulty: zDifficulty,
  childCount: z.number().int(),
});
export type TPaperQuestionItem = z.infer<typeof ZPaperQuestionItemView>;

export const ZPaperRuleItem = z.object({
  bankId: z.number().int(),
  bankName: z.string(),
  type: zQuestionType,
  difficulty: zDifficulty.nullable(),
  count: z.number().int(),
  score: z.number(),
  /** Live questions the rule can draw from now. */
  available: z.number().int(),
});
export type TPaperRuleItem = z.infer<typeof ZPaperRuleItem>;

export const ZPaperDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(PAPER_MODES),
  totalScore: z.number(),
  passRatio: z.number(),
  passScore: z.number(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  multipleScoring: z.enum(MULTIPLE_SCORING),
  questions: z.array(ZPaperQuestionItemView),
  rules: z.array(ZPaperRuleItem),
  updatedAt: z.string(),
});
export type TPaperDetail = z.infer<typeof ZPaperDetail>;

/** POST /api/manage/paper/preview: one examinee's paper, drawn with `seed` (a new one if absent). */
export const ZPaperPreview = z.strictObject({
  id: zId,
  seed: z
    .string({ error: parameterError })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: parameterError })
    .optional(),
});

export const ZPaperPreviewView = z.object({
  paperId: z.number().int(),
  name: z.string(),
  seed: z.string(),
  mode: z.enum(PAPER_MODES),
  totalScore: z.number(),
  passScore: z.number(),
  multipleScoring: z.enum(MULTIPLE_SCORING),
  questions: z.array(ZRevealedQuestion),
});
export type TPaperPreview = z.infer<typeof ZPaperPreviewView>;

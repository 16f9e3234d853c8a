import { messageRef, translate, type MessageKey } from '@ascent/shared/errors';
import { LOCALES, type Locale } from '@ascent/shared/i18n';
import {
  DIFFICULTIES,
  OPTION_KEYS,
  QUESTION_TYPE,
  QUESTION_TYPES,
  type QuestionType,
} from '@ascent/shared/question';
import {
  QUESTION_SHEET_COLUMNS,
  ZQuestionSave,
  type QuestionSheetColumn,
  type TQuestionSaveParsed,
} from '@ascent/shared/question-admin';
import type { SheetRow as CoreSheetRow } from '../../core/xlsx.ts';

/**
 * The sheet form of questions, as pure functions: which header names which column, how a row's
 * cells become a question (a case followed by its parts), and every problem of every row.
 *
 * One row per question. A case question's parts are the rows right below it marked in the
 * "Case part" column. Options are the columns Option A, Option B, ... in order. The answer
 * cell holds letters for choices (AC or A,C), True/False for judgement, blanks separated by ';'
 * with accepted answers of one blank separated by '|', or a Q&A's reference answer.
 */

export type SheetRow = CoreSheetRow<QuestionSheetColumn>;

export interface CellProblem {
  /** Null: the problem is the row's as a whole. */
  column: QuestionSheetColumn | null;
  ref: string;
}

export interface FailedSheetRow {
  row: number;
  problems: CellProblem[];
}

/** A question read from the sheet, with the rows it came from. */
export interface SheetQuestion {
  row: number;
  input: TQuestionSaveParsed;
}

const lower = (s: string) => s.trim().toLowerCase();
const optionColumn = (key: string) => `option${key}` as QuestionSheetColumn;
export const OPTION_COLUMNS = OPTION_KEYS.map(optionColumn);

const COLUMN_KEYS: Record<(typeof QUESTION_SHEET_COLUMNS)[number], MessageKey> = {
  type: 'question.columnType',
  sub: 'question.columnSub',
  stem: 'question.columnStem',
  answer: 'question.columnAnswer',
  analysis: 'question.columnAnalysis',
  difficulty: 'question.columnDifficulty',
  knowledgePoints: 'question.columnKnowledgePoints',
};

/** A column's header in a language. */
export function columnHeader(column: QuestionSheetColumn, locale: Locale): string {
  if (column.startsWith('option') && column.length === 7)
    return translate('question.columnOption', locale, { key: column.slice(6) });
  return translate(COLUMN_KEYS[column as keyof typeof COLUMN_KEYS], locale);
}

const ALL_COLUMNS: QuestionSheetColumn[] = [...QUESTION_SHEET_COLUMNS, ...OPTION_COLUMNS];

/** Header cells -> columns: the key itself or the header in any language; '*' is ignored. */
const HEADER_LOOKUP: ReadonlyMap<string, QuestionSheetColumn> = new Map(
  ALL_COLUMNS.flatMap((c) => [
    [lower(c), c] as const,
    ...LOCALES.map((l) => [lower(columnHeader(c, l)).replace(/\s+/g, ''), c] as const),
  ]),
);

export function mapHeader(cells: readonly string[]): (QuestionSheetColumn | undefined)[] {
  return cells.map((c) => HEADER_LOOKUP.get(lower(c.replaceAll('*', '')).replace(/\s+/g, '')));
}

export const TYPE_NAME_KEYS: Record<QuestionType, MessageKey> = {
  1: 'question.typeSingle',
  2: 'question.typeMultiple',
  3: 'question.typeJudgement',
  4: 'question.typeFill',
  5: 'question.typeQa',
  8: 'question.typeCase',
};
export const DIFFICULTY_NAME_KEYS: Record<1 | 2 | 3, MessageKey> = {
  1: 'question.difficultyEasy',
  2: 'question.difficultyMedium',
  3: 'question.difficultyHard',
};

/** Type names in every language (and without the 题 / 題 suffix), or the codes 1-5, 8. */
const TYPE_LOOKUP: ReadonlyMap<string, QuestionType> = new Map(
  QUESTION_TYPES.flatMap((t) => [
    [String(t), t] as const,
    ...LOCALES.flatMap((l) => {
      const name = lower(translate(TYPE_NAME_KEYS[t], l));
      return [[name, t] as const, [name.replace(/[题題]$/, ''), t] as const];
    }),
  ]),
);

const DIFFICULTY_LOOKUP: ReadonlyMap<string, 1 | 2 | 3> = new Map(
  DIFFICULTIES.flatMap((d) => [
    [String(d), d] as const,
    ...LOCALES.map((l) => [lower(translate(DIFFICULTY_NAME_KEYS[d], l)), d] as const),
  ]),
);

const JUDGEMENT_LOOKUP: ReadonlyMap<string, 'T' | 'F'> = new Map([
  ...['t', 'true', 'y', 'yes', '对', '對', '是', '√', '✓', '✔'].map((w) => [w, 'T'] as const),
  ...['f', 'false', 'n', 'no', '错', '錯', '否', '×', '✗', '✘', 'x'].map((w) => [w, 'F'] as const),
  ...LOCALES.map((l) => [lower(translate('question.judgementTrue', l)), 'T'] as const),
  ...LOCALES.map((l) => [lower(translate('question.judgementFalse', l)), 'F'] as const),
]);

const YES: ReadonlySet<string> = new Set([
  'y',
  'yes',
  'true',
  '1',
  '是',
  '√',
  '✓',
  '✔',
  ...LOCALES.map((l) => lower(translate('question.sheetYes', l))),
]);

const OPTION_GAP = messageRef('question.importOptionGap');
const BLANK_SEPARATOR = /[;；\n]/;
const ACCEPTED_SEPARATOR = /[|｜]/;
const LIST_SEPARATOR = /[,，、;；\n]/;

const splitList = (cell: string, by: RegExp) =>
  cell
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);

/** One row read on its own: its type, whether it is a case's part, its fields, its problems. */
interface Draft {
  row: number;
  type: QuestionType | null;
  sub: boolean;
  fields: Omit<TQuestionSaveParsed, 'id' | 'bankId' | 'type' | 'children'>;
  problems: CellProblem[];
}

function readRow(r: SheetRow): Draft {
  const cell = (c: QuestionSheetColumn) => (r.cells[c] ?? '').trim();
  const problems: CellProblem[] = [];
  const problem = (column: QuestionSheetColumn | null, ref: string) =>
    problems.push({ column, ref });

  const typeCell = cell('type');
  const type = TYPE_LOOKUP.get(lower(typeCell)) ?? null;
  if (!typeCell) problem('type', messageRef('validation.required'));
  else if (type === null)
    problem('type', messageRef('question.importTypeUnknown', { value: typeCell.slice(0, 20) }));

  const options: string[] = [];
  const cells = OPTION_COLUMNS.map((c) => cell(c));
  const last = cells.findLastIndex((v) => v !== '');
  for (let i = 0; i <= last; i++) {
    if (!cells[i]) {
      problem(OPTION_COLUMNS[i]!, OPTION_GAP);
      break;
    }
    options.push(cells[i]!);
  }

  const answerCell = cell('answer');
  let answer: string[] = [];
  let blanks: string[][] = [];
  let reference = '';
  if (type === QUESTION_TYPE.single || type === QUESTION_TYPE.multiple) {
    answer = [...answerCell.replace(/[\s,，、;；/]/g, '').toUpperCase()];
    if (answer.some((k) => !OPTION_KEYS.includes(k)))
      problem('answer', messageRef('question.answerNotOption'));
  } else if (type === QUESTION_TYPE.judgement) {
    const key = JUDGEMENT_LOOKUP.get(lower(answerCell));
    if (key) answer = [key];
    else problem('answer', messageRef('question.judgementAnswer'));
  } else if (type === QUESTION_TYPE.fill) {
    blanks = splitList(answerCell, BLANK_SEPARATOR).map((b) => splitList(b, ACCEPTED_SEPARATOR));
  } else if (type === QUESTION_TYPE.qa) {
    reference = answerCell;
  }

  const difficultyCell = cell('difficulty');
  const difficulty = difficultyCell ? DIFFICULTY_LOOKUP.get(lower(difficultyCell)) : 2;
  if (difficulty === undefined)
    problem(
      'difficulty',
      messageRef('question.importDifficultyUnknown', { value: difficultyCell.slice(0, 20) }),
    );

  return {
    row: r.row,
    type,
    sub: YES.has(lower(cell('sub'))),
    fields: {
      stem: cell('stem'),
      options,
      answer,
      blanks,
      reference,
      analysis: cell('analysis'),
      difficulty: difficulty ?? 2,
      knowledgePoints: splitList(cell('knowledgePoints'), LIST_SEPARATOR),
    },
    problems,
  };
}

/** The column a schema issue's path (below the question or part) concerns. */
function columnOf(path: readonly PropertyKey[]): QuestionSheetColumn | null {
  const [head, index] = path;
  switch (head) {
    case 'type':
    case 'stem':
    case 'analysis':
    case 'difficulty':
    case 'knowledgePoints':
      return head;
    case 'answer':
    case 'blanks':
    case 'reference':
      return 'answer';
    case 'options':
      return typeof index === 'number' ? (OPTION_COLUMNS[index] ?? null) : null;
    default:
      return null;
  }
}

/**
 * Reads every row into questions for `bankId`. Every problem of every row is reported; the
 * questions are good only when `failed` is empty (an import takes all or nothing).
 */
export function readQuestionRows(
  rows: readonly SheetRow[],
  bankId: number,
): { questions: SheetQuestion[]; failed: FailedSheetRow[] } {
  const drafts = rows.map(readRow);

  // Group each case with the part rows right below it.
  const groups: { head: Draft; parts: Draft[] }[] = [];
  let openCase: { head: Draft; parts: Draft[] } | null = null;
  for (const d of drafts) {
    if (!d.sub) {
      const group = { head: d, parts: [] as Draft[] };
      groups.push(group);
      openCase = d.type === QUESTION_TYPE.case ? group : null;
      continue;
    }
    if (d.type === QUESTION_TYPE.case)
      d.problems.push({ column: 'type', ref: messageRef('question.importCaseInCase') });
    else if (!openCase)
      d.problems.push({ column: 'sub', ref: messageRef('question.importSubWithoutCase') });
    else openCase.parts.push(d);
  }

  const questions: SheetQuestion[] = [];
  for (const { head, parts } of groups) {
    if (head.type === null || parts.some((p) => p.type === null)) continue;
    const parsed = ZQuestionSave.safeParse({
      bankId,
      type: head.type,
      ...head.fields,
      children:
        head.type === QUESTION_TYPE.case ? parts.map((p) => ({ type: p.type, ...p.fields })) : [],
    });
    if (parsed.success) {
      questions.push({ row: head.row, input: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [first, index, ...rest] = issue.path;
      const inPart = first === 'children' && typeof index === 'number' && parts[index];
      const draft = inPart ? parts[index]! : head;
      const path = inPart ? rest : issue.path;
      const column = columnOf(path);
      // A gap among the options is the problem; what it does to their count is not another.
      if (path[0] === 'options' && draft.problems.some((p) => p.ref === OPTION_GAP)) continue;
      if (!draft.problems.some((p) => p.column === column && p.ref === issue.message))
        draft.problems.push({ column, ref: issue.message });
    }
  }

  const failed = drafts
    .filter((d) => d.problems.length)
    .map((d) => ({ row: d.row, problems: d.problems }));
  return { questions: failed.length ? [] : questions, failed };
}

/** The answer cell of a stored question (the import reads it back). */
export function answerCell(
  q: { type: number; key: { keys?: string[]; blanks?: string[][]; reference?: string } },
  locale: Locale,
): string {
  switch (q.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple:
      return (q.key.keys ?? []).join('');
    case QUESTION_TYPE.judgement:
      return translate(
        q.key.keys?.[0] === 'T' ? 'question.judgementTrue' : 'question.judgementFalse',
        locale,
      );
    case QUESTION_TYPE.fill:
      return (q.key.blanks ?? []).map((b) => b.join('|')).join(';');
    case QUESTION_TYPE.qa:
      return q.key.reference ?? '';
    default:
      return '';
  }
}

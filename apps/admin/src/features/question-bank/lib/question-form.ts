import {
  OPTION_KEYS,
  QUESTION_TYPE,
  type Difficulty,
  type QuestionType,
} from '@ascent/shared/question';
import {
  ZQuestionSave,
  type TQuestionChild,
  type TQuestionDetail,
  type TQuestionSave,
} from '@ascent/shared/question-admin';

/**
 * The question editor's state: options with a "right" mark each, a judgement choice, blanks
 * with their accepted answers, and a case's parts. `toSave` gives the save call's body, checked
 * with the same shared schema the server parses it with.
 */

let seq = 0;
export const newKey = () => `q${++seq}`;

export interface DraftOption {
  key: string;
  text: string;
  right: boolean;
}
export interface DraftBlank {
  key: string;
  answers: string[];
}
export interface DraftContent {
  key: string;
  id?: number;
  type: QuestionType;
  stem: string;
  options: DraftOption[];
  judgement: 'T' | 'F' | null;
  blanks: DraftBlank[];
  reference: string;
  analysis: string;
  difficulty: Difficulty;
  knowledgePoints: string[];
}
export interface DraftQuestion extends DraftContent {
  bankId: number | null;
  children: DraftContent[];
}

const option = (text = '', right = false): DraftOption => ({ key: newKey(), text, right });

export function newContent(type: QuestionType): DraftContent {
  return {
    key: newKey(),
    type,
    stem: '',
    options: [option(), option(), option(), option()],
    judgement: null,
    blanks: [{ key: newKey(), answers: [] }],
    reference: '',
    analysis: '',
    difficulty: 2,
    knowledgePoints: [],
  };
}

export function newQuestion(bankId: number | null, type: QuestionType = 1): DraftQuestion {
  return { ...newContent(type), bankId, children: [] };
}

function contentOf(
  d: Omit<TQuestionDetail['children'][number], 'type'> & { type: QuestionType },
): DraftContent {
  const choice = d.type === QUESTION_TYPE.single || d.type === QUESTION_TYPE.multiple;
  return {
    key: newKey(),
    id: d.id,
    type: d.type,
    stem: d.stem,
    options: choice
      ? d.options.map((text, i) => option(text, d.answer.includes(OPTION_KEYS[i]!)))
      : [option(), option(), option(), option()],
    judgement:
      d.type === QUESTION_TYPE.judgement ? ((d.answer[0] as 'T' | 'F' | undefined) ?? null) : null,
    blanks: d.blanks.length
      ? d.blanks.map((answers) => ({ key: newKey(), answers }))
      : [{ key: newKey(), answers: [] }],
    reference: d.reference,
    analysis: d.analysis,
    difficulty: d.difficulty,
    knowledgePoints: d.knowledgePoints,
  };
}

export function fromDetail(d: TQuestionDetail): DraftQuestion {
  return { ...contentOf(d), bankId: d.bankId, children: d.children.map(contentOf) };
}

function contentBody(c: DraftContent) {
  const choice = c.type === QUESTION_TYPE.single || c.type === QUESTION_TYPE.multiple;
  return {
    ...(c.id ? { id: c.id } : {}),
    type: c.type,
    stem: c.stem,
    options: choice ? c.options.map((o) => o.text) : [],
    answer: choice
      ? c.options.flatMap((o, i) => (o.right ? [OPTION_KEYS[i]!] : []))
      : c.type === QUESTION_TYPE.judgement && c.judgement
        ? [c.judgement]
        : [],
    blanks: c.type === QUESTION_TYPE.fill ? c.blanks.map((b) => b.answers) : [],
    reference: c.type === QUESTION_TYPE.qa ? c.reference : '',
    analysis: c.analysis,
    difficulty: c.difficulty,
    knowledgePoints: c.knowledgePoints,
  };
}

/** The save call's body (only what the type uses; an existing question keeps its id). */
export function toSave(d: DraftQuestion, id?: number): TQuestionSave {
  const { id: _ignored, ...own } = contentBody(d);
  return {
    ...(id ? { id } : {}),
    bankId: d.bankId ?? 0,
    ...own,
    type: d.type,
    // A part's type is one of the case's part types (the editor offers no other).
    children:
      d.type === QUESTION_TYPE.case ? d.children.map((c) => contentBody(c) as TQuestionChild) : [],
  };
}

/** Problems by field path ('stem', 'options.1', 'children.0.answer'): the shared rule's refs. */
export type DraftProblems = Map<string, string>;

export function checkDraft(d: DraftQuestion, id?: number): DraftProblems {
  const problems: DraftProblems = new Map();
  if (!d.bankId) problems.set('bankId', 'validation.required');
  const result = ZQuestionSave.safeParse({ ...toSave(d, id), bankId: d.bankId ?? 1 });
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}

/** The problems under a path prefix ('children.1'), re-keyed below it. */
export function problemsUnder(problems: DraftProblems, prefix: string): DraftProblems {
  const out: DraftProblems = new Map();
  for (const [path, ref] of problems)
    if (path.startsWith(`${prefix}.`)) out.set(path.slice(prefix.length + 1), ref);
  return out;
}

/** Moves an item one place up (-1) or down (+1); the same array when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Marks option `index` right; a single choice keeps only that one. */
export function markRight(c: DraftContent, index: number, right: boolean): DraftContent {
  return {
    ...c,
    options: c.options.map((o, i) =>
      i === index
        ? { ...o, right }
        : c.type === QUESTION_TYPE.single && right
          ? { ...o, right: false }
          : o,
    ),
  };
}

export const addOption = (c: DraftContent): DraftContent =>
  c.options.length >= OPTION_KEYS.length ? c : { ...c, options: [...c.options, option()] };

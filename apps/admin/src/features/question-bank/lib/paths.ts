export const QB_PATHS = {
  banks: '/manage/question-bank/banks',
  categories: '/manage/question-bank/categories',
  questions: '/manage/question-bank/questions',
  questionEdit: '/manage/question-bank/questions/edit',
  papers: '/manage/question-bank/papers',
  paperEdit: '/manage/question-bank/papers/edit',
  paperPreview: '/manage/question-bank/papers/preview',
} as const;

/** The question list, of one bank when given. */
export const questionsPath = (bankId?: number) =>
  bankId ? `${QB_PATHS.questions}?bankId=${bankId}` : QB_PATHS.questions;

/** The question editor: an existing question, or a new one (in a bank when given). */
export const questionEditPath = (opts: { id?: number; bankId?: number } = {}) =>
  opts.id
    ? `${QB_PATHS.questionEdit}?id=${opts.id}`
    : opts.bankId
      ? `${QB_PATHS.questionEdit}?bankId=${opts.bankId}`
      : QB_PATHS.questionEdit;

export const paperEditPath = (id?: number) =>
  id ? `${QB_PATHS.paperEdit}?id=${id}` : QB_PATHS.paperEdit;

export const paperPreviewPath = (id: number) => `${QB_PATHS.paperPreview}?id=${id}`;

/** A positive id from the query string, or null. */
export function idParam(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export const EXAM_PATHS = {
  list: '/manage/exams',
  edit: '/manage/exams/edit',
  results: '/manage/exams/results',
} as const;

export const examEditPath = (id?: number) => (id ? `${EXAM_PATHS.edit}?id=${id}` : EXAM_PATHS.edit);
export const examResultsPath = (id: number) => `${EXAM_PATHS.results}?id=${id}`;

/** A positive id from the query string, or null. */
export function idParam(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export const EXAMS_KEY = ['manage', 'exams'] as const;

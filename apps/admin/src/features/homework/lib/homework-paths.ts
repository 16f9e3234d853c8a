export const HOMEWORK_PATHS = {
  list: '/manage/homework',
  edit: '/manage/homework/edit',
  submissions: '/manage/homework/submissions',
} as const;

/** The editor of a homework (no id: a new one). */
export const homeworkEditPath = (id?: number) =>
  id ? `${HOMEWORK_PATHS.edit}?id=${id}` : HOMEWORK_PATHS.edit;

export const submissionsPath = (id: number) => `${HOMEWORK_PATHS.submissions}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

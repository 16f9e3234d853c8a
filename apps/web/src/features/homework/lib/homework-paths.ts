/** The learner site's homework pages (spec s.2). */
export const HOMEWORK_PATHS = {
  /** ?id= */
  detail: '/questionnaire/homework',
  mine: '/mine/homework',
  review: '/mine/homework/vetting',
} as const;

export const homeworkPath = (id: number) => `${HOMEWORK_PATHS.detail}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export const STUDY_PLAN_PATHS = {
  list: '/manage/study-plans',
  edit: '/manage/study-plans/edit',
  detail: '/manage/study-plans/detail',
} as const;

/** The editor of a plan (no id: a new one). */
export const planEditPath = (id?: number) =>
  id ? `${STUDY_PLAN_PATHS.edit}?id=${id}` : STUDY_PLAN_PATHS.edit;

export const planDetailPath = (id: number) => `${STUDY_PLAN_PATHS.detail}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The learner site's study-plan pages (paths the spec does not name; decisions.md). */
export const STUDY_PLAN_PATHS = {
  mine: '/mine/studyPlan',
  /** ?id= */
  detail: '/mine/studyPlan/detail',
} as const;

export const studyPlanPath = (id: number) => `${STUDY_PLAN_PATHS.detail}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

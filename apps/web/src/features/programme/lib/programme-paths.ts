/** The learner site's programme pages (spec s.2). */
export const PROGRAMME_PATHS = {
  /** The task centre: the filter menu and the learner's tasks. */
  project: '/project',
  projectDetail: '/project/detail',
  newstaff: '/newstaff',
  newstaffDetail: '/newstaff/detail',
  subject: '/subject',
  subjectDetail: '/subject/detail',
  map: '/map',
  mapDetail: '/map/detail',
  package: '/package',
  packageDetail: '/package/detail',
  /** Programmes the signed-in person supervises (personal centre). */
  supervise: '/mine/supervise',
  superviseDetail: '/mine/supervise/detail',
} as const;

export const signupPath = (signupId: number) => `/signup/detail?id=${signupId}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The learner site's sign-up pages (spec s.2 /signup, /signup/detail). */
export const SIGNUP_PATHS = {
  /** ?tab=open|mine */
  list: '/signup',
  /** ?id= */
  detail: '/signup/detail',
} as const;

export const signupPath = (id: number) => `${SIGNUP_PATHS.detail}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The list's tab from `?tab=`: 'mine' or the default 'open'. */
export const tabFromSearch = (search: string): 'open' | 'mine' =>
  new URLSearchParams(search).get('tab') === 'mine' ? 'mine' : 'open';

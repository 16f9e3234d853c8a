/** The admin site's sign-up pages. */
export const SIGNUP_PATHS = {
  list: '/manage/signups',
  edit: '/manage/signups/edit',
  people: '/manage/signups/people',
  rooms: '/manage/signups/rooms',
} as const;

/** The editor of a sign-up (no id: a new one). */
export const signupEditPath = (id?: number) =>
  id ? `${SIGNUP_PATHS.edit}?id=${id}` : SIGNUP_PATHS.edit;

export const signupPeoplePath = (id: number) => `${SIGNUP_PATHS.people}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

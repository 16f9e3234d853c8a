export const IN_PERSON_PATHS = {
  list: '/manage/face',
  edit: '/manage/face/edit',
  session: '/manage/face/session',
} as const;

export const inPersonEditPath = (id?: number) =>
  id ? `${IN_PERSON_PATHS.edit}?id=${id}` : IN_PERSON_PATHS.edit;
export const inPersonSessionPath = (id: number) => `${IN_PERSON_PATHS.session}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

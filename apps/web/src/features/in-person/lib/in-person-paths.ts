/** The learner site's face-to-face pages (spec s.2). */
export const IN_PERSON_PATHS = {
  index: '/train/index',
  /** ?id= */
  detail: '/train/detail',
  /** ?s=&a=&t= (the QR's target) */
  sign: '/train/sign',
  mine: '/mine/face',
} as const;

export const inPersonDetailPath = (id: number) => `${IN_PERSON_PATHS.detail}?id=${id}`;

/** The positive id of a query parameter, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

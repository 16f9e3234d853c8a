/** The learner site's IDP pages (spec s.2). */
export const IDP_PATHS = {
  mine: '/mine/IDP',
  /** ?id= to change a withdrawn or rejected plan. */
  edit: '/mine/IDP/add',
  /** ?id= */
  detail: '/mine/IDP/detail',
  /** ?id= */
  preview: '/mine/ID_Preview',
} as const;

export const idpDetailPath = (id: number) => `${IDP_PATHS.detail}?id=${id}`;
export const idpEditPath = (id?: number) => (id ? `${IDP_PATHS.edit}?id=${id}` : IDP_PATHS.edit);
export const idpPreviewPath = (id: number) => `${IDP_PATHS.preview}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

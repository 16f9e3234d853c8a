export const CERTIFICATE_PATHS = {
  templates: '/manage/certificates/templates',
  edit: '/manage/certificates/templates/edit',
  issued: '/manage/certificates',
} as const;

/** The editor of a template (no id: a new one). */
export const templateEditPath = (id?: number) =>
  id ? `${CERTIFICATE_PATHS.edit}?id=${id}` : CERTIFICATE_PATHS.edit;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export const KNOWLEDGE_PATH = '/knowledge';
export const DOC_DETAIL_PATH = '/doc/detail';
export const docDetailPath = (id: number) => `${DOC_DETAIL_PATH}?id=${id}`;

/** The id in /doc/detail?id=..., or 0 when it is missing or not a positive integer. */
export function idFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}

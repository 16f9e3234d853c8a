import type { ProgrammeKind } from '@ascent/shared/programme';

/** The admin pages of each kind of programme, and the report of any. */
export const programmeListPath = (kind: ProgrammeKind) => `/manage/programmes/${kind}`;
export const programmeEditPath = (kind: ProgrammeKind, id?: number) =>
  id ? `/manage/programmes/${kind}/edit?id=${id}` : `/manage/programmes/${kind}/edit`;
export const PROGRAMME_REPORT_PATH = '/manage/programmes/report';
export const programmeReportPath = (id: number) => `${PROGRAMME_REPORT_PATH}?id=${id}`;

/** The positive id of a `?id=` query, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

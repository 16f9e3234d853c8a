import type { MessageKey } from '@ascent/shared/errors';
import { fail } from '../../core/errors.ts';
import type { AudienceRow } from '../../core/audience.ts';

/** An audience as the API carries it. */
export interface Audience {
  departmentIds: number[];
  positions: string[];
  userIds: number[];
}

/** The audience an item's rows name, in the order the rows come. */
export function audienceOfRows(rows: readonly AudienceRow[]): Audience {
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.ref);
  return {
    departmentIds: of('department').map(Number),
    positions: of('position'),
    userIds: of('user').map(Number),
  };
}

/**
 * Checks a limited audience names someone (when `messages.required` is given; without it an
 * empty audience gives no rows), and only departments and people of the company (`known`
 * says how many of the given ids it found); returns its rows, each name once.
 */
export async function checkedAudienceRows(
  audience: Readonly<Audience>,
  known: (departmentIds: number[], userIds: number[]) => Promise<[number, number]>,
  messages: { required?: MessageKey; notFound: MessageKey },
): Promise<AudienceRow[]> {
  const departmentIds = [...new Set(audience.departmentIds)];
  const userIds = [...new Set(audience.userIds)];
  const positions = [...new Set(audience.positions)];
  if (messages.required && !departmentIds.length && !userIds.length && !positions.length)
    throw fail(messages.required);
  const [departments, people] = await known(departmentIds, userIds);
  if (departments !== departmentIds.length || people !== userIds.length)
    throw fail(messages.notFound);
  return [
    ...departmentIds.map((id) => ({ kind: 'department', ref: String(id) })),
    ...positions.map((p) => ({ kind: 'position', ref: p })),
    ...userIds.map((id) => ({ kind: 'user', ref: String(id) })),
  ];
}

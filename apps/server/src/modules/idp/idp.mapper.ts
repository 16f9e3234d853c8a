import type { IdpStatus, TIdpPerson, TIdpRow } from '@ascent/shared/idp';
import type { IdpPlanRow } from './idp.repository.ts';

const unknownPerson = (id: number): TIdpPerson => ({ id, account: '', realName: '' });

/** A plan row as lists show it. */
export function toIdpRow(
  r: IdpPlanRow,
  people: Map<number, TIdpPerson>,
  resourceCount: number,
): TIdpRow {
  return {
    id: r.id,
    name: r.name,
    year: r.year,
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status as IdpStatus,
    owner: people.get(r.userId) ?? unknownPerson(r.userId),
    supervisor: people.get(r.supervisorId) ?? unknownPerson(r.supervisorId),
    resourceCount,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

import { and, eq, lt, ne } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { programmeMembers, programmes } from './programme.schema.ts';

/** Programmes as SQL the dashboard composes (issue 14); the tables stay this module's. */
const qb = new QueryBuilder();

/**
 * The overdue learners of the company: members of a published programme whose end has passed
 * at `now` without completing it (one row per learner, whatever the number of programmes).
 */
export function overdueLearners(companyId: number, now: Date) {
  return qb
    .selectDistinct({ userId: programmeMembers.userId })
    .from(programmeMembers)
    .innerJoin(programmes, eq(programmes.id, programmeMembers.programmeId))
    .where(
      and(
        eq(programmes.companyId, companyId),
        eq(programmes.status, 'published'),
        lt(programmes.endAt, now),
        ne(programmeMembers.state, 'completed'),
      ),
    );
}

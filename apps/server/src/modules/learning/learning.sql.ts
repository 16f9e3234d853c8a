import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { learningCourseProgress, learningResourceProgress } from './learning.schema.ts';

/**
 * The learning record as SQL the dashboard composes (issue 14): the tables stay this module's.
 * `within` narrows to the people of a unit manager's departments (a condition on a user id
 * column), absent for the whole company.
 */
const qb = new QueryBuilder();
export type Within = ((userId: AnyPgColumn | SQLWrapper) => SQL) | undefined;

/** One course's learning records (the learner report's own columns). */
export function courseLearnerRows(companyId: number, courseId: number) {
  const p = learningCourseProgress;
  return qb
    .select({
      userId: p.userId,
      completed: sql<boolean>`(${p.state} = 'completed')`.as('completed'),
      percent: p.percent,
      startedAt: p.startedAt,
      completedAt: p.completedAt,
    })
    .from(p)
    .where(and(eq(p.courseId, courseId), eq(p.companyId, companyId)));
}

/** Seconds the learner `userId` studied the course `courseId` (their resources, summed). */
export function studiedSecondsOf(userId: AnyPgColumn | SQLWrapper, courseId: number): SQL<number> {
  const r = learningResourceProgress;
  return sql<number>`(select coalesce(sum(${r.studiedSeconds}), 0)::int from ${r}
    where ${r.userId} = ${userId} and ${r.courseId} = ${courseId})`;
}

import { and, eq, gte, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  learningActiveDays,
  learningCourseProgress,
  learningResourceProgress,
} from './learning.schema.ts';

/**
 * The learning record as SQL the dashboard composes (issue 14): the tables stay this module's.
 * `within` narrows to the people of a unit manager's departments (a condition on a user id
 * column), absent for the whole company.
 */
const qb = new QueryBuilder();
export type Within = ((userId: AnyPgColumn | SQLWrapper) => SQL) | undefined;

/**
 * Learners active per company day on or after `fromDay` (YYYY-MM-DD): (day as YYYY-MM-DD,
 * learners). Each learner has one row a day (the table's key), so a day's rows are its learners;
 * the rows are grouped on the date and only the groups are written as text, so the day range
 * stays a range of the key.
 */
export function activeDayCounts(companyId: number, fromDay: string, within: Within) {
  const d = learningActiveDays;
  return qb
    .select({
      day: sql<string>`${d.day}::text`.as('day'),
      learners: sql<number>`count(*)::int`.as('learners'),
    })
    .from(d)
    .where(activeSince(companyId, fromDay, within))
    .groupBy(d.day);
}

/** The company's active days on or after `fromDay`, of the people `within` keeps. */
function activeSince(companyId: number, fromDay: string, within: Within) {
  const d = learningActiveDays;
  return and(eq(d.companyId, companyId), gte(d.day, fromDay), within?.(d.userId));
}

/** The company's learners active on any day on or after `fromDay` (YYYY-MM-DD), each once. */
export function activeLearnerCount(companyId: number, fromDay: string, within: Within) {
  const d = learningActiveDays;
  return qb
    .select({ learners: sql<number>`count(distinct ${d.userId})::int`.as('learners') })
    .from(d)
    .where(activeSince(companyId, fromDay, within));
}

/** Course completions of the company: since `today`, since `week`, and all (one indexed scan). */
export function completionCounts(companyId: number, today: Date, week: Date, within: Within) {
  const at = learningCourseProgress.completedAt;
  return qb
    .select({
      today: sql<number>`(count(*) filter (where ${at} >= ${today.toISOString()}))::int`.as(
        'today',
      ),
      week: sql<number>`(count(*) filter (where ${at} >= ${week.toISOString()}))::int`.as('week'),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(learningCourseProgress)
    .where(
      and(
        eq(learningCourseProgress.companyId, companyId),
        isNotNull(at),
        within?.(learningCourseProgress.userId),
      ),
    );
}

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

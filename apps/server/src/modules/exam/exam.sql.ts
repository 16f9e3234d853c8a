import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { examAttempts, exams } from './exam.schema.ts';

/** Exams and attempts as SQL the dashboard composes (issue 14); the tables stay this module's. */
const qb = new QueryBuilder();

/**
 * One exam's examinees with their attempts summed up (the learner report's own columns); the
 * aggregates are aliased, so the caller names the company here rather than on the subquery.
 */
export function examLearnerRows(companyId: number, examId: number) {
  const a = examAttempts;
  const handedIn = sql`${a.status} <> 'in_progress'`;
  return qb
    .select({
      userId: a.userId,
      attempts: sql<number>`count(*)::int`.as('attempts'),
      completed: sql<boolean>`bool_or(${handedIn})`.as('completed'),
      startedAt: sql<Date>`min(${a.startedAt})`.as('started_at'),
      completedAt: sql<Date | null>`min(${a.submittedAt}) filter (where ${handedIn})`.as(
        'completed_at',
      ),
      seconds: sql<number>`coalesce(sum(extract(epoch from ${a.submittedAt} - ${a.startedAt}))
        filter (where ${handedIn}), 0)::int`.as('seconds'),
      score: sql<number | null>`max(${a.score}) filter (where ${a.status} = 'marked')`.as('score'),
      passed: sql<boolean | null>`bool_or(${a.passed}) filter (where ${a.status} = 'marked')`.as(
        'passed',
      ),
    })
    .from(a)
    .where(and(eq(a.examId, examId), eq(a.companyId, companyId)))
    .groupBy(a.userId);
}

/** An exam of the company (not deleted): its name, or nothing. */
export function examTitle(companyId: number, examId: number) {
  return qb
    .select({ title: exams.name })
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.companyId, companyId), isNull(exams.deletedAt)));
}

/**
 * The company's exams that were ever published and are not deleted, as a subquery of id, name
 * (as `title`) and first publication for the learner reports' list (issue 14).
 */
export function reportedExams(companyId: number) {
  return qb
    .select({ id: exams.id, title: exams.name, publishedAt: exams.publishedAt })
    .from(exams)
    .where(
      and(eq(exams.companyId, companyId), isNotNull(exams.publishedAt), isNull(exams.deletedAt)),
    );
}

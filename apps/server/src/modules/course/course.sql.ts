import { and, eq, isNotNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courses } from './course.schema.ts';

/** Courses as SQL other modules' repositories compose; the table stays this module's. */
const qb = new QueryBuilder();

/** A course of the company: its title, or nothing. */
export function courseTitle(companyId: number, courseId: number) {
  return qb
    .select({ title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.companyId, companyId)));
}

/**
 * The company's courses that were ever published (those that can have learners), as a
 * subquery of id, title and first publication for the learner reports' list (issue 14).
 */
export function reportedCourses(companyId: number) {
  return qb
    .select({ id: courses.id, title: courses.title, publishedAt: courses.publishedAt })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), isNotNull(courses.publishedAt)));
}

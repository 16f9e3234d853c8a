import { and, eq } from 'drizzle-orm';
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

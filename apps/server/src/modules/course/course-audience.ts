import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { courseAudience, courses } from './course.schema.ts';

/**
 * The one rule for "this learner may see this course", as a SQL condition on `courses`:
 * same company, published, secrecy level not above the learner's, and either visible to all
 * or named for one of the learner's departments (own or above), position or the learner.
 * Lists, search and the learning permission check all use it.
 */
export function courseVisibleTo(scope: LearnerScope): SQL {
  const refs: SQL[] = [
    and(eq(courseAudience.kind, 'user'), eq(courseAudience.ref, String(scope.userId)))!,
  ];
  if (scope.departmentIds.length)
    refs.push(
      and(
        eq(courseAudience.kind, 'department'),
        inArray(courseAudience.ref, scope.departmentIds.map(String)),
      )!,
    );
  if (scope.position)
    refs.push(and(eq(courseAudience.kind, 'position'), eq(courseAudience.ref, scope.position))!);
  return and(
    eq(courses.companyId, scope.companyId),
    eq(courses.status, 'published'),
    sql`${courses.secrecyLevel} <= ${scope.secrecyLevel}`,
    or(
      eq(courses.visibility, 'all'),
      exists(
        sql`(select 1 from ${courseAudience} where ${courseAudience.courseId} = ${courses.id} and (${or(...refs)}))`,
      ),
    ),
  )!;
}

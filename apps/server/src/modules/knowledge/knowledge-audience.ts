import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { knowledgeAudience, knowledgeItems } from './knowledge.schema.ts';

/**
 * The one rule for "this learner may see this knowledge item", as a SQL condition on
 * `knowledge_items` (the same rule as courses, course-audience.ts): same company, published,
 * secrecy level not above the learner's, and either visible to all or named for one of the
 * learner's departments (own or above), the learner's position or the learner. The list, the
 * detail, search, the home and downloads all use it.
 */
export function knowledgeVisibleTo(scope: LearnerScope): SQL {
  const refs: SQL[] = [
    and(eq(knowledgeAudience.kind, 'user'), eq(knowledgeAudience.ref, String(scope.userId)))!,
  ];
  if (scope.departmentIds.length)
    refs.push(
      and(
        eq(knowledgeAudience.kind, 'department'),
        inArray(knowledgeAudience.ref, scope.departmentIds.map(String)),
      )!,
    );
  if (scope.position)
    refs.push(
      and(eq(knowledgeAudience.kind, 'position'), eq(knowledgeAudience.ref, scope.position))!,
    );
  return and(
    eq(knowledgeItems.companyId, scope.companyId),
    eq(knowledgeItems.status, 'published'),
    sql`${knowledgeItems.secrecyLevel} <= ${scope.secrecyLevel}`,
    or(
      eq(knowledgeItems.visibility, 'all'),
      exists(
        sql`(select 1 from ${knowledgeAudience} where ${knowledgeAudience.itemId} = ${knowledgeItems.id} and (${or(...refs)}))`,
      ),
    ),
  )!;
}

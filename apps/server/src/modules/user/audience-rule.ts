import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LearnerScope } from './learner-scope.ts';

/** An item table with what the audience rule reads (courses, knowledge items, ...). */
export interface AudienceItem {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  status: AnyPgColumn;
  secrecyLevel: AnyPgColumn;
  /** 'all' or 'limited' (rows of the audience table). */
  visibility: AnyPgColumn;
}

/** Its audience table: rows (item, kind 'department' | 'position' | 'user', ref as text). */
export interface AudienceRows {
  table: PgTable;
  itemId: AnyPgColumn;
  kind: AnyPgColumn;
  ref: AnyPgColumn;
}

/**
 * The one rule for "this learner may see this item", as a SQL condition on the item table:
 * same company, published, secrecy level not above the learner's, and either visible to all or
 * named for one of the learner's departments (own or above), position or the learner.
 */
export function visibleToLearner(
  scope: LearnerScope,
  item: AudienceItem,
  audience: AudienceRows,
): SQL {
  const refs: SQL[] = [and(eq(audience.kind, 'user'), eq(audience.ref, String(scope.userId)))!];
  if (scope.departmentIds.length)
    refs.push(
      and(eq(audience.kind, 'department'), inArray(audience.ref, scope.departmentIds.map(String)))!,
    );
  if (scope.position)
    refs.push(and(eq(audience.kind, 'position'), eq(audience.ref, scope.position))!);
  return and(
    eq(item.companyId, scope.companyId),
    eq(item.status, 'published'),
    sql`${item.secrecyLevel} <= ${scope.secrecyLevel}`,
    or(
      eq(item.visibility, 'all'),
      exists(
        sql`(select 1 from ${audience.table} where ${audience.itemId} = ${item.id} and (${or(...refs)}))`,
      ),
    ),
  )!;
}

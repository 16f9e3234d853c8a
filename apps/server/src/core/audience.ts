import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { LearnerScope } from '../modules/user/learner-scope.ts';

/**
 * Audience tables: who may see a learning item whose visibility is 'limited' (courses,
 * knowledge, exams, homework, surveys, programmes' participant rules, face-to-face sessions).
 * One definition of the table, one pair of queries on it and the one audience rule over it.
 */

/** One audience row: kind 'department' (and everything below it) | 'position' | 'user'. */
export type AudienceRow = { kind: string; ref: string };

/**
 * An item's audience table: (item, kind, ref) once each, with the item's id in `itemColumn`
 * (`course_id`, `exam_id`, ...), deleted with the item, and indexed by kind and ref for the
 * learner's side.
 */
export function audienceTable<const N extends string>(
  name: N,
  itemColumn: string,
  item: () => AnyPgColumn,
) {
  return pgTable(
    name,
    {
      itemId: integer(itemColumn).notNull().references(item, { onDelete: 'cascade' }),
      /** 'department' | 'position' | 'user' */
      kind: text('kind').notNull(),
      /** department id, position name or user id, as text */
      ref: text('ref').notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_uq`).on(t.itemId, t.kind, t.ref),
      index(`${name}_kind_ref_idx`).on(t.kind, t.ref),
    ],
  );
}

/** Any table `audienceTable` made. */
export type AudienceTable = ReturnType<typeof audienceTable<string>>;

/** An item table with what the audience rule reads (courses, knowledge items, ...). */
export interface AudienceItem {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  status: AnyPgColumn;
  secrecyLevel: AnyPgColumn;
  /** 'all' or 'limited' (rows of the audience table). */
  visibility: AnyPgColumn;
}

/** Reading and replacing items' audiences, on the caller's handle (a repository passes its own). */
export function audienceQueries(q: DbOrTx, table: AudienceTable) {
  return {
    /** An item's audience, by kind then ref. */
    async of(itemId: number): Promise<AudienceRow[]> {
      return q
        .select({ kind: table.kind, ref: table.ref })
        .from(table)
        .where(eq(table.itemId, itemId))
        .orderBy(asc(table.kind), asc(table.ref));
    },
    /** Makes `rows` the item's whole audience. */
    async replace(itemId: number, rows: readonly AudienceRow[]): Promise<void> {
      await q.delete(table).where(eq(table.itemId, itemId));
      if (rows.length)
        await q.insert(table).values(rows.map((r) => ({ itemId, kind: r.kind, ref: r.ref })));
    },
  };
}

/**
 * "This audience row names the learner", as a SQL condition on the table's columns: the
 * learner, one of the learner's departments (own or above) or the learner's position.
 */
export function namesLearner(scope: LearnerScope, table: AudienceTable): SQL {
  const refs: SQL[] = [and(eq(table.kind, 'user'), eq(table.ref, String(scope.userId)))!];
  if (scope.departmentIds.length)
    refs.push(
      and(eq(table.kind, 'department'), inArray(table.ref, scope.departmentIds.map(String)))!,
    );
  if (scope.position) refs.push(and(eq(table.kind, 'position'), eq(table.ref, scope.position))!);
  return or(...refs)!;
}

/** "The item's audience names the learner" (a row of `table` for `itemId`). */
export function namedInAudience(scope: LearnerScope, table: AudienceTable, itemId: AnyPgColumn) {
  return exists(
    sql`(select 1 from ${table} where ${table.itemId} = ${itemId} and (${namesLearner(scope, table)}))`,
  );
}

/**
 * The one rule for "this learner may see this item", as a SQL condition on the item table:
 * same company, published, secrecy level not above the learner's, and either visible to all or
 * named in its audience.
 */
export function visibleToLearner(
  scope: LearnerScope,
  item: AudienceItem,
  audience: AudienceTable,
): SQL {
  return and(
    eq(item.companyId, scope.companyId),
    eq(item.status, 'published'),
    sql`${item.secrecyLevel} <= ${scope.secrecyLevel}`,
    or(eq(item.visibility, 'all'), namedInAudience(scope, audience, item.id)),
  )!;
}

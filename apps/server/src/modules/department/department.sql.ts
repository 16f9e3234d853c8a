import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { departments } from './department.schema.ts';

/**
 * The SQL other modules' repositories compose into their own queries where a join or a
 * subquery on departments is needed to page, sort or filter (people with their department's
 * name, "in this department or below"); the table itself stays private to this module. Every
 * fragment is built without a database handle, so it runs in the caller's query or transaction.
 */
const qb = new QueryBuilder();

/**
 * The departments as a subquery to join (`leftJoin(d, eq(d.id, x.departmentId))`): id,
 * company, name and materialized path. `name` is the subquery's alias, unique in the query.
 */
export function departmentRows(name: string) {
  return qb
    .select({
      id: departments.id,
      companyId: departments.companyId,
      name: departments.name,
      path: departments.path,
    })
    .from(departments)
    .as(name);
}

/**
 * `select id from departments ...`: the company's departments in the subtrees of `rootIds`
 * (the roots themselves included; roots of another company name nothing), for
 * `inArray(x.departmentId, ...)`.
 */
export function departmentSubtreeIds(companyId: number, rootIds: readonly number[]) {
  const root = alias(departments, 'subtree_root');
  return qb
    .select({ id: departments.id })
    .from(departments)
    .innerJoin(
      root,
      and(
        eq(root.companyId, companyId),
        inArray(root.id, [...rootIds]),
        sql`${departments.path} like ${root.path} || '%'`,
      ),
    )
    .where(eq(departments.companyId, companyId));
}

/**
 * The department `departmentId` lies in the subtree of a department `isRoot` names: `isRoot`
 * receives the root's id (an int expression) and answers the caller's condition on it (an
 * audience row naming it, say). Roots of another company than `companyId` (when given) count
 * for nothing.
 */
export function departmentWithin(
  departmentId: AnyPgColumn | SQLWrapper,
  isRoot: (rootId: SQL) => SQL,
  companyId?: number,
): SQL {
  return sql`exists (select 1 from ${departments} within_own join ${departments} within_root
    on within_own.path like within_root.path || '%'
    where within_own.id = ${departmentId} and ${isRoot(sql`within_root.id`)}${
      companyId === undefined ? sql`` : sql` and within_root.company_id = ${companyId}`
    })`;
}

/** The materialized path ("/1/4/9/") of the department `departmentId`, null without one. */
export function departmentPathOf(departmentId: AnyPgColumn | SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${departments.path} from ${departments} where ${departments.id} = ${departmentId})`;
}

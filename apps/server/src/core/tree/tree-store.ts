import { and, asc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { TreeStore } from './tree-admin.ts';
import type { TreeRow } from './tree-path.ts';

/** A company tree table: these columns, whatever else it holds (departments, majors, categories). */
export type TreeTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  parentId: AnyPgColumn;
  name: AnyPgColumn;
  path: AnyPgColumn;
  sort: AnyPgColumn;
};

/**
 * `column` (a node id of `table`, e.g. an item's category) is the node `nodeId` of the company
 * or any node below it (by the materialized path).
 */
export function inSubtree(
  db: DbOrTx,
  table: TreeTable,
  column: AnyPgColumn,
  companyId: number,
  nodeId: number,
): SQL {
  const t = table;
  return inArray(
    column,
    db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          like(
            t.path,
            sql`(select ${t.path} from ${t} where ${t.id} = ${nodeId} and ${t.companyId} = ${companyId}) || '%'`,
          ),
        ),
      ),
  );
}

/**
 * The TreeStore of tree-admin.ts over any company tree table: the one implementation of
 * its queries. `lockClass` is the table's advisory-lock class (pg_advisory_xact_lock(class,
 * company)), distinct per table.
 *
 * Drizzle cannot type inserts and updates over a table known only by these columns, so the
 * values are cast here, once; the columns themselves are checked by TreeTable.
 */
export function createTreeStore(db: DbOrTx, table: TreeTable, lockClass: number): TreeStore {
  const t = table;
  const cols = {
    id: t.id,
    companyId: t.companyId,
    parentId: t.parentId,
    name: t.name,
    path: t.path,
    sort: t.sort,
  };
  const inCompany = (companyId: number) => eq(t.companyId, companyId);
  type Values = Record<string, unknown>;
  const update = (id: number, values: Values) =>
    db
      .update(t)
      .set(values as never)
      .where(eq(t.id, id));

  const store: TreeStore = {
    async lock(companyId) {
      await db.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${companyId})`);
    },
    async findInCompany(companyId, id, forUpdate) {
      const query = db
        .select(cols)
        .from(t)
        .where(and(inCompany(companyId), eq(t.id, id)))
        .limit(1);
      const [row] = (forUpdate ? await query.for('update') : await query) as TreeRow[];
      return row;
    },
    async children(companyId, parentId) {
      return (await db
        .select(cols)
        .from(t)
        .where(
          and(
            inCompany(companyId),
            parentId === null ? isNull(t.parentId) : eq(t.parentId, parentId),
          ),
        )
        .orderBy(asc(t.sort), asc(t.id))) as TreeRow[];
    },
    async insert(companyId, name, parentId, sort) {
      const parent = parentId === null ? undefined : await store.findInCompany(companyId, parentId);
      const [row] = (await db
        .insert(t)
        .values({ companyId, name, parentId, sort } as never)
        .returning(cols)) as TreeRow[];
      if (!row) throw new Error('tree insert returned nothing');
      const path = `${parent?.path ?? '/'}${row.id}/`;
      await update(row.id, { path });
      return { ...row, path };
    },
    async rename(id, name) {
      await update(id, { name });
    },
    async setParent(id, parentId) {
      await update(id, { parentId });
    },
    async setSorts(rows) {
      for (const r of rows) await update(r.id, { sort: r.sort });
    },
    async rewritePaths(companyId, fromPrefix, toPrefix) {
      await db
        .update(t)
        .set({
          path: sql`${toPrefix}::text || substr(${t.path}, ${fromPrefix.length + 1}::int)`,
        } as never)
        .where(and(inCompany(companyId), like(t.path, `${fromPrefix}%`)));
    },
    async delete(id) {
      await db.delete(t).where(eq(t.id, id));
    },
  };
  return store;
}

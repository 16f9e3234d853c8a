import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TreeStore } from '../../core/tree/tree-admin.ts';
import { departments } from './department.schema.ts';

export type DepartmentRow = typeof departments.$inferSelect;

/** The advisory-lock class of department tree changes (pg_advisory_xact_lock(class, company)). */
const TREE_LOCK_CLASS = 0x0de9a87;

export function createDepartmentRepository(db: DbOrTx) {
  const repo = {
    async listByCompany(companyId: number): Promise<DepartmentRow[]> {
      return db
        .select()
        .from(departments)
        .where(eq(departments.companyId, companyId))
        .orderBy(asc(departments.sort), asc(departments.id));
    },
    async findById(id: number): Promise<DepartmentRow | undefined> {
      const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
      return row;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<DepartmentRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(departments)
        .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)));
    },
    /** Inserts a department under a parent, keeping the materialized path. */
    async insert(
      companyId: number,
      name: string,
      parentId: number | null,
      sort = 0,
    ): Promise<DepartmentRow> {
      const parent = parentId ? await repo.findById(parentId) : undefined;
      const [row] = await db
        .insert(departments)
        .values({ companyId, name, parentId, sort })
        .returning();
      if (!row) throw new Error('insert departments returned nothing');
      const path = `${parent?.path ?? '/'}${row.id}/`;
      await db.update(departments).set({ path }).where(eq(departments.id, row.id));
      return { ...row, path };
    },
  };

  const store: TreeStore = {
    async lock(companyId) {
      await db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_CLASS}, ${companyId})`);
    },
    async findInCompany(companyId, id, forUpdate) {
      const query = db
        .select()
        .from(departments)
        .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async children(companyId, parentId) {
      return db
        .select()
        .from(departments)
        .where(
          and(
            eq(departments.companyId, companyId),
            parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
          ),
        )
        .orderBy(asc(departments.sort), asc(departments.id));
    },
    insert: repo.insert,
    async rename(id, name) {
      await db.update(departments).set({ name }).where(eq(departments.id, id));
    },
    async setParent(id, parentId) {
      await db.update(departments).set({ parentId }).where(eq(departments.id, id));
    },
    async setSorts(rows) {
      for (const r of rows)
        await db.update(departments).set({ sort: r.sort }).where(eq(departments.id, r.id));
    },
    async rewritePaths(companyId, fromPrefix, toPrefix) {
      await db
        .update(departments)
        .set({
          path: sql`${toPrefix}::text || substr(${departments.path}, ${fromPrefix.length + 1}::int)`,
        })
        .where(and(eq(departments.companyId, companyId), like(departments.path, `${fromPrefix}%`)));
    },
    async delete(id) {
      await db.delete(departments).where(eq(departments.id, id));
    },
  };

  return { ...repo, tree: store };
}
export type DepartmentRepository = ReturnType<typeof createDepartmentRepository>;

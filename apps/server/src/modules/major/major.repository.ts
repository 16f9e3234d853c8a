import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TreeStore } from '../../core/tree/tree-admin.ts';
import { majors } from './major.schema.ts';

export type MajorRow = typeof majors.$inferSelect;

/** The advisory-lock class of major tree changes (pg_advisory_xact_lock(class, company)). */
const TREE_LOCK_CLASS = 0x3a70e5;

/** The only code that queries majors. */
export function createMajorRepository(db: DbOrTx) {
  const inCompany = (companyId: number) => eq(majors.companyId, companyId);
  const tree: TreeStore = {
    async lock(companyId) {
      await db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_CLASS}, ${companyId})`);
    },
    async findInCompany(companyId, id, forUpdate) {
      const query = db
        .select()
        .from(majors)
        .where(and(inCompany(companyId), eq(majors.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async children(companyId, parentId) {
      return db
        .select()
        .from(majors)
        .where(
          and(
            inCompany(companyId),
            parentId === null ? isNull(majors.parentId) : eq(majors.parentId, parentId),
          ),
        )
        .orderBy(asc(majors.sort), asc(majors.id));
    },
    async insert(companyId, name, parentId, sort) {
      const parent = parentId === null ? undefined : await tree.findInCompany(companyId, parentId);
      const [row] = await db.insert(majors).values({ companyId, name, parentId, sort }).returning();
      if (!row) throw new Error('insert majors returned nothing');
      const path = `${parent?.path ?? '/'}${row.id}/`;
      await db.update(majors).set({ path }).where(eq(majors.id, row.id));
      return { ...row, path };
    },
    async rename(id, name) {
      await db.update(majors).set({ name }).where(eq(majors.id, id));
    },
    async setParent(id, parentId) {
      await db.update(majors).set({ parentId }).where(eq(majors.id, id));
    },
    async setSorts(rows) {
      for (const r of rows)
        await db.update(majors).set({ sort: r.sort }).where(eq(majors.id, r.id));
    },
    async rewritePaths(companyId, fromPrefix, toPrefix) {
      await db
        .update(majors)
        .set({
          path: sql`${toPrefix}::text || substr(${majors.path}, ${fromPrefix.length + 1}::int)`,
        })
        .where(and(inCompany(companyId), like(majors.path, `${fromPrefix}%`)));
    },
    async delete(id) {
      await db.delete(majors).where(eq(majors.id, id));
    },
  };
  return {
    tree,
    async listByCompany(companyId: number): Promise<MajorRow[]> {
      return db
        .select()
        .from(majors)
        .where(inCompany(companyId))
        .orderBy(asc(majors.sort), asc(majors.id));
    },
  };
}
export type MajorRepository = ReturnType<typeof createMajorRepository>;

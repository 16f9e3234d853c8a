import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createTreeStore } from '../../core/tree/tree-store.ts';
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

  return { ...repo, tree: createTreeStore(db, departments, TREE_LOCK_CLASS) };
}
export type DepartmentRepository = ReturnType<typeof createDepartmentRepository>;

import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createTreeStore } from '../../core/tree/tree-store.ts';
import { majors } from './major.schema.ts';

export type MajorRow = typeof majors.$inferSelect;

/** The advisory-lock class of major tree changes (pg_advisory_xact_lock(class, company)). */
const TREE_LOCK_CLASS = 0x3a70e5;

/** The only code that queries majors. */
export function createMajorRepository(db: DbOrTx) {
  const inCompany = (companyId: number) => eq(majors.companyId, companyId);
  const tree = createTreeStore(db, majors, TREE_LOCK_CLASS);
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

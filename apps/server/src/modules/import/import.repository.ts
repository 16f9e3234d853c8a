import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { imports } from './import.schema.ts';

export type ImportRow = typeof imports.$inferSelect;

export function createImportRepository(db: DbOrTx) {
  return {
    async insert(values: typeof imports.$inferInsert): Promise<number> {
      const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
      return row!.id;
    },

    async find(companyId: number, id: number): Promise<ImportRow | null> {
      const [row] = await db
        .select()
        .from(imports)
        .where(and(eq(imports.companyId, companyId), eq(imports.id, id)));
      return row ?? null;
    },

    /** The import's state, locked until the transaction ends (one attempt finishes it). */
    async lockState(id: number): Promise<ImportRow['state'] | null> {
      const [row] = await db
        .select({ state: imports.state })
        .from(imports)
        .where(eq(imports.id, id))
        .for('update');
      return row?.state ?? null;
    },

    async markRunning(id: number): Promise<void> {
      await db
        .update(imports)
        .set({ state: 'running' })
        .where(and(eq(imports.id, id), eq(imports.state, 'queued')));
    },

    /** What is shown once, taken (in a transaction): null for every read after the first. */
    async takeOnce(id: number): Promise<string | null> {
      const [row] = await db
        .select({ once: imports.once })
        .from(imports)
        .where(eq(imports.id, id))
        .for('update');
      if (!row?.once) return null;
      await db.update(imports).set({ once: null }).where(eq(imports.id, id));
      return row.once;
    },

    /** Done with its report, or failed with its reason (its sheet is removed after). */
    async finish(
      id: number,
      end: {
        state: 'done' | 'failed';
        message: string;
        result: string | null;
        once?: string | null;
      },
    ): Promise<void> {
      await db
        .update(imports)
        .set({ ...end, finishedAt: sql`now()` })
        .where(eq(imports.id, id));
    },

    /** Fails an import that has not finished (its job gone); false when it had finished. */
    async failOpen(id: number, message: string): Promise<boolean> {
      const rows = await db
        .update(imports)
        .set({ state: 'failed', message, finishedAt: sql`now()` })
        .where(and(eq(imports.id, id), inArray(imports.state, ['queued', 'running'])))
        .returning({ id: imports.id });
      return rows.length > 0;
    },

    /** The sheet of the import is removed from the storage. */
    async releaseFile(id: number): Promise<void> {
      await db.update(imports).set({ fileKey: null }).where(eq(imports.id, id));
    },

    /** Imports still queued or running that were started before `before`, oldest first. */
    async openBefore(before: Date, limit: number) {
      return db
        .select({ id: imports.id, fileKey: imports.fileKey })
        .from(imports)
        .where(and(inArray(imports.state, ['queued', 'running']), lt(imports.createdAt, before)))
        .orderBy(imports.createdAt)
        .limit(limit);
    },

    /** Finished imports whose sheet is still stored (their process stopped before removing it). */
    async finishedWithSheet(limit: number) {
      return db
        .select({ id: imports.id, fileKey: imports.fileKey })
        .from(imports)
        .where(and(isNotNull(imports.fileKey), inArray(imports.state, ['done', 'failed'])))
        .orderBy(imports.id)
        .limit(limit);
    },

    /** Removes imports finished before `before` (their reports go with them); how many. */
    async removeFinishedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(imports)
        .where(lt(imports.finishedAt, before))
        .returning({ id: imports.id });
      return rows.length;
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;

import { and, eq, sql } from 'drizzle-orm';
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

    /** Done with its report, or failed with its reason; the stored sheet is let go. */
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
        .set({ ...end, fileKey: null, finishedAt: sql`now()` })
        .where(eq(imports.id, id));
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;

import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { downloadRecords } from './download.schema.ts';

export type DownloadRow = typeof downloadRecords.$inferSelect;

/** The only code that queries download records. */
export function createDownloadRepository(db: DbOrTx) {
  const mine = (userId: number) => eq(downloadRecords.userId, userId);
  return {
    async insert(values: typeof downloadRecords.$inferInsert): Promise<DownloadRow> {
      const [row] = await db.insert(downloadRecords).values(values).returning();
      if (!row) throw new Error('insert download_records returned nothing');
      return row;
    },
    async listOf(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: DownloadRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(downloadRecords)
          .where(mine(userId))
          .orderBy(desc(downloadRecords.createdAt), desc(downloadRecords.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(downloadRecords).where(mine(userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findOf(userId: number, id: number): Promise<DownloadRow | undefined> {
      const [row] = await db
        .select()
        .from(downloadRecords)
        .where(and(mine(userId), eq(downloadRecords.id, id)))
        .limit(1);
      return row;
    },
    async findByToken(token: string): Promise<DownloadRow | undefined> {
      const [row] = await db
        .select()
        .from(downloadRecords)
        .where(eq(downloadRecords.token, token))
        .limit(1);
      return row;
    },
    /** Expired records whose file was made for them (their files can go). */
    async expiredProduced(now: Date, limit: number): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloadRecords)
        .where(and(eq(downloadRecords.produced, true), lt(downloadRecords.expiresAt, now)))
        .limit(limit);
    },
    async markFileRemoved(id: number): Promise<void> {
      await db.update(downloadRecords).set({ produced: false }).where(eq(downloadRecords.id, id));
    },
  };
}
export type DownloadRepository = ReturnType<typeof createDownloadRepository>;

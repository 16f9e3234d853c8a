import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
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
    /**
     * The learner's documents: one row per downloaded item, the latest download's title, file
     * name, size, id and expiry, how many downloads, newest download first.
     */
    async documentsOf(userId: number, offset: number, limit: number) {
      const d = downloadRecords;
      const latest = <T>(
        col: typeof d.title | typeof d.fileName | typeof d.size | typeof d.id | typeof d.expiresAt,
      ) => sql<T>`(array_agg(${col} order by ${d.createdAt} desc, ${d.id} desc))[1]`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            itemType: d.itemType,
            itemId: d.itemId,
            title: latest<string>(d.title),
            fileName: latest<string>(d.fileName),
            size: latest<string | number>(d.size),
            recordId: latest<number>(d.id),
            expiresAt: latest<string | Date>(d.expiresAt),
            downloads: count(),
            lastAt: sql<string | Date>`max(${d.createdAt})`,
          })
          .from(d)
          .where(mine(userId))
          .groupBy(d.itemType, d.itemId)
          .orderBy(sql`max(${d.createdAt}) desc`, d.itemType, d.itemId)
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(distinct (${d.itemType}, ${d.itemId}))::int` })
          .from(d)
          .where(mine(userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
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

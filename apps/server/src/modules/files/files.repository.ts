import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles, uploadSessions } from './files.schema.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;

/** Every query on stored_files and upload_sessions. */
export function createFilesRepository(db: DbOrTx) {
  return {
    async insert(values: NewStoredFile): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      return row!;
    },

    async findInCompany(companyId: number, id: number): Promise<StoredFileRow | undefined> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, id)));
      return row;
    },

    async findById(id: number): Promise<StoredFileRow | undefined> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      return row;
    },

    /** The same person's earlier upload of the same bytes as the same kind (study/upload/file `exist`). */
    async findSame(
      companyId: number,
      userId: number,
      kind: string,
      sha256: string,
    ): Promise<StoredFileRow | undefined> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.createdBy, userId),
            eq(storedFiles.sha256, sha256),
            eq(storedFiles.companyId, companyId),
            eq(storedFiles.kind, kind),
          ),
        )
        .limit(1);
      return row;
    },

    async setConversion(
      id: number,
      values: Partial<Pick<StoredFileRow, 'conversionState' | 'conversionError' | 'pdfKey'>>,
    ): Promise<void> {
      await db.update(storedFiles).set(values).where(eq(storedFiles.id, id));
    },

    // upload sessions

    async insertSession(values: typeof uploadSessions.$inferInsert): Promise<UploadSessionRow> {
      const [row] = await db.insert(uploadSessions).values(values).returning();
      return row!;
    },

    /** An open session of this person for the same file (same kind, name and size): resumable. */
    async findResumable(
      userId: number,
      kind: string,
      name: string,
      size: number,
      chunkSize: number,
    ): Promise<UploadSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadSessions)
        .where(
          and(
            eq(uploadSessions.userId, userId),
            eq(uploadSessions.kind, kind),
            eq(uploadSessions.name, name),
            eq(uploadSessions.size, size),
            eq(uploadSessions.chunkSize, chunkSize),
            sql`${uploadSessions.expiresAt} > now()`,
          ),
        )
        .orderBy(sql`${uploadSessions.createdAt} desc`)
        .limit(1);
      return row;
    },

    /** A live session of this person. */
    async findSession(userId: number, id: string): Promise<UploadSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadSessions)
        .where(
          and(
            eq(uploadSessions.id, id),
            eq(uploadSessions.userId, userId),
            sql`${uploadSessions.expiresAt} > now()`,
          ),
        );
      return row;
    },

    async touchSession(id: string, ttlSeconds: number): Promise<void> {
      await db
        .update(uploadSessions)
        .set({ expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
        .where(eq(uploadSessions.id, id));
    },

    /** Deletes a session; true when this call deleted it (a concurrent complete gets false). */
    async deleteSession(id: string): Promise<boolean> {
      const rows = await db
        .delete(uploadSessions)
        .where(eq(uploadSessions.id, id))
        .returning({ id: uploadSessions.id });
      return rows.length > 0;
    },

    /** Deletes the sessions past their expiry and returns their ids (to remove their chunks). */
    async deleteExpiredSessions(): Promise<string[]> {
      const rows = await db
        .delete(uploadSessions)
        .where(lt(uploadSessions.expiresAt, sql`now()`))
        .returning({ id: uploadSessions.id });
      return rows.map((r) => r.id);
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

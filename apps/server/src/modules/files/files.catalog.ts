import { and, eq, inArray } from 'drizzle-orm';
import type { TStoredFile, ConversionState, UploadKind } from '@ascent/shared/files';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { storedFiles } from './files.schema.ts';

type StoredFileRow = typeof storedFiles.$inferSelect;

/** row -> API shape: where the original, its PDF and a package's launch page are served. */
export function toStoredFile(row: StoredFileRow, storage: FileStorage): TStoredFile {
  const isPdf = row.ext === 'pdf';
  return {
    fileId: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    ext: row.ext,
    kind: row.kind as UploadKind,
    url: storage.url(row.key),
    conversionState: row.conversionState as ConversionState,
    conversionError: row.conversionError,
    previewUrl: isPdf
      ? storage.url(row.key)
      : row.pdfKey && row.conversionState === 'converted'
        ? storage.url(row.pdfKey)
        : null,
    launchUrl:
      row.packageRoot && row.packageEntry
        ? storage.url(`${row.packageRoot}/${row.packageEntry}`)
        : null,
    scormVersion: (row.scormVersion as TStoredFile['scormVersion']) ?? null,
    durationSeconds: row.durationSeconds,
  };
}

/**
 * What other modules may ask about stored files: their API shape by id, within a company.
 * (Courses and knowledge keep file ids; the files module alone reads its table.)
 */
export function createFileCatalog(db: Db, storage: FileStorage) {
  return {
    async describe(companyId: number, ids: number[]): Promise<Map<number, TStoredFile>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, unique)));
      return new Map(rows.map((r) => [r.id, toStoredFile(r, storage)]));
    },
  };
}
export type FileCatalog = ReturnType<typeof createFileCatalog>;

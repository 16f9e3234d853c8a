import { and, eq, inArray } from 'drizzle-orm';
import type { TStoredFile, ConversionState, UploadKind } from '@ascent/shared/files';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { storedFiles } from './files.schema.ts';
import type { FileUrls } from './file-urls.ts';

type StoredFileRow = typeof storedFiles.$inferSelect;

/** The name a converted PDF is saved under: the original's with `.pdf`. */
const pdfName = (name: string) => `${name.replace(/\.[^.]*$/, '')}.pdf`;

/**
 * row -> API shape: where the original, its PDF and a package's launch page are served
 * (private kinds as signed addresses, file-urls.ts).
 */
export function toStoredFile(
  row: StoredFileRow,
  storage: FileStorage,
  urls: FileUrls,
): TStoredFile {
  const isPdf = row.ext === 'pdf';
  const url = urls.of(row.key, row.name);
  return {
    fileId: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    ext: row.ext,
    kind: row.kind as UploadKind,
    url,
    conversionState: row.conversionState as ConversionState,
    conversionError: row.conversionError,
    previewUrl: isPdf
      ? url
      : row.pdfKey && row.conversionState === 'converted'
        ? urls.of(row.pdfKey, pdfName(row.name))
        : null,
    // Packages open on their own origin: this call hands out the address (package-launch.routes.ts).
    launchUrl:
      row.packageRoot && row.packageEntry
        ? `/api/files/launch/${row.id}/${row.packageRoot.slice('pkg/'.length)}`
        : null,
    scormVersion: (row.scormVersion as TStoredFile['scormVersion']) ?? null,
    durationSeconds: row.durationSeconds,
  };
}

/**
 * What other modules may ask about stored files: their API shape by id, within a company.
 * (Courses and knowledge keep file ids; the files module alone reads its table.) The addresses
 * of private files are signed: call `describe` only once the caller may see the item.
 */
export function createFileCatalog(db: Db, storage: FileStorage, urls: FileUrls) {
  return {
    async describe(companyId: number, ids: number[]): Promise<Map<number, TStoredFile>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, unique)));
      return new Map(rows.map((r) => [r.id, toStoredFile(r, storage, urls)]));
    },

    /** The storage key behind an address `describe` handed out (signed or not). */
    keyOf: urls.keyOf,
  };
}
export type FileCatalog = ReturnType<typeof createFileCatalog>;

import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createImportRepository, type ImportRepository } from './import.repository.ts';

/** The recurring job that tidies imports up, and how often it runs. */
export const IMPORT_SWEEP_QUEUE = 'import-sweep';
export const IMPORT_SWEEP_MS = 10 * 60_000;

/** How long a finished import (its report) is kept. */
export const IMPORT_KEEP_DAYS = 30;

/** Imports looked at per step of a sweep. */
const BATCH = 100;

/** A started import's job is queued in the same transaction: a minute covers any clock skew. */
const SETTLE_MS = 60_000;

/**
 * Removes an import's stored sheet, then clears its key: a key is cleared only once its file is
 * gone, so a removal that fails is tried again by the sweep. False when it had no sheet.
 */
export async function removeSheet(
  storage: FileStorage,
  repo: ImportRepository,
  row: { id: number; fileKey: string | null },
): Promise<boolean> {
  if (!row.fileKey) return false;
  await storage.remove(row.fileKey);
  await repo.releaseFile(row.id);
  return true;
}

/**
 * The import sweep (docs/decisions.md "Imports as jobs"):
 * - an import still queued or running whose job has ended (its last attempt's process died, so
 *   the job expired for good) fails with "the import failed", and its uploader's dialog stops
 *   waiting;
 * - a finished import's sheet that is still stored (its process stopped between the commit and
 *   the removal) is removed;
 * - imports finished IMPORT_KEEP_DAYS ago are deleted with their reports.
 */
export function createImportSweeper(deps: {
  db: Db;
  storage: FileStorage;
  /** Whether the import's job is still to run (waiting, due for a retry, or running). */
  pending: (importId: number) => Promise<boolean>;
}) {
  const repo = createImportRepository(deps.db);
  return {
    async sweep(now = new Date()): Promise<{ failed: number; sheets: number; removed: number }> {
      let failed = 0;
      for (const open of await repo.openBefore(new Date(now.getTime() - SETTLE_MS), BATCH)) {
        if (await deps.pending(open.id)) continue;
        if (await repo.failOpen(open.id, 'import.failed')) failed += 1;
      }
      let sheets = 0;
      for (const row of await repo.finishedWithSheet(BATCH)) {
        if (await removeSheet(deps.storage, repo, row)) sheets += 1;
      }
      const removed = await repo.removeFinishedBefore(
        new Date(now.getTime() - IMPORT_KEEP_DAYS * 24 * 3600_000),
      );
      return { failed, sheets, removed };
    },
  };
}

import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { importRoutes } from './import.routes.ts';
import { createImportService, IMPORT_QUEUE } from './import.service.ts';
import { createImportSweeper, IMPORT_SWEEP_MS, IMPORT_SWEEP_QUEUE } from './import.sweep.ts';

/**
 * Sheet imports as jobs: the user, question and attendance modules register how theirs run, and
 * their upload calls start one; the uploader follows it (me/import/detail).
 */
export function createImportModule(deps: {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  secrets: SecretBox;
  onError?: (err: unknown) => void;
}) {
  const service = createImportService(deps);
  const sweeper = createImportSweeper({
    db: deps.db,
    storage: deps.storage,
    pending: (importId) => deps.jobs.pending(IMPORT_QUEUE, { importId }),
  });
  // Imports left unfinished, sheets left behind and old imports, in one process at a time.
  deps.jobs.every(IMPORT_SWEEP_QUEUE, IMPORT_SWEEP_MS, async () => {
    await sweeper.sweep();
  });
  return { service, routes: importRoutes(service) };
}

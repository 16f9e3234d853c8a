import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { importRoutes } from './import.routes.ts';
import { createImportService } from './import.service.ts';

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
  return { service, routes: importRoutes(service) };
}

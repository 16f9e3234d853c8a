import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { Access } from '../../core/access.ts';
import { createDownloadRegistry } from './download.registry.ts';
import { createDownloadRepository } from './download.repository.ts';
import { createDownloadService, type DownloadContext } from './download.service.ts';
import { downloadRoutes } from './download.routes.ts';

/** The download centre; item kinds register their documents with `registry`. */
export function createDownloadModule(deps: {
  db: Db;
  files: FileCatalog;
  storage: FileStorage;
  state: SharedState;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  context: DownloadContext;
}) {
  const registry = createDownloadRegistry();
  const service = createDownloadService({
    ...deps,
    registry,
    downloads: createDownloadRepository(deps.db),
  });
  return { registry, service, routes: downloadRoutes(service) };
}

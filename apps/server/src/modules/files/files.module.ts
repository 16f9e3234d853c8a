import type { FastifyBaseLogger } from 'fastify';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createFilesRepository } from './files.repository.ts';
import { createConversionRepository } from './conversion.repository.ts';
import { createFilesService } from './files.service.ts';
import { createChunkedUploadService } from './chunked-upload.service.ts';
import {
  createConversionWorker,
  DEFAULT_CONVERSION,
  type ConversionSettings,
} from './conversion.worker.ts';
import { fileRoutes } from './files.routes.ts';
import { uploadRoutes } from './upload.routes.ts';
import { createFileCatalog } from './files.catalog.ts';
import { createFileUrls } from './file-urls.ts';
import { createPackageOrigin, type PackageOriginSettings } from './package-origin.ts';
import { packageLaunchRoutes } from './package-launch.routes.ts';

/** How often expired chunked uploads are swept away. */
const SWEEP_MS = 10 * 60 * 1000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Stored files: uploads (one request or resumable chunks), serving with byte ranges, packages,
 * and the document conversion worker. `start()` begins the worker and the sweeper of expired
 * uploads (when `worker` is on), `stop()` ends both; app.ts ties them to the server's life.
 */
export function createFilesModule(deps: {
  db: Db;
  storage: FileStorage;
  conversion: Pick<ConversionSettings, 'sofficePath' | 'pollMs' | 'timeoutMs'> &
    Partial<ConversionSettings> & { worker: boolean };
  log: Logger;
  /** The server secret private files' addresses are signed with (the same in every process). */
  urlSecret: Buffer;
  /** The package origin's listener (package-origin.ts) and its token secret. */
  packages: { settings: PackageOriginSettings; secret: Buffer; log: FastifyBaseLogger };
  record: ChangeRecorder;
}) {
  const urls = createFileUrls(deps.storage, deps.urlSecret);
  const files = createFilesRepository(deps.db);
  const packageOrigin = createPackageOrigin({ storage: deps.storage, ...deps.packages });
  const jobs = createConversionRepository(deps.db);
  const worker = createConversionWorker({
    jobs,
    files,
    storage: deps.storage,
    settings: { ...DEFAULT_CONVERSION, ...deps.conversion },
    log: deps.log,
  });
  const service = createFilesService({
    db: deps.db,
    storage: deps.storage,
    files,
    urls,
    onQueued: () => worker.wake(),
    record: deps.record,
  });
  const chunks = createChunkedUploadService({
    storage: deps.storage,
    files,
    uploads: service,
    urls,
  });
  let sweeper: NodeJS.Timeout | null = null;
  const sweep = () =>
    chunks.sweep().catch((err: unknown) => deps.log.warn({ err }, 'upload sweep failed'));

  return {
    service,
    chunks,
    worker,
    jobs,
    urls,
    catalog: createFileCatalog(deps.db, deps.storage, urls),
    servingRoutes: fileRoutes({ storage: deps.storage, urls }),
    routes: uploadRoutes({ files: service, chunks }),
    /** Packages run on their own origin, opened through the launch call. */
    packages: packageOrigin,
    packageRoutes: packageLaunchRoutes({ files, packages: packageOrigin }),
    start() {
      if (!deps.conversion.worker) return;
      worker.start();
      void sweep();
      sweeper = setInterval(() => void sweep(), SWEEP_MS);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await worker.stop();
    },
  };
}

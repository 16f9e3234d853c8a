import type { FastifyBaseLogger } from 'fastify';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createFilesRepository } from './files.repository.ts';
import { createFilesService } from './files.service.ts';
import { createChunkedUploadService } from './chunked-upload.service.ts';
import {
  CONVERSION_QUEUE,
  conversionPolicy,
  createConversionHandler,
  setConversion,
  type ConversionSettings,
} from './conversion.job.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { fileRoutes } from './files.routes.ts';
import { uploadRoutes } from './upload.routes.ts';
import { createFileCatalog } from './files.catalog.ts';
import { createFileUrls } from './file-urls.ts';
import { createPackageOrigin, type PackageOriginSettings } from './package-origin.ts';
import { packageLaunchRoutes } from './package-launch.routes.ts';

/** The job queue's recurring sweep of expired chunked uploads. */
export const UPLOAD_SWEEP_QUEUE = 'upload-sweep';
/** How often expired chunked uploads are swept away. */
const SWEEP_MS = 10 * 60 * 1000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Stored files: uploads (one request or resumable chunks), serving with byte ranges, packages,
 * and document conversion (a job on the job queue, as is the sweep of expired uploads).
 */
export function createFilesModule(deps: {
  db: Db;
  storage: FileStorage;
  conversion: ConversionSettings;
  /** The job queue conversions run on. */
  jobs: JobQueue;
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
  deps.jobs.define(
    CONVERSION_QUEUE,
    createConversionHandler({
      db: deps.db,
      files,
      storage: deps.storage,
      settings: deps.conversion,
      log: deps.log,
    }),
    conversionPolicy(deps.conversion),
  );
  const service = createFilesService({
    db: deps.db,
    storage: deps.storage,
    files,
    urls,
    conversions: {
      async enqueue(tx, file) {
        await setConversion(tx, file.id, { conversionState: 'pending', conversionError: null });
        // The company's id lets its admins see and retry the job (the Jobs page).
        const data = { fileId: file.id, companyId: file.companyId };
        await deps.jobs.send(CONVERSION_QUEUE, data, { tx });
      },
    },
    record: deps.record,
  });
  const chunks = createChunkedUploadService({
    storage: deps.storage,
    files,
    uploads: service,
    urls,
  });
  // Expired chunked uploads are swept every SWEEP_MS, in one process at a time.
  deps.jobs.every(UPLOAD_SWEEP_QUEUE, SWEEP_MS, async () => {
    await chunks.sweep();
  });

  return {
    service,
    chunks,
    urls,
    catalog: createFileCatalog(deps.db, deps.storage, urls),
    servingRoutes: fileRoutes({ storage: deps.storage, urls }),
    routes: uploadRoutes({ files: service, chunks }),
    /** Packages run on their own origin, opened through the launch call. */
    packages: packageOrigin,
    packageRoutes: packageLaunchRoutes({ files, packages: packageOrigin }),
  };
}

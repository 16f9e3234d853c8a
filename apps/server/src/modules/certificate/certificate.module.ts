import type { Db } from '../../db/client.ts';
import type { ItemEvents, ItemSources } from '../../core/learning-items.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import { createCertificateIssuer } from './certificate-issuer.ts';
import { createCertificatePdfs } from './certificate-pdf.service.ts';
import { createCertificatePdfJobs } from './certificate-pdf.job.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { createCertificateService } from './certificate.service.ts';
import { createCertificateAdminService } from './certificate-admin.service.ts';
import { certificateRoutes } from './certificate.routes.ts';
import { certificateAdminRoutes } from './certificate-admin.routes.ts';
import type { CertificateDirectory } from './certificate-people.ts';

/**
 * Certificates: templates (admin), issuing on item events (a course or programme completed, an
 * exam passed) in the event's transaction, PDFs drawn once on the job queue (or by the first
 * download that comes before it) and kept in the file storage, the
 * learner's lists and the public verification.
 */
export function createCertificateModule(deps: {
  db: Db;
  state: SharedState;
  storage: FileStorage;
  files: FileCatalog;
  record: ChangeRecorder;
  itemEvents: ItemEvents;
  itemSources: ItemSources;
  directory: CertificateDirectory;
  /** The job queue the PDFs of issued certificates are drawn on. */
  jobs: JobQueue;
}) {
  const pdfs = createCertificatePdfs({
    db: deps.db,
    storage: deps.storage,
    files: deps.files,
    directory: deps.directory,
  });
  const pdfJobs = createCertificatePdfJobs({ db: deps.db, jobs: deps.jobs, pdfs });
  const issuer = createCertificateIssuer({
    itemSources: deps.itemSources,
    drawLater: pdfJobs.drawLater,
  });
  deps.itemEvents.on(async (tx, event) => {
    await issuer.onItemEvent(tx, event);
  });
  const learner = createCertificateService({
    db: deps.db,
    state: deps.state,
    pdfs,
    directory: deps.directory,
  });
  const admin = createCertificateAdminService({
    db: deps.db,
    record: deps.record,
    files: deps.files,
    itemSources: deps.itemSources,
    issuer,
    pdfs,
    directory: deps.directory,
  });
  return {
    issuer,
    learner,
    admin,
    routes: certificateRoutes(learner),
    adminRoutes: certificateAdminRoutes(admin),
  };
}

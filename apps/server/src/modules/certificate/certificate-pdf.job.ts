import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import {
  JobError,
  PermanentJobError,
  type JobQueue,
  type QueuePolicy,
} from '../../infra/jobs/job-queue.ts';
import { createCertificateRepository, type CertificateRow } from './certificate.repository.ts';
import type { CertificatePdfs } from './certificate-pdf.service.ts';

/** The job queue's queue of certificate PDFs: one job `{ certificateId, companyId }` each. */
export const CERTIFICATE_PDF_QUEUE = 'certificate-pdf';

/** Three attempts, a minute apart and then two (a storage that is briefly away). */
export const CERTIFICATE_PDF_POLICY: Partial<QueuePolicy> = {
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
};

interface CertificatePdfJob {
  certificateId: number;
  companyId: number;
}

/**
 * Certificates' PDFs drawn on the job queue as soon as they are issued, so the holder's first
 * download is served from the file storage. A download before the job has run draws the PDF
 * itself (CertificatePdfs.pdfOf: the first key stored wins), so the job only saves that wait.
 */
export function createCertificatePdfJobs(deps: { db: Db; jobs: JobQueue; pdfs: CertificatePdfs }) {
  deps.jobs.define<CertificatePdfJob>(
    CERTIFICATE_PDF_QUEUE,
    async ({ certificateId }) => {
      const row = await createCertificateRepository(deps.db).byId(certificateId);
      // Drawn already (a download came first), or gone: nothing to do.
      if (!row || row.pdfKey) return;
      try {
        await deps.pdfs.pdfOf(row);
      } catch (err) {
        // The template's own fault (a background that is gone or not an image, a design that
        // does not draw): another attempt draws the same. The storage's failures are retried.
        if (err instanceof AppError)
          throw new PermanentJobError(err.message, { key: err.ref, detail: '' });
        throw err instanceof JobError ? err : new JobError((err as Error).message);
      }
    },
    CERTIFICATE_PDF_POLICY,
  );
  return {
    /** Queues the PDF of a certificate issued in `tx` (drawn once `tx` has committed). */
    async drawLater(tx: DbOrTx, row: Pick<CertificateRow, 'id' | 'companyId'>): Promise<void> {
      const data: CertificatePdfJob = { certificateId: row.id, companyId: row.companyId };
      await deps.jobs.send(CERTIFICATE_PDF_QUEUE, data, { tx });
    },
  };
}
export type CertificatePdfJobs = ReturnType<typeof createCertificatePdfJobs>;

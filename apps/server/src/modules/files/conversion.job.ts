import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ARCHIVE_LIMITS, ArchiveRefused, checkZipFile, isBomb } from '../../core/archive-guard.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import {
  JobAborted,
  JobError,
  PermanentJobError,
  type JobContext,
  type QueuePolicy,
} from '../../infra/jobs/job-queue.ts';
import type { FilesRepository } from './files.repository.ts';
import { storedFiles } from './files.schema.ts';
import { ConversionAborted, ConversionError, convertToPdf, locateSoffice } from './soffice.ts';

/** The job queue's queue of document conversions: one job `{ fileId, companyId }` each. */
export const CONVERSION_QUEUE = 'document-conversion';

export interface ConversionSettings {
  /** SOFFICE_PATH; empty to look for soffice on PATH. */
  sofficePath: string;
  /** The longest one LibreOffice run may take. */
  timeoutMs: number;
}

/** Three attempts, the first retry after 30-60 s, the second after 60-120 s (back-off). */
export function conversionPolicy(settings: ConversionSettings): Partial<QueuePolicy> {
  return {
    retryLimit: 2,
    retryDelaySeconds: 30,
    // An attempt holds its job a minute longer than LibreOffice may run.
    expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + 60,
  };
}

/** Office documents that are zips: LibreOffice is not handed one the zip guard refuses. */
const ZIP_DOCUMENTS: readonly string[] = ['docx', 'xlsx', 'pptx'];

async function guardZipDocument(input: string): Promise<void> {
  try {
    await checkZipFile(input, ARCHIVE_LIMITS.document);
  } catch (err) {
    // An unreadable zip is left to LibreOffice, which fails on it by itself.
    if (err instanceof ArchiveRefused && isBomb(err.problem))
      throw new ConversionError('upload.archiveUnsafe', err.message, true);
    if (!(err instanceof ArchiveRefused)) throw err;
  }
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** A file's conversion columns (spec s.4: pending, converting, failed, converted). */
export async function setConversion(
  db: DbOrTx,
  fileId: number,
  values: PgUpdateSetSource<typeof storedFiles>,
) {
  await db.update(storedFiles).set(values).where(eq(storedFiles.id, fileId));
}

/**
 * The document conversion handler of the job queue: converts one file with LibreOffice and
 * records the outcome on the file. A failure is retried by the queue (the file shows pending
 * with the reason) until the last attempt, or at once for a failure no retry mends (no
 * converter, an unsafe zip), which fails the file; a stop hands the job back (pending).
 */
export function createConversionHandler(deps: {
  db: DbOrTx;
  files: FilesRepository;
  storage: FileStorage;
  settings: ConversionSettings;
  log: Logger;
}) {
  const { db, files, storage, settings, log } = deps;

  async function copyOriginal(key: string, target: string) {
    const source = await storage.open(key);
    if (!source)
      throw new ConversionError('files.conversionFailed', `original ${key} missing`, true);
    await pipeline(source, fs.createWriteStream(target));
  }

  return async function convert(data: { fileId: number }, job: JobContext): Promise<void> {
    const { fileId } = data;
    const file = await files.findById(fileId);
    // The file was deleted meanwhile: nothing to convert.
    if (!file) return;
    await setConversion(db, fileId, { conversionState: 'converting' });
    const scratch = await fsp.mkdtemp(path.join(storage.workDir('convert'), `file-${fileId}-`));
    try {
      const soffice = await locateSoffice(settings.sofficePath);
      if (!soffice)
        throw new ConversionError(
          'files.converterMissing',
          settings.sofficePath || 'soffice not on PATH',
          true,
        );
      const input = path.join(scratch, `source.${file.ext}`);
      await copyOriginal(file.key, input);
      if (ZIP_DOCUMENTS.includes(file.ext)) await guardZipDocument(input);
      const pdf = await convertToPdf({
        soffice,
        input,
        workDir: scratch,
        timeoutMs: settings.timeoutMs,
        signal: job.signal,
      });
      const stored = await storage.putFile(pdf, { ext: 'pdf', folder: 'converted' });
      await setConversion(db, fileId, {
        conversionState: 'converted',
        conversionError: null,
        pdfKey: stored.key,
      });
      log.info({ jobId: job.id, fileId }, 'document converted to PDF');
    } catch (err) {
      if (err instanceof ConversionAborted) {
        // Shutting down: the queue hands the job back, the file waits for the next process.
        await setConversion(db, fileId, { conversionState: 'pending' });
        throw new JobAborted(`conversion of file ${fileId} stopped`);
      }
      const key = err instanceof ConversionError ? err.key : 'files.conversionFailed';
      const permanent = err instanceof ConversionError && err.permanent;
      const final = permanent || job.last;
      await setConversion(db, fileId, {
        conversionState: final ? 'failed' : 'pending',
        conversionError: key,
      });
      const message = err instanceof Error ? err.message : String(err);
      const detail = err instanceof ConversionError ? err.detail : message;
      const Failure = permanent ? PermanentJobError : JobError;
      throw new Failure(message, { key, detail });
    } finally {
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  };
}

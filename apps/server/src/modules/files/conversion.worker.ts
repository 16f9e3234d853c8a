import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ARCHIVE_LIMITS, ArchiveRefused, checkZipFile, isBomb } from '../../core/archive-guard.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { ConversionJobRow, ConversionRepository } from './conversion.repository.ts';
import type { FilesRepository } from './files.repository.ts';
import { ConversionAborted, ConversionError, convertToPdf, locateSoffice } from './soffice.ts';

export interface ConversionSettings {
  /** SOFFICE_PATH; empty to look for soffice on PATH. */
  sofficePath: string;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** The longest one LibreOffice run may take. */
  timeoutMs: number;
  /** How long a claim holds a job without a heartbeat (renewed every third of it). */
  leaseMs: number;
  /** Attempts before a job is failed for good. */
  maxAttempts: number;
  /** The wait before a failed attempt is retried, times the attempt number. */
  retryDelayMs: number;
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

export const DEFAULT_CONVERSION: Omit<ConversionSettings, 'sofficePath' | 'pollMs' | 'timeoutMs'> =
  {
    leaseMs: 60_000,
    maxAttempts: 3,
    retryDelayMs: 30_000,
  };

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The document conversion worker of one server process: polls conversion_jobs, claims one job
 * at a time (row lock, lease), converts it with LibreOffice and records the outcome. Jobs live
 * in the database, so a restart or a second process picks up where this one stopped.
 */
export function createConversionWorker(deps: {
  jobs: ConversionRepository;
  files: FilesRepository;
  storage: FileStorage;
  settings: ConversionSettings;
  log: Logger;
}) {
  const { jobs, files, storage, settings, log } = deps;
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let abort = new AbortController();

  async function copyOriginal(key: string, target: string) {
    const source = await storage.open(key);
    if (!source)
      throw new ConversionError('files.conversionFailed', `original ${key} missing`, true);
    await pipeline(source, fs.createWriteStream(target));
  }

  /** Converts one claimed job and records how it ended. */
  async function convertJob(job: ConversionJobRow): Promise<void> {
    const scratch = await fsp.mkdtemp(path.join(storage.workDir('convert'), `job-${job.id}-`));
    const lost = new AbortController();
    const onStop = () => lost.abort();
    abort.signal.addEventListener('abort', onStop, { once: true });
    const heartbeat = setInterval(() => {
      jobs.renew(job.id, id, settings.leaseMs).then(
        (held) => {
          if (!held) lost.abort();
        },
        (err: unknown) => log.warn({ err, jobId: job.id }, 'conversion lease renewal failed'),
      );
    }, settings.leaseMs / 3);
    heartbeat.unref();
    try {
      const file = await files.findById(job.fileId);
      if (!file) throw new ConversionError('files.conversionFailed', 'file row missing', true);
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
        signal: lost.signal,
      });
      const stored = await storage.putFile(pdf, { ext: 'pdf', folder: 'converted' });
      if (!(await jobs.finish(job, id, { state: 'converted', pdfKey: stored.key }))) {
        await storage.remove(stored.key);
        return;
      }
      log.info({ jobId: job.id, fileId: job.fileId }, 'document converted to PDF');
    } catch (err) {
      if (err instanceof ConversionAborted) {
        // Shutting down (or the lease was lost): hand the job back without counting the attempt.
        await jobs.finish(job, id, {
          state: 'pending',
          error: job.error,
          retryInMs: 0,
          countAttempt: false,
        });
        return;
      }
      const key = err instanceof ConversionError ? err.key : 'files.conversionFailed';
      const permanent = err instanceof ConversionError && err.permanent;
      log.warn({ err, jobId: job.id, attempt: job.attempts }, 'document conversion failed');
      if (permanent || job.attempts >= settings.maxAttempts) {
        await jobs.finish(job, id, { state: 'failed', error: key });
      } else {
        await jobs.finish(job, id, {
          state: 'pending',
          error: key,
          retryInMs: settings.retryDelayMs * job.attempts,
          countAttempt: true,
        });
      }
    } finally {
      clearInterval(heartbeat);
      abort.signal.removeEventListener('abort', onStop);
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  }

  /** Works through every due job, then sleeps until the next poll (or a wake-up). */
  async function drain() {
    do {
      again = false;
      for (;;) {
        if (!running) return;
        const job = await jobs.claim(id, settings.leaseMs, settings.maxAttempts);
        if (!job) break;
        await convertJob(job);
      }
    } while (again && running);
  }

  function schedule(ms: number) {
    if (!running || loop) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      loop = drain()
        .catch((err: unknown) => log.error({ err }, 'conversion worker poll failed'))
        .finally(() => {
          loop = null;
          schedule(settings.pollMs);
        });
    }, ms);
    timer.unref();
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      abort = new AbortController();
      schedule(0);
    },
    /** Stops polling; a conversion in progress is stopped and its job handed back. */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      abort.abort();
      await loop;
    },
    /** A job was queued in this process: look now rather than at the next poll. */
    wake() {
      if (!running) return;
      if (loop) again = true;
      else schedule(0);
    },
    /** One claim, for tests of the locking (no conversion). */
    claim: () => jobs.claim(id, settings.leaseMs, settings.maxAttempts),
    convertJob,
  };
}
export type ConversionWorker = ReturnType<typeof createConversionWorker>;

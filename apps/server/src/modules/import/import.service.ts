import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { messageRef, translateRef, type MessageKey } from '@ascent/shared/errors';
import { isLocale, type Locale } from '@ascent/shared/i18n';
import type {
  TImportDetail,
  TImportKind,
  TImportResultOf,
  TImportStarted,
} from '@ascent/shared/import';
import type { Actor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue, QueuePolicy } from '../../infra/jobs/job-queue.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createImportRepository } from './import.repository.ts';
import { removeSheet } from './import.sweep.ts';

/** The job queue's queue of sheet imports: one job `{ importId, companyId }`. */
export const IMPORT_QUEUE = 'import';

/**
 * Someone waits at the import dialog: one retry a few seconds on (the database briefly away),
 * then the import has failed and they upload again. Hashing 20,000 passwords of their own
 * takes minutes, well inside the claim.
 */
export const IMPORT_POLICY: Partial<QueuePolicy> = {
  retryLimit: 1,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
};

/** What an import is given to run: the sheet, the kind's target, for whom and in what language. */
export interface ImportInput<T> {
  actor: Actor;
  ip: string;
  locale: Locale;
  target: T;
  filename: string;
  data: Buffer;
}

/**
 * What an import found, before it writes: its report, its message, and the writes, which run in
 * the transaction that records the import done (all of them land, or none and the import is
 * not done). A refusal of the whole sheet is thrown (`fail`): the import fails with it.
 */
export interface ImportPlan<R> {
  result: R;
  /** Fields of the report its uploader is shown once, on the first read of the done import. */
  once?: Partial<R>;
  message: { key: MessageKey; params?: Record<string, string | number> };
  write?: (tx: Tx) => Promise<void>;
}

export type ImportRunner<K extends TImportKind, T> = (
  input: ImportInput<T>,
) => Promise<ImportPlan<TImportResultOf<K>>>;

interface ImportJob {
  importId: number;
  companyId: number;
}

/**
 * Sheet imports on the job queue (docs/decisions.md "Imports"). The upload is stored and the
 * import queued in one step; any process then runs it: the kind's runner reads and checks the
 * sheet, and its writes commit together with the import's report. An attempt that lost its
 * claim (too slow, its process gone) writes nothing; the attempt that holds it finishes it.
 */
export function createImportService(deps: {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  secrets: SecretBox;
  onError?: (err: unknown) => void;
}) {
  const repo = createImportRepository(deps.db);
  const runners = new Map<TImportKind, ImportRunner<TImportKind, unknown>>();

  /** Removes a finished import's sheet (else the sweep does, should this fail or not run). */
  async function forgetFile(row: { id: number; fileKey: string | null }) {
    try {
      await removeSheet(deps.storage, repo, row);
    } catch (err) {
      deps.onError?.(err);
    }
  }

  deps.jobs.define<ImportJob>(
    IMPORT_QUEUE,
    async ({ importId, companyId }, job) => {
      const row = await repo.find(companyId, importId);
      // Its company deleted, or finished by an attempt that then lost its claim.
      if (!row || row.state === 'done' || row.state === 'failed') return;
      const run = runners.get(row.kind);
      if (!run) throw new Error(`no runner for imports of ${row.kind}`);
      await repo.markRunning(row.id);
      try {
        const stream = row.fileKey ? await deps.storage.open(row.fileKey) : null;
        if (!stream) throw fail('import.failed');
        const plan = await run({
          actor: { ...row.actor, sessionId: '' },
          ip: row.ip,
          locale: isLocale(row.locale) ? row.locale : 'zh-CN',
          target: row.target,
          filename: row.filename,
          data: await buffer(stream),
        });
        const sealed = await deps.secrets.seal(JSON.stringify(plan.result));
        const once = plan.once ? await deps.secrets.seal(JSON.stringify(plan.once)) : null;
        const done = await deps.db.transaction(async (tx) => {
          // Another attempt holds the import now: it finishes it, this one writes nothing.
          if (!(await job.keep(tx))) return false;
          if ((await createImportRepository(tx).lockState(row.id)) !== 'running') return false;
          await plan.write?.(tx);
          await createImportRepository(tx).finish(row.id, {
            state: 'done',
            message: messageRef(plan.message.key, plan.message.params),
            result: sealed,
            once,
          });
          return true;
        });
        if (done) await forgetFile(row);
      } catch (err) {
        // The sheet refused as a whole (unreadable, too many rows, the bank gone): no retry
        // would read it differently. Anything else is retried, and fails the import at the last.
        if (!(err instanceof AppError) && !job.last) throw err;
        await repo.finish(row.id, {
          state: 'failed',
          message: err instanceof AppError ? err.ref : 'import.failed',
          result: null,
        });
        await forgetFile(row);
        if (!(err instanceof AppError)) throw err;
      }
    },
    IMPORT_POLICY,
  );

  return {
    /** How imports of a kind run (each module registers its own while it is built). */
    register<K extends TImportKind, T>(kind: K, runner: ImportRunner<K, T>): void {
      if (runners.has(kind)) throw new Error(`imports of ${kind} registered twice`);
      runners.set(kind, runner as unknown as ImportRunner<TImportKind, unknown>);
    },

    /**
     * Stores the sheet and queues its import for `actor`: the answer of every import upload.
     * The kind's cheap refusals (the target gone, no right to it) come before, in the request.
     */
    async start<K extends TImportKind, T extends Record<string, unknown>>(
      who: { actor: Actor; ip: string; locale: Locale },
      kind: K,
      file: { filename: string; data: Buffer },
      target: T,
    ): Promise<TImportStarted> {
      if (!runners.has(kind)) throw new Error(`imports of ${kind} are not registered`);
      const ext = file.filename.toLowerCase().endsWith('.xls') ? 'xls' : 'xlsx';
      const stored = await deps.storage.put(Readable.from([file.data]), {
        ext,
        folder: 'imports',
        maxBytes: file.data.length,
      });
      const { sessionId: _session, ...actor } = who.actor;
      try {
        const importId = await deps.db.transaction(async (tx) => {
          const id = await createImportRepository(tx).insert({
            companyId: actor.companyId,
            userId: actor.userId,
            kind,
            actor,
            ip: who.ip,
            locale: who.locale,
            target,
            filename: file.filename,
            fileKey: stored.key,
          });
          await deps.jobs.send(IMPORT_QUEUE, { importId: id, companyId: actor.companyId }, { tx });
          return id;
        });
        return { importId };
      } catch (err) {
        await deps.storage.remove(stored.key).catch(deps.onError ?? (() => {}));
        throw err;
      }
    },

    /**
     * One of the caller's imports: its state, then its message and report in `locale`; the
     * first read of a done import also has what is shown once.
     */
    async detail(actor: Actor, id: number, locale: Locale): Promise<TImportDetail> {
      const row = await repo.find(actor.companyId, id);
      if (!row || row.userId !== actor.userId) throw fail('import.notFound');
      const open = async (sealed: string | null) =>
        sealed === null ? null : (JSON.parse(await deps.secrets.open(sealed)) as object);
      const result = await open(row.result);
      const once =
        result && row.once
          ? await open(
              await deps.db.transaction((tx) => createImportRepository(tx).takeOnce(row.id)),
            )
          : null;
      return {
        id: row.id,
        kind: row.kind,
        state: row.state,
        message: row.message === null ? null : translateRef(row.message, locale),
        result: result && { ...result, ...once },
      } as TImportDetail;
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;

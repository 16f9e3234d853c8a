import type { TDirectorySuite } from '@ascent/shared/sso';
import { AppError } from '../../core/errors.ts';
import {
  JobAborted,
  JobError,
  PermanentJobError,
  type JobContext,
  type QueuePolicy,
} from '../../infra/jobs/job-queue.ts';
import type { DirectoryReader, SuiteApp } from '../../infra/suites/suite-client.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { RunCancelled, RunLost, runDirectorySync, type SyncDeps } from './directory-sync.ts';
import { stopReason } from './directory-stop.ts';

/** The job queue's queue of directory sync runs: one job `{ runId, companyId }` per run. */
export const DIRECTORY_QUEUE = 'directory-sync';

/**
 * Three attempts, the first retry after 30-60 s, the second after 60-120 s (back-off). An
 * attempt keeps its claim with every step it applies (a page of members, the departments, the
 * leavers), so the expiry bounds one step, not the run: reading all of a large company's
 * departments (DingTalk lists them one department at a time) or a page with its rate-limit
 * waits. A process that died is noticed that long after its last step.
 */
export const DIRECTORY_POLICY: Partial<QueuePolicy> = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
};

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The directory sync handler of the job queue: runs one run from its stored phase and cursor
 * and records the outcome on the run. The job queue gives the run to one process at a time and
 * takes it up again when that process dies (the attempt's claim, kept with every step, expired)
 * or a step failed (retried with back-off; meanwhile the run waits queued, with why). An
 * administrator's cancel reaches it through the run's row, wherever it runs. A run that ended
 * (finished, failed for good, cancelled) ends its job without a retry.
 */
export function createDirectoryHandler(
  deps: SyncDeps & {
    readers: Record<TDirectorySuite, DirectoryReader>;
    appFor: (companyId: number, suite: TDirectorySuite) => Promise<SuiteApp>;
    log: Logger;
  },
) {
  const { log } = deps;
  const repo = createDirectoryRepository(deps.db);

  return async function sync(data: { runId: number }, job: JobContext): Promise<void> {
    const run = await repo.begin(data.runId);
    if (!run) {
      // Ended already (cancelled while queued, or finished), or a cancel waited for it while
      // its last attempt's process was gone: that one stops now, without a step.
      await repo.finishCancelled(data.runId);
      return;
    }
    const suite = run.suite as TDirectorySuite;
    try {
      const app = await deps.appFor(run.companyId, suite);
      await runDirectorySync(deps, run, deps.readers[suite], app, {
        keep: (tx) => job.keep(tx),
        stopping: () => job.signal.aborted,
      });
      await repo.finish(run.id, 'done');
      log.info({ runId: run.id, suite }, 'directory sync done');
    } catch (err) {
      if (err instanceof RunLost) {
        // The process is stopping: the job goes back, due at once, and the run goes on there.
        if (job.signal.aborted) throw new JobAborted(err.message);
        // Taken up by another attempt (this one's claim expired): the run is that attempt's.
        return;
      }
      if (err instanceof RunCancelled) {
        await repo.finishCancelled(run.id);
        log.info({ runId: run.id, suite }, 'directory sync cancelled');
        return;
      }
      const reason = stopReason(err);
      const message = err instanceof Error ? err.message : String(err);
      // The Jobs page shows it in its reader's language, as the run's report does.
      const why = { key: reason, detail: '' };
      log.warn({ err, runId: run.id, suite, attempt: job.attempt }, 'directory sync failed');
      // A refusal of ours (the suite listed nobody, the app switched off) is not mended by
      // trying again; nor is anything once the attempts are used up: the run fails, and the
      // suite's next run resumes it.
      if (err instanceof AppError || job.last) {
        await repo.finish(run.id, 'failed', reason);
        throw err instanceof AppError
          ? new PermanentJobError(message, why)
          : new JobError(message, why);
      }
      // Retried by the queue after its back-off, from the run's phase and cursor; a cancel
      // asked for meanwhile stops it instead.
      if (!(await repo.requeue(run.id, reason))) {
        await repo.finishCancelled(run.id);
        return;
      }
      throw new JobError(message, why);
    }
  };
}

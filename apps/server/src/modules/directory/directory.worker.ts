import crypto from 'node:crypto';
import os from 'node:os';
import type { TDirectorySuite } from '@ascent/shared/sso';
import type { DirectoryReader, SuiteApp } from '../../infra/suites/suite-client.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { RunCancelled, RunLost, runDirectorySync, type SyncDeps } from './directory-sync.ts';
import { stopReason } from './directory-stop.ts';

export interface DirectoryWorkerSettings {
  /** How often an idle worker looks for queued runs (or runs whose process died). */
  pollMs: number;
  /** How long a claim holds a run without progress (renewed with every page applied). */
  leaseMs: number;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The directory sync worker of one server process (the conversion worker's pattern): polls
 * directory_runs, claims one run at a time (row lock, lease), runs it from its stored phase and
 * cursor, and records the outcome. Runs live in the database, so a restart or another process
 * picks up a run whose lease ran out where it stopped, and an administrator's cancel reaches
 * the worker holding the run wherever it runs (the run's row, read with each page's progress).
 */
export function createDirectoryWorker(
  deps: SyncDeps & {
    readers: Record<TDirectorySuite, DirectoryReader>;
    appFor: (companyId: number, suite: TDirectorySuite) => Promise<SuiteApp>;
    settings: DirectoryWorkerSettings;
    log: Logger;
  },
) {
  const { settings, log } = deps;
  const repo = createDirectoryRepository(deps.db);
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  let running = false;
  let loop: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wakeUp: (() => void) | null = null;
  let again = false;

  async function runOne(): Promise<boolean> {
    const run = await repo.claim(workerId, settings.leaseMs);
    if (!run) return false;
    const suite = run.suite as TDirectorySuite;
    try {
      // Cancelled while its process was gone (the lease ran out): it stops without a step.
      if (run.cancelRequestedAt) throw new RunCancelled(`run ${run.id} was cancelled`);
      const app = await deps.appFor(run.companyId, suite);
      await runDirectorySync(deps, run, deps.readers[suite], app, {
        workerId,
        leaseMs: settings.leaseMs,
        stopping: () => !running,
      });
      await repo.finish(run.id, workerId, 'done');
      log.info({ runId: run.id, suite }, 'directory sync done');
    } catch (err) {
      // A run taken over by another process, or left for one when this process stops, is theirs.
      if (err instanceof RunLost) return running;
      if (err instanceof RunCancelled) {
        await repo.finishCancelled(run.id, workerId);
        log.info({ runId: run.id, suite }, 'directory sync cancelled');
        return true;
      }
      log.warn({ err, runId: run.id, suite }, 'directory sync failed');
      await repo.finish(run.id, workerId, 'failed', stopReason(err));
    }
    return true;
  }

  async function work() {
    while (running) {
      again = false;
      let worked = false;
      try {
        worked = await runOne();
      } catch (err) {
        log.warn({ err }, 'directory sync worker');
      }
      if (!running) break;
      if (worked || again) continue;
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, settings.pollMs);
      });
      wakeUp = null;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    /** Looks for work now (a run was just queued). */
    wake() {
      again = true;
      if (timer) clearTimeout(timer);
      wakeUp?.();
    },
    async stop() {
      running = false;
      this.wake();
      await loop;
      loop = null;
    },
  };
}
export type DirectoryWorker = ReturnType<typeof createDirectoryWorker>;

import type { z } from 'zod';
import type {
  TDirectoryRun,
  TDirectoryRunDetail,
  TDirectoryRunPage,
  TDirectorySuite,
  ZDirectoryRunCancelRequest,
  ZDirectoryRunDetailRequest,
  ZDirectoryRunsRequest,
} from '@ascent/shared/sso';
import type { Locale } from '@ascent/shared/i18n';
import { inCompany, requireAdmin } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { messageRef } from '@ascent/shared/errors';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SuiteApp } from '../../infra/suites/suite-client.ts';
import { createDirectoryRepository, type DirectoryRunRow } from './directory.repository.ts';
import { toDirectoryFailure, toDirectoryRun } from './directory.mapper.ts';
import { cancelReason } from './directory-stop.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

type RunsQuery = z.output<typeof ZDirectoryRunsRequest>;
type DetailQuery = z.output<typeof ZDirectoryRunDetailRequest>;
type CancelInput = z.output<typeof ZDirectoryRunCancelRequest>;

/**
 * Whether a stopped run is taken over by the suite's next run: one that failed or was
 * cancelled while reading (its phase and cursor say where). One that failed on the leavers
 * (the suite listed nobody) starts a new cycle; one cancelled there has read the whole cycle
 * and goes on to the leavers.
 */
function resumable(run: DirectoryRunRow | undefined): run is DirectoryRunRow {
  if (run?.state === 'failed') return run.phase === 'departments' || run.phase === 'users';
  if (run?.state === 'cancelled') return run.phase !== 'finished';
  return false;
}

/**
 * Directory sync's admin calls (docs/decisions.md "Directory sync from the workplace suites"):
 * a run is queued with its job (one queued or running per company and suite; a suite whose
 * last run failed or was cancelled is resumed from where it stopped), a queued or running run
 * cancelled, and the runs' report with failed rows.
 */
export function createDirectoryService(deps: {
  db: Db;
  /** The company's enabled application at the suite (sso: 'signOn.notConfigured' otherwise). */
  appFor: (companyId: number, suite: TDirectorySuite) => Promise<SuiteApp>;
  /** A run's job, sent in the transaction that creates the run (run once that commits). */
  runs: {
    enqueue(tx: DbOrTx, run: DirectoryRunRow): Promise<void>;
    /** Whether the run's job is still to run (waiting, due for a retry, or running). */
    pending(tx: DbOrTx, run: DirectoryRunRow): Promise<boolean>;
  };
  /** Who cancels a run, by name (the stop reason names them). */
  people: Pick<PeopleDirectory, 'find'>;
  record: ChangeRecorder;
}) {
  const repo = createDirectoryRepository(deps.db);
  return {
    async start(
      actor: Actor,
      ip: string,
      suite: TDirectorySuite,
      locale: Locale,
    ): Promise<TDirectoryRun> {
      await deps.appFor(actor.companyId, suite);
      let row;
      try {
        row = await deps.db.transaction(async (tx) => {
          const runs = createDirectoryRepository(tx);
          let last = await runs.latestRun(actor.companyId, suite);
          if (last && (last.state === 'queued' || last.state === 'running')) {
            if (await deps.runs.pending(tx, last)) throw fail('signOn.syncRunning');
            // Its job is gone (every attempt's process died, so no attempt could record the
            // end): the run failed, and this one takes over from where it stopped.
            last = await runs.abandon(last.id, messageRef('directoryStop.failed'));
          }
          // The last run stopped early: this one takes over its phase, cursor and cycle.
          const resume = resumable(last) ? last : undefined;
          const created = await runs.insertRun({
            companyId: actor.companyId,
            suite,
            createdBy: actor.userId,
            ...(resume
              ? {
                  phase: resume.phase,
                  cursor: resume.cursor,
                  cycle: resume.cycle,
                  resumedFrom: resume.id,
                }
              : {}),
          });
          await deps.record(tx, actor, ip, {
            action: 'create',
            entity: 'sso',
            entityId: created.id,
            summary: `directory sync ${suite}`,
            after: { suite, resumedFrom: created.resumedFrom },
          });
          await deps.runs.enqueue(tx, created);
          return created;
        });
      } catch (err) {
        // Another request queued one at the same moment (one active run per company and suite).
        if (isUniqueViolation(err, 'directory_runs_one_active_uq'))
          throw fail('signOn.syncRunning');
        throw err;
      }
      return toDirectoryRun(row, locale);
    },

    /**
     * Stops a queued run at once, or asks a running one to stop before its next page (its job
     * may run in another process: the request is kept in the run's row). What the run
     * applied is kept; the suite's next run resumes it. Another company's run is not found, a
     * run that already ended is refused.
     */
    async cancel(
      actor: Actor,
      ip: string,
      input: CancelInput,
      locale: Locale,
    ): Promise<TDirectoryRun> {
      requireAdmin(actor);
      const run = inCompany(actor.companyId, await repo.runById(input.id), 'signOn.syncNotFound');
      const [who] = await deps.people.find(actor.companyId, [actor.userId]);
      const reason = cancelReason(who ?? { realName: '', account: actor.account });
      const row = await deps.db.transaction(async (tx) => {
        const cancelled = await createDirectoryRepository(tx).cancel(run.id, actor.userId, reason);
        if (!cancelled) throw fail('signOn.syncNotActive');
        await deps.record(tx, actor, ip, {
          action: 'cancel',
          entity: 'sso',
          entityId: run.id,
          summary: `directory sync ${run.suite} cancelled`,
          before: { state: run.state, phase: run.phase },
          after: { state: cancelled.state, phase: cancelled.phase },
        });
        return cancelled;
      });
      return toDirectoryRun(row, locale);
    },

    async runs(actor: Actor, input: RunsQuery, locale: Locale): Promise<TDirectoryRunPage> {
      const { list, total } = await repo.pageRuns(
        actor.companyId,
        input.suite,
        input.page,
        input.pageSize,
      );
      return {
        list: list.map((r) => toDirectoryRun(r, locale)),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    async detail(actor: Actor, input: DetailQuery, locale: Locale): Promise<TDirectoryRunDetail> {
      const run = await repo.findRun(actor.companyId, input.id);
      if (!run) throw fail('signOn.syncNotFound');
      const { list, total } = await repo.pageFailures(run.id, input.page, input.pageSize);
      return {
        run: toDirectoryRun(run, locale),
        failures: {
          list: list.map(toDirectoryFailure),
          total,
          page: input.page,
          pageSize: input.pageSize,
        },
      };
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;

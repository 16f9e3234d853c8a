import type { z } from 'zod';
import type {
  TDirectoryRun,
  TDirectoryRunDetail,
  TDirectoryRunPage,
  TDirectorySuite,
  ZDirectoryRunDetailRequest,
  ZDirectoryRunsRequest,
} from '@ascent/shared/sso';
import type { Locale } from '@ascent/shared/i18n';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { SuiteApp } from '../../infra/suites/suite-client.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { toDirectoryFailure, toDirectoryRun } from './directory.mapper.ts';

type RunsQuery = z.output<typeof ZDirectoryRunsRequest>;
type DetailQuery = z.output<typeof ZDirectoryRunDetailRequest>;

/**
 * Directory sync's admin calls (docs/decisions.md "Directory sync from the workplace suites"):
 * a run is queued for the worker (one queued or running per company and suite; a suite whose
 * last run failed is resumed from where it stopped), and the runs' report with failed rows.
 */
export function createDirectoryService(deps: {
  db: Db;
  /** The company's enabled application at the suite (sso: 'signOn.notConfigured' otherwise). */
  appFor: (companyId: number, suite: TDirectorySuite) => Promise<SuiteApp>;
  /** The worker looks for the new run at once. */
  wake: () => void;
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
          const last = await runs.latestRun(actor.companyId, suite);
          if (last && (last.state === 'queued' || last.state === 'running'))
            throw fail('signOn.syncRunning');
          // The last run failed while reading: this one takes over its phase, cursor and cycle.
          // One that failed on the leavers (the suite listed nobody) starts a new cycle.
          const resume =
            last?.state === 'failed' && (last.phase === 'departments' || last.phase === 'users')
              ? last
              : undefined;
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
          return created;
        });
      } catch (err) {
        // Another request queued one at the same moment (one active run per company and suite).
        if (isUniqueViolation(err, 'directory_runs_one_active_uq'))
          throw fail('signOn.syncRunning');
        throw err;
      }
      deps.wake();
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

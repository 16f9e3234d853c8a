import type { TDirectorySuite } from '@ascent/shared/sso';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Db } from '../../db/client.ts';
import type { DirectoryReader, SuiteApp } from '../../infra/suites/suite-client.ts';
import type { SyncedDepartments } from '../department/department.module.ts';
import type { SyncedPeople } from '../user/user.module.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService } from './directory.service.ts';
import type { SyncDeps } from './directory-sync.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { createDirectoryHandler, DIRECTORY_POLICY, DIRECTORY_QUEUE } from './directory.job.ts';

/**
 * Directory sync from WeCom, DingTalk and Feishu: the admin calls, and each run a job on the
 * job queue (its handler runs the run in whichever process takes the job).
 */
export function createDirectoryModule(deps: {
  db: Db;
  readers: Record<TDirectorySuite, DirectoryReader>;
  appFor: (companyId: number, suite: TDirectorySuite) => Promise<SuiteApp>;
  departments: SyncedDepartments;
  people: SyncedPeople;
  /** Who cancels a run, by name. */
  names: Pick<PeopleDirectory, 'find'>;
  sessions: SyncDeps['sessions'];
  record: ChangeRecorder;
  /** The job queue runs go on. */
  jobs: JobQueue;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}) {
  deps.jobs.define(DIRECTORY_QUEUE, createDirectoryHandler(deps), DIRECTORY_POLICY);
  const service = createDirectoryService({
    ...deps,
    people: deps.names,
    runs: {
      async enqueue(tx, run) {
        // The company's id lets its admins see and retry the job (the Jobs page).
        const data = { runId: run.id, companyId: run.companyId };
        await deps.jobs.send(DIRECTORY_QUEUE, data, { tx });
      },
      pending: (tx, run) => deps.jobs.pending(DIRECTORY_QUEUE, { runId: run.id }, tx),
    },
  });
  return { service, routes: directoryRoutes(service) };
}

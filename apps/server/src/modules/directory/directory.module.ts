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
import { createDirectoryWorker, type DirectoryWorkerSettings } from './directory.worker.ts';

/**
 * Directory sync from WeCom, DingTalk and Feishu: the admin calls and the background worker
 * (`start()`/`stop()`, tied to the server's life by app.ts).
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
  settings: DirectoryWorkerSettings & { worker: boolean };
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}) {
  const worker = createDirectoryWorker(deps);
  const service = createDirectoryService({
    ...deps,
    people: deps.names,
    wake: () => worker.wake(),
  });
  return {
    service,
    routes: directoryRoutes(service),
    start: () => {
      if (deps.settings.worker) worker.start();
    },
    stop: () => worker.stop(),
  };
}

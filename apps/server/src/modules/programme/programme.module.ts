import { TASK_MENU } from '@ascent/shared/task';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type {
  ItemAccess,
  ItemEvents,
  ItemSource,
  ItemSources,
  SignupRegistry,
  TaskSources,
} from '../../core/learning-items.ts';
import type { Access } from '../../core/access.ts';
import { createProgrammeRepository } from './programme.repository.ts';
import { createProgressEngine, createProgrammeItemSource } from './programme-progress.service.ts';
import { createProgrammeService } from './programme.service.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { createReportCache, createReportService } from './programme-report.service.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { createSupervisorService } from './programme-supervisor.service.ts';
import { createProgrammeAdminService, type ProgrammeDirectory } from './programme-admin.service.ts';
import { programmeRoutes } from './programme.routes.ts';
import { programmeAdminRoutes } from './programme-admin.routes.ts';
import { urlOf } from './programme.mapper.ts';

/**
 * Training programmes (issue 6): projects, new-staff and subject training, learning maps and
 * packages. Registers with the issue's seams: the 'programme' item source, task sources for
 * the to-do centre, the sign-up target, the item-access grant (programmes open their items,
 * packages their programmes), the programme audience rule of the access module and the
 * item-event handler that keeps members' progress.
 */
export function createProgrammeModule(deps: {
  db: Db;
  /** Where the progress reports read (db/client.ts: the replica when configured). */
  reader: Db;
  /** The company's time zone: the report export's times. */
  clock: CompanyClock;
  /** The report's kept pages (per process, dropped in every process on change). */
  caches: SharedCaches;
  record: ChangeRecorder;
  /** The learner's scope and visibility; the module registers the programme audience rule. */
  access: Access;
  directory: ProgrammeDirectory;
  itemEvents: ItemEvents;
  itemSources: ItemSources;
  /** Where the module registers its grant (the access module asks it). */
  itemAccess: ItemAccess;
  taskSources: TaskSources;
  signups: SignupRegistry;
}) {
  const source: ItemSource = createProgrammeItemSource(urlOf);
  deps.itemSources.register(source);
  const reportCache = createReportCache(deps.caches);
  const engine = createProgressEngine({
    itemSources: deps.itemSources,
    itemEvents: deps.itemEvents,
    programmeSource: () => source,
    membersChanged: reportCache.forgetProgramme,
  });
  deps.itemEvents.on((tx, event) => engine.onItemEvent(tx, event));

  const reports = createReportService({
    db: deps.db,
    reader: deps.reader,
    clock: deps.clock,
    cache: reportCache,
  });
  const learner = createProgrammeService({
    db: deps.db,
    access: deps.access,
    engine,
    itemSources: deps.itemSources,
    signups: deps.signups,
  });
  const supervisor = createSupervisorService({ db: deps.db, reports });
  const admin = createProgrammeAdminService({
    db: deps.db,
    record: deps.record,
    itemSources: deps.itemSources,
    directory: deps.directory,
    engine,
    reports,
  });

  for (const menu of ['project', 'map', 'newstaff', 'subject'] as const)
    deps.taskSources.register({
      taskTypes: TASK_MENU[menu],
      list: (ctx, taskTypes) => learner.tasks(ctx, taskTypes),
    });

  deps.signups.registerTarget({
    targetType: 'programme',
    async describe(q, companyId, ids) {
      const rows = await createProgrammeRepository(q).findManyInCompany(companyId, ids);
      return new Map(
        rows
          .filter((r) => r.kind !== 'package')
          .map((r) => [r.id, { title: r.name, startAt: r.startAt, endAt: r.endAt }]),
      );
    },
    async enrol(tx, companyId, targetId, userId) {
      const programme = await createProgrammeRepository(tx).findInCompany(companyId, targetId);
      if (!programme) throw fail('programme.notFound');
      await engine.enrol(tx, programme, [userId], 'signup');
    },
    async unenrol(tx, companyId, targetId, userId) {
      const programme = await createProgrammeRepository(tx).findInCompany(companyId, targetId);
      if (!programme) return;
      await engine.removeMembers(tx, programme.id, [userId], 'signup');
    },
  });

  deps.itemAccess.grantMany((q, companyId, userId, kind, itemIds) =>
    learner.grantedAmong(q, companyId, userId, kind, itemIds),
  );
  deps.access.audience('programme', (q, scope, ids) =>
    createProgrammeRepository(q).visibleIds(scope, ids),
  );

  const routes = programmeRoutes({ learner, supervisor });
  return { learner, admin, engine, routes, adminRoutes: programmeAdminRoutes(admin) };
}

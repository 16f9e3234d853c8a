import { coverFor, coverKey } from '@ascent/shared/home';
import type { Db } from '../../db/client.ts';
import type { ItemSources, TaskSources } from '../../core/learning-items.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { FilesService } from '../files/files.service.ts';
import type { Access } from '../../core/access.ts';
import { TASK_TYPE, timeStateOf, type TTodoTask } from '@ascent/shared/task';
import { createIdpService, type ExamPaperTotals, type IdpPeople } from './idp.service.ts';
import { idpRoutes } from './idp.routes.ts';

/**
 * Individual development plans: the owner's plans and their progress (read through the item
 * sources), the supervisor's approval, the learner-side pickers, homework attachments. The
 * approved plans are the to-do centre's task type 27.
 */
export function createIdpModule(deps: {
  db: Db;
  items: ItemSources;
  tasks: TaskSources;
  paperTotals: ExamPaperTotals;
  /** The learner's scope and what a learner may put into a plan. */
  access: Access;
  files: FileCatalog;
  uploads: Pick<FilesService, 'uploadStream'>;
  people: IdpPeople;
}) {
  const service = createIdpService(deps);
  deps.tasks.register({
    taskTypes: [TASK_TYPE.idp],
    async list(ctx): Promise<TTodoTask[]> {
      const found = await service.tasksOf(ctx.companyId, ctx.userId);
      return found.map(({ plan, progress, completedCount, total }) => ({
        taskType: TASK_TYPE.idp,
        id: plan.id,
        title: plan.name,
        // A development plan is a path: the programme art.
        cover: coverFor('programme', '', coverKey(null, plan.id)),
        startAt: `${plan.startDate}T00:00:00.000Z`,
        endAt: `${plan.endDate}T23:59:59.999Z`,
        timeState: timeStateOf(
          `${plan.startDate}T00:00:00Z`,
          `${plan.endDate}T23:59:59.999Z`,
          ctx.now,
        ),
        progress,
        completed: total > 0 && completedCount === total,
        url: `/mine/IDP/detail?id=${plan.id}`,
      }));
    },
  });
  return { service, routes: idpRoutes({ idp: service, files: deps.uploads }) };
}

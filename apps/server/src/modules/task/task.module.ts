import type { Db } from '../../db/client.ts';
import type {
  ItemAccess,
  ItemEvents,
  ItemSources,
  SignupRegistry,
  TaskSources,
} from '../../core/learning-items.ts';
import type { Access } from '../../core/access.ts';
import { createTaskService, type ReportTotals } from './task.service.ts';
import { taskAdminRoutes, taskRoutes } from './task.routes.ts';

/** The seams of core/learning-items.ts as app.ts made them (tests reach them on the app). */
export interface LearningItemSeams {
  events: ItemEvents;
  sources: ItemSources;
  access: ItemAccess;
  tasks: TaskSources;
  signups: SignupRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 6: the learning-item seams, for tests that listen to events or grant access. */
    learningItems: LearningItemSeams;
  }
}

/**
 * Tasks (issue 6): the to-do centre, the learner's training report and the admin's item
 * pickers, read through the task and item sources other modules register.
 */
export function createTaskModule(deps: {
  db: Db;
  sources: ItemSources;
  tasks: TaskSources;
  learning: ReportTotals;
  access: Pick<Access, 'learner'>;
}) {
  const service = createTaskService(deps);
  return { service, routes: taskRoutes(service), adminRoutes: taskAdminRoutes(service) };
}

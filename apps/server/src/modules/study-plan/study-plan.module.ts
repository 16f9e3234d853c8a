import type { Db } from '../../db/client.ts';
import type { ItemSources } from '../../core/learning-items.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createStudyPlanService, type StudyPlanDirectory } from './study-plan.service.ts';
import { studyPlanRoutes } from './study-plan.routes.ts';
import { studyPlanAdminRoutes } from './study-plan-admin.routes.ts';

/**
 * Study plans: the admin's plans with their fields and departments, the departments' managers'
 * sub-plans and the admin's review, the learners' planned trainings with progress (item sources).
 */
export function createStudyPlanModule(deps: {
  db: Db;
  items: ItemSources;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  directory: StudyPlanDirectory;
  record: ChangeRecorder;
}) {
  const service = createStudyPlanService(deps);
  return {
    service,
    routes: studyPlanRoutes(service),
    adminRoutes: studyPlanAdminRoutes(service),
  };
}

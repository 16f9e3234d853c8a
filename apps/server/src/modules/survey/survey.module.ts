import type { Db } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { createSurveyAdminService } from './survey-admin.service.ts';
import { surveyAdminRoutes } from './survey-admin.routes.ts';
import { createSurveyService, type SurveyCourses, type SurveyPeople } from './survey.service.ts';
import { surveyRoutes } from './survey.routes.ts';
import { createSurveyRepository } from './survey.repository.ts';

/** Questionnaires, votes and evaluations: the learner's calls and the admin's; the audience rule. */
export function createSurveyModule(deps: {
  db: Db;
  record: ChangeRecorder;
  /** The learner's scope and visibility; the module registers the survey audience rule. */
  access: Access;
  people: SurveyPeople;
  courses: SurveyCourses;
  /** Issue 6: 'survey completed' events. */
  events: ItemEvents;
}) {
  deps.access.audience('survey', (q, scope, ids) =>
    createSurveyRepository(q).visibleIds(scope, ids),
  );
  const service = createSurveyService(deps);
  const admin = createSurveyAdminService(deps);
  return { service, admin, routes: surveyRoutes(service), adminRoutes: surveyAdminRoutes(admin) };
}

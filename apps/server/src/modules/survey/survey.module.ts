import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { LearnerScopes } from '../user/learner-scope.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { createSurveyAdminService } from './survey-admin.service.ts';
import { surveyAdminRoutes } from './survey-admin.routes.ts';
import { createSurveyService, type SurveyCourses, type SurveyPeople } from './survey.service.ts';
import { surveyRoutes } from './survey.routes.ts';

/** Questionnaires, votes and evaluations: the learner's calls and the admin's. */
export function createSurveyModule(deps: {
  db: Db;
  record: ChangeRecorder;
  scopes: LearnerScopes;
  people: SurveyPeople;
  courses: SurveyCourses;
  /** Issue 6: 'survey completed' events. */
  events: ItemEvents;
}) {
  const service = createSurveyService(deps);
  const admin = createSurveyAdminService(deps);
  return { service, admin, routes: surveyRoutes(service), adminRoutes: surveyAdminRoutes(admin) };
}

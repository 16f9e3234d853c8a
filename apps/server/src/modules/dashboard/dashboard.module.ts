import type { CompanyClock } from '../../core/company-clock.ts';
import type { Db } from '../../db/client.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/**
 * The admin dashboard's live figures and the course and exam learner reports (issue 14): it
 * owns no table; it composes the SQL the learning, exam, audit, programme, user and department
 * modules export.
 */
export function createDashboardModule(deps: { db: Db; clock: CompanyClock }) {
  const service = createDashboardService(deps);
  return { service, routes: dashboardRoutes(service) };
}

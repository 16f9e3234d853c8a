import { dashboardEndpoints } from '@ascent/shared/dashboard/endpoints';
import { bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The dashboard's figures and the learner reports with their export. */
export function dashboardRoutes(service: DashboardService) {
  return bind(dashboardEndpoints, {
    'POST /api/manage/dashboard/figures': ({ actor }) => service.figures(actor),
    'POST /api/manage/dashboard/report/learners': ({ actor, body }) => service.report(actor, body),
    'POST /api/manage/dashboard/report/items': ({ actor, body }) =>
      service.reportItems(actor, body),
    'POST /api/manage/dashboard/departments': ({ actor }) => service.departments(actor),
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    'POST /api/manage/dashboard/report/export': async ({ actor, body, locale, reply }) => {
      const file = await service.exportReport(actor, body, locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return sendWorkbook(reply, `${file.name}-${stamp}.xlsx`, file.data);
    },
  });
}

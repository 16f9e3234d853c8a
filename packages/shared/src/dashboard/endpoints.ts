import { XLSX_MIME, endpoint, endpoints } from '../api/index.ts';
import { z } from 'zod';
import {
  ZDashboardFigures,
  ZDashboardQuery,
  ZReportExport,
  ZReportItemPage,
  ZReportItemQuery,
  ZReportPage,
  ZReportQuery,
  ZScopeDepartment,
  ZScopeDepartmentsQuery,
} from './index.ts';

/**
 * The dashboard's figures and the course and exam learner reports. Signed-in callers: an
 * administrator sees the company, a unit manager or supervisor their departments' subtree,
 * anyone else is refused before anything is read (auth level `manager`: ret 7
 * `auth.adminRequired`, as every /api/manage call).
 */
export const dashboardEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/dashboard/figures',
    auth: 'manager',
    summary:
      "Live figures of the caller's company or departments: active learners, completions, exam pass rate, pending approvals, overdue learners and the active series",
    body: ZDashboardQuery,
    output: ZDashboardFigures,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/dashboard/report/learners',
    auth: 'manager',
    summary: "One course's or exam's learners (started, completed, time, score), paged",
    body: ZReportQuery,
    output: ZReportPage,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/dashboard/report/items',
    auth: 'manager',
    summary:
      'The courses or exams (ever published) whose learner reports the caller may open, by title, paged',
    body: ZReportItemQuery,
    output: ZReportItemPage,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/dashboard/departments',
    auth: 'manager',
    summary:
      "The departments the caller's reports may be filtered by: the company's, or the subtrees the caller looks after",
    body: ZScopeDepartmentsQuery,
    output: z.array(ZScopeDepartment),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/dashboard/report/export',
    auth: 'manager',
    summary: "The learner report's rows (the same filter, every page) as an xlsx workbook",
    body: ZReportExport,
    raw: { contentType: XLSX_MIME, description: 'The learner report workbook, as an attachment' },
  }),
);

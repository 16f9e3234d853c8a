import type { ReportKind } from '@ascent/shared/dashboard';

export const DASHBOARD_PATHS = {
  /** The courses and exams a learner report may be opened for. */
  reports: '/manage/reports',
  report: '/manage/reports/learners',
} as const;

/** The learner report of a course or an exam (the lists' row action). */
export const learnerReportPath = (kind: ReportKind, id: number) =>
  `${DASHBOARD_PATHS.report}?kind=${kind}&id=${id}`;

/** The reports' list of one kind (the report's way back). */
export const reportItemsPath = (kind: ReportKind) => `${DASHBOARD_PATHS.reports}?kind=${kind}`;

export const DASHBOARD_KEY = ['manage', 'dashboard'] as const;

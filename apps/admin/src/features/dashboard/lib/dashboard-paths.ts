import type { ReportKind } from '@ascent/shared/dashboard';

export const DASHBOARD_PATHS = { report: '/manage/reports/learners' } as const;

/** The learner report of a course or an exam (the lists' row action). */
export const learnerReportPath = (kind: ReportKind, id: number) =>
  `${DASHBOARD_PATHS.report}?kind=${kind}&id=${id}`;

export const DASHBOARD_KEY = ['manage', 'dashboard'] as const;

import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { ADMIN_HOME_PATH } from '../../app/router/paths.ts';
import { DASHBOARD_PATHS } from './lib/dashboard-paths.ts';

const page = featurePages('dashboard');

const DashboardPage = page(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const ReportItemsPage = page(() => import('./pages/report-items-page.tsx'), 'ReportItemsPage');
const LearnerReportPage = page(
  () => import('./pages/learner-report-page.tsx'),
  'LearnerReportPage',
);

/**
 * The dashboard (figures and charts) and the course and exam learner reports: the pages unit
 * managers and supervisors open too (`forManagers`), scoped by the server to their departments.
 */
export const feature: AdminFeature = {
  key: 'dashboard',
  area: { key: 'overview', labelKey: 'menu.areas.overview', order: 0 },
  entries: [
    {
      key: 'dashboard',
      labelKey: 'menu.dashboard',
      path: ADMIN_HOME_PATH,
      icon: 'DashboardOutlined',
      order: 0,
      forManagers: true,
    },
    {
      key: 'reports',
      labelKey: 'dashboard.report.menu',
      path: DASHBOARD_PATHS.reports,
      icon: 'FileDoneOutlined',
      order: 1,
      forManagers: true,
    },
  ],
  routes: [
    {
      index: true,
      handle: { requireAuth: true, titleKey: 'title.dashboard', forManagers: true },
      element: <DashboardPage />,
    },
    {
      path: DASHBOARD_PATHS.reports,
      handle: { requireAuth: true, titleKey: 'dashboard.report.menu', forManagers: true },
      element: <ReportItemsPage />,
    },
    {
      path: DASHBOARD_PATHS.report,
      handle: { requireAuth: true, titleKey: 'dashboard.report.pageTitle', forManagers: true },
      element: <LearnerReportPage />,
    },
  ],
};

import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { ADMIN_HOME_PATH } from '../../app/router/paths.ts';
import { DASHBOARD_PATHS } from './lib/dashboard-paths.ts';

const page = featurePages('dashboard');

const DashboardPage = page(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const LearnerReportPage = page(
  () => import('./pages/learner-report-page.tsx'),
  'LearnerReportPage',
);

/** The dashboard (figures and charts) and the course and exam learner reports. */
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
    },
  ],
  routes: [
    {
      index: true,
      handle: { requireAuth: true, titleKey: 'title.dashboard' },
      element: <DashboardPage />,
    },
    {
      path: DASHBOARD_PATHS.report,
      handle: { requireAuth: true, titleKey: 'dashboard.report.pageTitle' },
      element: <LearnerReportPage />,
    },
  ],
};

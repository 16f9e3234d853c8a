import { lazy } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { ADMIN_HOME_PATH } from '../../app/router/paths.ts';

const DashboardPage = lazy(() =>
  import('./pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);

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
  ],
};

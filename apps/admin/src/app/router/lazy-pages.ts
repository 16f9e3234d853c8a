import { lazy } from 'react';

/**
 * Every page (and the signed-in frame) is its own chunk, loaded on first visit. The error
 * page is not: it is also the router's error boundary, shown when a chunk fails to load.
 */
export const AdminLayout = lazy(() =>
  import('../../features/shell/components/admin-layout.tsx').then((m) => ({
    default: m.AdminLayout,
  })),
);
export const LoginPage = lazy(() =>
  import('../../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const LicencePage = lazy(() =>
  import('../../features/auth/pages/licence-page.tsx').then((m) => ({ default: m.LicencePage })),
);
export const NotFoundPage = lazy(() =>
  import('../../features/shell/pages/not-found-page.tsx').then((m) => ({
    default: m.NotFoundPage,
  })),
);
export const DashboardPage = lazy(() =>
  import('../../features/dashboard/pages/dashboard-page.tsx').then((m) => ({
    default: m.DashboardPage,
  })),
);

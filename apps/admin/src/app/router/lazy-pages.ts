import { lazy } from 'react';

/**
 * Every page of the site (and the signed-in frame) is its own chunk, loaded on first visit.
 * The shared pages of `@ascent/client/app` (licence, error, 404) are not: the error page is
 * also the router's error boundary, shown when a chunk fails to load.
 */
export const AdminLayout = lazy(() =>
  import('../../features/shell/components/admin-layout.tsx').then((m) => ({
    default: m.AdminLayout,
  })),
);
export const LoginPage = lazy(() =>
  import('../../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const HandoverPage = lazy(() =>
  import('../../features/handover/pages/handover-page.tsx').then((m) => ({
    default: m.HandoverPage,
  })),
);

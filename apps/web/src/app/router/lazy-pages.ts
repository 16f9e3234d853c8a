import { lazy } from 'react';

/**
 * Every page of the site (and the signed-in shell) is its own chunk, loaded on first visit.
 * The shared pages of `@ascent/client/app` (licence, error, 404) are not: the error page is
 * also the router's error boundary, shown when a chunk fails to load.
 */
export const MainLayout = lazy(() =>
  import('../../features/shell/components/main-layout.tsx').then((m) => ({
    default: m.MainLayout,
  })),
);
export const LoginPage = lazy(() =>
  import('../../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const HomePage = lazy(() =>
  import('../../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
/** The 404 page: inside the signed-in shell when signed in (features/shell). */
export const NotFoundPage = lazy(() =>
  import('../../features/shell/components/not-found-page.tsx').then((m) => ({
    default: m.NotFoundPage,
  })),
);
export const MineLayoutPage = lazy(() =>
  import('../../features/mine/pages/mine-layout-page.tsx').then((m) => ({
    default: m.MineLayoutPage,
  })),
);

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { SIGNUP_PATHS } from './lib/signup-paths.ts';

const SignupListPage = lazy(() =>
  import('./pages/signup-list-page.tsx').then((m) => ({ default: m.SignupListPage })),
);
const SignupDetailPage = lazy(() =>
  import('./pages/signup-detail-page.tsx').then((m) => ({ default: m.SignupDetailPage })),
);

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/** Sign-up (spec s.2 /signup, /signup/detail). */
export const mainRoutes: RouteObject[] = [
  { path: SIGNUP_PATHS.list, handle: meta('signup.title'), element: <SignupListPage /> },
  {
    path: SIGNUP_PATHS.detail,
    handle: meta('signup.title', { detail: true }),
    element: <SignupDetailPage />,
  },
];

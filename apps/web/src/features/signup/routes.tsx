import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { SIGNUP_PATHS } from './lib/signup-paths.ts';

const page = featurePages('signup');

const SignupListPage = page(() => import('./pages/signup-list-page.tsx'), 'SignupListPage');
const SignupDetailPage = page(() => import('./pages/signup-detail-page.tsx'), 'SignupDetailPage');

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

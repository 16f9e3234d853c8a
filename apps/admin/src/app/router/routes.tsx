import { ErrorResult, NotFoundResult, createAppRouter, type RouteMeta } from '@ascent/client/app';
import { services } from '../services.ts';
import { AdminLayout, DashboardPage, LoginPage } from './lazy-pages.ts';
import { ADMIN_HOME_PATH } from './paths.ts';
import { RootLayout } from './root-layout.tsx';

const meta = (m: RouteMeta): RouteMeta => m;

/**
 * The admin site's routes, with full paths (no router basename): the API client's login
 * redirect and the guard speak in whole paths such as /manage/login?redirect=%2Fmanage.
 * Besides /manage/login, /manage/licence and the 404 page (createAppRouter), areas are
 * registered here as they are built; until then the 404 page answers.
 */
export const router = createAppRouter({
  services,
  root: <RootLayout />,
  pages: {
    login: <LoginPage />,
    notFound: <NotFoundResult services={services} testId="admin-not-found" />,
    error: <ErrorResult services={services} />,
  },
  routes: [
    {
      path: ADMIN_HOME_PATH,
      element: <AdminLayout />,
      children: [
        {
          index: true,
          handle: meta({ requireAuth: true, titleKey: 'title.dashboard' }),
          element: <DashboardPage />,
        },
      ],
    },
  ],
});

import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout, DashboardPage, LicencePage, LoginPage, NotFoundPage } from './lazy-pages.ts';
import { ADMIN_HOME_PATH, ADMIN_LICENCE_PATH, ADMIN_LOGIN_PATH } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteMeta } from './route-meta.ts';

const meta = (m: RouteMeta): RouteMeta => m;

/**
 * The admin site's routes, with full paths (no router basename): the API client's login
 * redirect and the guard speak in whole paths such as /manage/login?redirect=%2Fmanage.
 * Areas are registered here as they are built; until then the 404 page answers.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: ADMIN_LOGIN_PATH,
        handle: meta({ public: true, titleKey: 'title.login' }),
        element: <LoginPage />,
      },
      {
        path: ADMIN_LICENCE_PATH,
        handle: meta({ public: true, titleKey: 'title.licence' }),
        element: <LicencePage />,
      },
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
      {
        path: '*',
        handle: meta({ public: true, titleKey: 'title.notFound' }),
        element: <NotFoundPage />,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../../features/shell/pages/error-page.tsx';
import {
  HomePage,
  LicencePage,
  LoginPage,
  MainLayout,
  MineLayoutPage,
  NotFoundPage,
} from './lazy-pages.ts';
import { RedirectTo } from './redirect-to.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteMeta } from './route-meta.ts';

const meta = (m: RouteMeta): RouteMeta => m;
const home = meta({ requireAuth: true, titleKey: 'title.home', menuCode: 'home' });
const mine = meta({ requireAuth: true, titleKey: 'title.mine', menuCode: 'center' });

/**
 * The routes that exist today. Other spec routes (courses, exams, the lecturer zone, the
 * audit centre...) are registered by their features when they are built; until then the
 * 404 page answers. Their flags (lecturerZone, skipInfoPrompt for /audit) live in RouteMeta.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        handle: meta({ public: true, titleKey: 'title.login' }),
        element: <LoginPage />,
      },
      {
        path: '/licence',
        handle: meta({ public: true, titleKey: 'title.licence' }),
        element: <LicencePage />,
      },
      {
        path: '/error',
        handle: meta({ public: true, titleKey: 'title.error' }),
        element: <ErrorPage />,
      },
      {
        element: <MainLayout />,
        children: [
          { path: '/', handle: home, element: <RedirectTo pathname="/study" /> },
          { path: '/study', handle: home, element: <HomePage /> },
          { path: '/mine', handle: mine, element: <RedirectTo pathname="/mine/layout" /> },
          { path: '/mine/layout', handle: mine, element: <MineLayoutPage /> },
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

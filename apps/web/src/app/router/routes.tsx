import type { RouteObject } from 'react-router';
import { ErrorResult, KIT_BOUNDARY, createAppRouter } from '@ascent/client/app';
import { services } from '../services.ts';
import { HomePage, LoginPage, MainLayout, MineLayoutPage, NotFoundPage } from './lazy-pages.ts';
import {
  FEATURE_ROUTES,
  IMMERSIVE_FEATURE_ROUTES,
  PUBLIC_FEATURE_ROUTES,
} from './feature-routes.ts';
import { RedirectTo } from './redirect-to.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteMeta } from './route-meta.ts';

const meta = (m: RouteMeta): RouteMeta => m;
/** The home and its shell are made without the component kit (issue 14: its first load). */
const home = meta({
  requireAuth: true,
  titleKey: 'title.home',
  menuCode: 'home',
  withoutKit: true,
});
const mine = meta({ requireAuth: true, titleKey: 'title.mine', menuCode: 'center' });

/** The error page (/error and the error boundary) shows uncentred here. */
const errorPage = <ErrorResult services={services} centered={false} />;

/**
 * The routes that exist today, besides /login, /licence and the 404 page (createAppRouter).
 * Other spec routes (courses, exams, the lecturer zone, the audit centre...) are registered
 * by their features (features/<name>/routes.tsx) when they are built; until then the 404
 * page answers, inside the header and menu when signed in (NotFoundPage). Their flags
 * (lecturerZone, skipInfoPrompt for /audit) live in RouteMeta.
 */
export const routes: RouteObject[] = [
  { path: '/error', handle: meta({ public: true, titleKey: 'title.error' }), element: errorPage },
  ...PUBLIC_FEATURE_ROUTES,
  ...IMMERSIVE_FEATURE_ROUTES,
  {
    // The shell places the kit's boundary around its page (KitOutlet).
    handle: KIT_BOUNDARY,
    element: <MainLayout />,
    children: [
      { path: '/', handle: home, element: <RedirectTo pathname="/study" /> },
      { path: '/study', handle: home, element: <HomePage /> },
      { path: '/mine', handle: mine, element: <RedirectTo pathname="/mine/layout" /> },
      { path: '/mine/layout', handle: mine, element: <MineLayoutPage /> },
      ...FEATURE_ROUTES,
    ],
  },
];

/** The site's router: built by mountApp, in a task of its own. */
export const createRouter = () =>
  createAppRouter({
    services,
    root: <RootLayout />,
    pages: {
      login: <LoginPage />,
      notFound: <NotFoundPage />,
      error: errorPage,
    },
    routes,
  });

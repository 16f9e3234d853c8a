import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LicenceResult } from '../pages/licence-result.tsx';
import type { AppServices } from '../services/app-services.ts';
import { RouteError } from './route-error.tsx';
import type { RouteMeta } from './route-meta.ts';

export interface AppRouterOptions {
  services: Pick<AppServices, 'paths'>;
  /** The root route's element: the app's RootLayout (around AppRoot). */
  root: ReactNode;
  /**
   * The pages every site has, at its paths: the login page and the 404 page (lazy or not),
   * and the error page, also the router's error boundary (so not lazy: a chunk that failed
   * to load shows it).
   */
  pages: { login: ReactNode; notFound: ReactNode; error: ReactNode };
  /** The app's own routes, between the fixed pages and the 404 page. */
  routes: RouteObject[];
}

const publicMeta = (titleKey: string, withoutKit = false): RouteMeta => ({
  public: true,
  titleKey,
  ...(withoutKit ? { withoutKit } : {}),
});

/**
 * An app's routes, in full paths (no router basename): under the root, the login and licence
 * pages (public), the app's routes, and the 404 page for any other path.
 */
export function appRoutes({ services, root, pages, routes }: AppRouterOptions): RouteObject[] {
  return [
    {
      element: root,
      errorElement: <RouteError>{pages.error}</RouteError>,
      children: [
        {
          path: services.paths.login,
          handle: publicMeta('ui.title.login', true),
          element: pages.login,
        },
        {
          path: services.paths.licence,
          handle: publicMeta('ui.title.licence', true),
          element: <LicenceResult services={services} />,
        },
        ...routes,
        { path: '*', handle: publicMeta('ui.title.notFound'), element: pages.notFound },
      ],
    },
  ];
}

/** The browser router of an app (see appRoutes). */
export function createAppRouter(options: AppRouterOptions) {
  return createBrowserRouter(appRoutes(options));
}

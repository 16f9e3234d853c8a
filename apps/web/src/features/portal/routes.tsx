import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { PORTAL_PATH } from './lib/portal-path.ts';

const PortalPage = featurePages('portal')(() => import('./pages/portal-page.tsx'), 'PortalPage');

/**
 * The portal (/portal, spec s.2 Public): the company's front page for signed-out visitors (the
 * login page sends those who came for the home here when pcHomeType is 2). Made without the
 * component kit, as the login page.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: PORTAL_PATH,
    handle: { public: true, titleKey: 'portal.title', withoutKit: true } satisfies RouteMeta,
    element: <PortalPage />,
  },
];

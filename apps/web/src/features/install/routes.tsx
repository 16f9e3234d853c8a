import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const page = featurePages('install');
const WxworkInstallPage = page(
  () => import('./pages/wxwork-install-page.tsx'),
  'WxworkInstallPage',
);

/**
 * Adding Ascent to WeCom (spec s.2 Public `/install/wxwork`): the operator's third-party app,
 * and the page WeCom's install page sends the browser back to. Made without the component kit,
 * as the login pages.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/install/wxwork',
    handle: { public: true, titleKey: 'install.title', withoutKit: true } satisfies RouteMeta,
    element: <WxworkInstallPage />,
  },
];

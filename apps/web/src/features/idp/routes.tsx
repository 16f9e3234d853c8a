import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { IDP_PATHS } from './lib/idp-paths.ts';

const page = featurePages('idp');

const MineIdpPage = page(() => import('./pages/mine-idp-page.tsx'), 'MineIdpPage');
const IdpEditPage = page(() => import('./pages/idp-edit-page.tsx'), 'IdpEditPage');
const IdpDetailPage = page(() => import('./pages/idp-detail-page.tsx'), 'IdpDetailPage');
const IdpPreviewPage = page(() => import('./pages/idp-preview-page.tsx'), 'IdpPreviewPage');

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  menuCode: 'center',
  ...extra,
});

/** Individual development plans (spec s.2 /mine/IDP, /mine/IDP/add, /mine/IDP/detail, /mine/ID_Preview). */
export const mainRoutes: RouteObject[] = [
  { path: IDP_PATHS.mine, handle: meta('idp.title'), element: <MineIdpPage /> },
  { path: IDP_PATHS.edit, handle: meta('idp.addTitle'), element: <IdpEditPage /> },
  {
    path: IDP_PATHS.detail,
    handle: meta('idp.title', { detail: true }),
    element: <IdpDetailPage />,
  },
  { path: IDP_PATHS.preview, handle: meta('idp.previewTitle'), element: <IdpPreviewPage /> },
];

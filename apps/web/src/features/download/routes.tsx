import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { DOWNLOADS_PATH, MY_DOCUMENTS_PATH } from './lib/download-paths.ts';

const page = featurePages('download');

const DownloadsPage = page(() => import('./pages/downloads-page.tsx'), 'DownloadsPage');
const MyDocumentsPage = page(() => import('./pages/my-documents-page.tsx'), 'MyDocumentsPage');

/** The download centre the header's icon leads to (spec s.2 /mine/down). */
export const mainRoutes: RouteObject[] = [
  {
    path: DOWNLOADS_PATH,
    handle: { requireAuth: true, titleKey: 'download.title' } satisfies RouteMeta,
    element: <DownloadsPage />,
  },
  {
    path: MY_DOCUMENTS_PATH,
    handle: {
      requireAuth: true,
      titleKey: 'download.documentsTitle',
      menuCode: 'center',
    } satisfies RouteMeta,
    element: <MyDocumentsPage />,
  },
];

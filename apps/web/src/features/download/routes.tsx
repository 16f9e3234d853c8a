import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { DOWNLOADS_PATH, MY_DOCUMENTS_PATH } from './lib/download-paths.ts';

const DownloadsPage = lazy(() =>
  import('./pages/downloads-page.tsx').then((m) => ({ default: m.DownloadsPage })),
);
const MyDocumentsPage = lazy(() =>
  import('./pages/my-documents-page.tsx').then((m) => ({ default: m.MyDocumentsPage })),
);

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

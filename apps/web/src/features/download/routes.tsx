import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';
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

/** The personal centre's entries for the download centre and my documents. */
export const mineEntries: MineEntry[] = [
  { key: 'down', labelKey: 'download.title', path: DOWNLOADS_PATH, order: 300 },
  { key: 'documents', labelKey: 'download.documentsTitle', path: MY_DOCUMENTS_PATH, order: 305 },
];

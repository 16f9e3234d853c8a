import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';
import { DOWNLOADS_PATH } from './lib/download-paths.ts';

const DownloadsPage = lazy(() =>
  import('./pages/downloads-page.tsx').then((m) => ({ default: m.DownloadsPage })),
);

/** The download centre the header's icon leads to (spec s.2 /mine/down). */
export const mainRoutes: RouteObject[] = [
  {
    path: DOWNLOADS_PATH,
    handle: { requireAuth: true, titleKey: 'download.title' } satisfies RouteMeta,
    element: <DownloadsPage />,
  },
];

/** The personal centre's entry for the download centre. */
export const mineEntries: MineEntry[] = [
  { key: 'down', labelKey: 'download.title', path: DOWNLOADS_PATH, order: 300 },
];

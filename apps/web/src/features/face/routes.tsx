import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { MineEntry } from '../../app/router/mine-entries.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { FACE_PATHS } from './lib/face-paths.ts';

const TrainIndexPage = lazy(() =>
  import('./pages/train-index-page.tsx').then((m) => ({ default: m.TrainIndexPage })),
);
const TrainDetailPage = lazy(() =>
  import('./pages/train-detail-page.tsx').then((m) => ({ default: m.TrainDetailPage })),
);
const TrainSignPage = lazy(() =>
  import('./pages/train-sign-page.tsx').then((m) => ({ default: m.TrainSignPage })),
);
const MineFacePage = lazy(() =>
  import('./pages/mine-face-page.tsx').then((m) => ({ default: m.MineFacePage })),
);

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/** Face-to-face training (spec s.2 /train/index, /train/detail, /mine/face; the QR's /train/sign). */
export const mainRoutes: RouteObject[] = [
  { path: FACE_PATHS.index, handle: meta('face.indexTitle'), element: <TrainIndexPage /> },
  {
    path: FACE_PATHS.detail,
    handle: meta('face.indexTitle', { detail: true }),
    element: <TrainDetailPage />,
  },
  { path: FACE_PATHS.sign, handle: meta('face.sign.title'), element: <TrainSignPage /> },
  {
    path: FACE_PATHS.mine,
    handle: meta('face.mineTitle', { menuCode: 'center' }),
    element: <MineFacePage />,
  },
];

/** The personal centre's entry (/mine/layout). */
export const mineEntries: MineEntry[] = [
  {
    key: 'face',
    labelKey: 'face.mineTitle',
    path: FACE_PATHS.mine,
    icon: <TeamOutlined />,
    order: 62,
  },
];

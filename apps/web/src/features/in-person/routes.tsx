import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { IN_PERSON_PATHS } from './lib/in-person-paths.ts';

const page = featurePages('in-person');

const TrainIndexPage = page(() => import('./pages/train-index-page.tsx'), 'TrainIndexPage');
const TrainDetailPage = page(() => import('./pages/train-detail-page.tsx'), 'TrainDetailPage');
const TrainSignPage = page(() => import('./pages/train-sign-page.tsx'), 'TrainSignPage');
const MineInPersonPage = page(() => import('./pages/mine-in-person-page.tsx'), 'MineInPersonPage');

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/** Face-to-face training (spec s.2 /train/index, /train/detail, /mine/face; the QR's /train/sign). */
export const mainRoutes: RouteObject[] = [
  { path: IN_PERSON_PATHS.index, handle: meta('inPerson.indexTitle'), element: <TrainIndexPage /> },
  {
    path: IN_PERSON_PATHS.detail,
    handle: meta('inPerson.indexTitle', { detail: true }),
    element: <TrainDetailPage />,
  },
  { path: IN_PERSON_PATHS.sign, handle: meta('inPerson.sign.title'), element: <TrainSignPage /> },
  {
    path: IN_PERSON_PATHS.mine,
    handle: meta('inPerson.mineTitle', { menuCode: 'center' }),
    element: <MineInPersonPage />,
  },
];

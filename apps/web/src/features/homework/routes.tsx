import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { HOMEWORK_PATHS } from './lib/homework-paths.ts';

const HomeworkPage = lazy(() =>
  import('./pages/homework-page.tsx').then((m) => ({ default: m.HomeworkPage })),
);
const MineHomeworkPage = lazy(() =>
  import('./pages/mine-homework-page.tsx').then((m) => ({ default: m.MineHomeworkPage })),
);
const MineReviewPage = lazy(() =>
  import('./pages/mine-review-page.tsx').then((m) => ({ default: m.MineReviewPage })),
);

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/** Homework (spec s.2 /questionnaire/homework, /mine/homework, /mine/homework/vetting). */
export const mainRoutes: RouteObject[] = [
  {
    path: HOMEWORK_PATHS.detail,
    handle: meta('homework.title', { detail: true }),
    element: <HomeworkPage />,
  },
  {
    path: HOMEWORK_PATHS.mine,
    handle: meta('homework.mineTitle', { menuCode: 'center' }),
    element: <MineHomeworkPage />,
  },
  {
    path: HOMEWORK_PATHS.review,
    handle: meta('homework.reviewsTitle', { menuCode: 'center' }),
    element: <MineReviewPage />,
  },
];

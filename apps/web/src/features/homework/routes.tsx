import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { HOMEWORK_PATHS } from './lib/homework-paths.ts';

const page = featurePages('homework');

const HomeworkPage = page(() => import('./pages/homework-page.tsx'), 'HomeworkPage');
const MineHomeworkPage = page(() => import('./pages/mine-homework-page.tsx'), 'MineHomeworkPage');
const MineReviewPage = page(() => import('./pages/mine-review-page.tsx'), 'MineReviewPage');

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

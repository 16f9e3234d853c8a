import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { REVIEW_PATHS } from './lib/review-paths.ts';

const page = featurePages('exam-review');

const ReviewIndexPage = page(() => import('./pages/review-index-page.tsx'), 'ReviewIndexPage');
const ReviewMemberPage = page(() => import('./pages/review-member-page.tsx'), 'ReviewMemberPage');
const ReviewEditPage = page(() => import('./pages/review-edit-page.tsx'), 'ReviewEditPage');
const ReviewEndPage = page(() => import('./pages/review-end-page.tsx'), 'ReviewEndPage');

const meta = (titleKey: string): RouteMeta => ({ requireAuth: true, titleKey });

/** Marking exams (spec s.2 /mine/review/index, /mine/review/member, /exam/review/edit, /end). */
export const mainRoutes: RouteObject[] = [
  {
    path: REVIEW_PATHS.index,
    handle: meta('examReview.title.index'),
    element: <ReviewIndexPage />,
  },
  {
    path: REVIEW_PATHS.member,
    handle: meta('examReview.title.member'),
    element: <ReviewMemberPage />,
  },
  { path: REVIEW_PATHS.edit, handle: meta('examReview.title.edit'), element: <ReviewEditPage /> },
  { path: REVIEW_PATHS.end, handle: meta('examReview.title.end'), element: <ReviewEndPage /> },
];

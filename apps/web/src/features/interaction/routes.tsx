import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const MineCollectPage = lazy(() =>
  import('./pages/mine-collect-page.tsx').then((m) => ({ default: m.MineCollectPage })),
);
const MineLikePage = lazy(() =>
  import('./pages/mine-like-page.tsx').then((m) => ({ default: m.MineLikePage })),
);
const MineCommentsPage = lazy(() =>
  import('./pages/mine-comments-page.tsx').then((m) => ({ default: m.MineCommentsPage })),
);

const MineRepliesPage = lazy(() =>
  import('./pages/mine-replies-page.tsx').then((m) => ({ default: m.MineRepliesPage })),
);

const meta = (titleKey: string): RouteMeta => ({ requireAuth: true, titleKey, menuCode: 'center' });

/**
 * The learner's own favourites, likes and comments (spec s.2 /mine/collect, /mine/like,
 * /mine/comments) and the replies to their comments (/mine/replies, issue 22).
 */
export const mainRoutes: RouteObject[] = [
  { path: '/mine/collect', handle: meta('interaction.collectTitle'), element: <MineCollectPage /> },
  { path: '/mine/like', handle: meta('interaction.likeTitle'), element: <MineLikePage /> },
  {
    path: '/mine/comments',
    handle: meta('interaction.commentsTitle'),
    element: <MineCommentsPage />,
  },
  { path: '/mine/replies', handle: meta('interaction.repliesTitle'), element: <MineRepliesPage /> },
];

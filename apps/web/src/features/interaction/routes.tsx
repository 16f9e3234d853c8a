import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const page = featurePages('interaction');

const MineCollectPage = page(() => import('./pages/mine-collect-page.tsx'), 'MineCollectPage');
const MineLikePage = page(() => import('./pages/mine-like-page.tsx'), 'MineLikePage');
const MineCommentsPage = page(() => import('./pages/mine-comments-page.tsx'), 'MineCommentsPage');

const MineRepliesPage = page(() => import('./pages/mine-replies-page.tsx'), 'MineRepliesPage');

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

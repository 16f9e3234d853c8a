import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';

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

/** The personal centre's entries for favourites, likes, comments and replies. */
export const mineEntries: MineEntry[] = [
  { key: 'collect', labelKey: 'interaction.collectTitle', path: '/mine/collect', order: 200 },
  { key: 'like', labelKey: 'interaction.likeTitle', path: '/mine/like', order: 210 },
  { key: 'comments', labelKey: 'interaction.commentsTitle', path: '/mine/comments', order: 220 },
  { key: 'replies', labelKey: 'interaction.repliesTitle', path: '/mine/replies', order: 225 },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { MESSAGES_PATH } from './lib/message-paths.ts';

const MessagesPage = lazy(() =>
  import('./pages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
);

const meta: RouteMeta = { requireAuth: true, titleKey: 'messages.title' };

/** The page the bell leads to (spec s.2 /mine/msg). */
export const mainRoutes: RouteObject[] = [
  { path: MESSAGES_PATH, handle: meta, element: <MessagesPage /> },
];

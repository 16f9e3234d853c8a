import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { MESSAGES_PATH } from './lib/message-paths.ts';

const page = featurePages('messages');

const MessagesPage = page(() => import('./pages/messages-page.tsx'), 'MessagesPage');

const meta: RouteMeta = { requireAuth: true, titleKey: 'messages.title' };

/** The page the bell leads to (spec s.2 /mine/msg). */
export const mainRoutes: RouteObject[] = [
  { path: MESSAGES_PATH, handle: meta, element: <MessagesPage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { DOC_DETAIL_PATH, KNOWLEDGE_PATH } from './lib/knowledge-paths.ts';

const KnowledgePage = lazy(() =>
  import('./pages/knowledge-page.tsx').then((m) => ({ default: m.KnowledgePage })),
);
const DocDetailPage = lazy(() =>
  import('./pages/doc-detail-page.tsx').then((m) => ({ default: m.DocDetailPage })),
);

/** The knowledge base (spec s.2 /knowledge in the main layout; /doc/detail, login required). */
export const mainRoutes: RouteObject[] = [
  {
    path: KNOWLEDGE_PATH,
    handle: {
      requireAuth: true,
      menuCode: 'knowledge',
      titleKey: 'knowledge.title',
    } satisfies RouteMeta,
    element: <KnowledgePage />,
  },
  {
    path: DOC_DETAIL_PATH,
    handle: { requireAuth: true, titleKey: 'knowledge.title', detail: true } satisfies RouteMeta,
    element: <DocDetailPage />,
  },
];

import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { DOC_DETAIL_PATH, KNOWLEDGE_PATH } from './lib/knowledge-paths.ts';

const page = featurePages('knowledge');

const KnowledgePage = page(() => import('./pages/knowledge-page.tsx'), 'KnowledgePage');
const DocDetailPage = page(() => import('./pages/doc-detail-page.tsx'), 'DocDetailPage');

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

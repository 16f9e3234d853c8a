import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { KNOWLEDGE_PATHS } from './lib/knowledge-paths.ts';
import './knowledge-admin.css';

const page = featurePages('knowledge');

const KnowledgeListPage = page(
  () => import('./pages/knowledge-list-page.tsx'),
  'KnowledgeListPage',
);
const KnowledgeEditPage = page(
  () => import('./pages/knowledge-edit-page.tsx'),
  'KnowledgeEditPage',
);
const KnowledgeCategoriesPage = page(
  () => import('./pages/knowledge-categories-page.tsx'),
  'KnowledgeCategoriesPage',
);
const HotWordsPage = page(() => import('./pages/hot-words-page.tsx'), 'HotWordsPage');

/** Knowledge base: items, categories, and the search page's pinned hot words. */
export const feature: AdminFeature = {
  key: 'knowledge',
  area: { key: 'knowledge', labelKey: 'knowledge.area', order: 40 },
  entries: [
    {
      key: 'items',
      labelKey: 'knowledge.menu.items',
      path: KNOWLEDGE_PATHS.items,
      icon: 'FileTextOutlined',
      order: 0,
    },
    {
      key: 'categories',
      labelKey: 'knowledge.menu.categories',
      path: KNOWLEDGE_PATHS.categories,
      icon: 'PartitionOutlined',
      order: 10,
    },
    {
      key: 'hot-words',
      labelKey: 'knowledge.menu.hotWords',
      path: KNOWLEDGE_PATHS.hotWords,
      icon: 'FireOutlined',
      order: 20,
    },
  ],
  routes: [
    {
      path: KNOWLEDGE_PATHS.items,
      handle: { requireAuth: true, titleKey: 'knowledge.title.items' },
      element: <KnowledgeListPage />,
    },
    {
      path: KNOWLEDGE_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'knowledge.title.edit' },
      element: <KnowledgeEditPage />,
    },
    {
      path: KNOWLEDGE_PATHS.categories,
      handle: { requireAuth: true, titleKey: 'knowledge.title.categories' },
      element: <KnowledgeCategoriesPage />,
    },
    {
      path: KNOWLEDGE_PATHS.hotWords,
      handle: { requireAuth: true, titleKey: 'knowledge.title.hotWords' },
      element: <HotWordsPage />,
    },
  ],
};

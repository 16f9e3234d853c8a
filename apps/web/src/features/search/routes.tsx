import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const page = featurePages('search');

const SearchPage = page(() => import('./pages/search-page.tsx'), 'SearchPage');

/** Spec s.2 /search/{keyword}: where the header's search leads. */
export const mainRoutes: RouteObject[] = [
  {
    path: '/search/:keyword',
    handle: { requireAuth: true, titleKey: 'search.title' } satisfies RouteMeta,
    element: <SearchPage />,
  },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const SearchPage = lazy(() =>
  import('./pages/search-page.tsx').then((m) => ({ default: m.SearchPage })),
);

/** Spec s.2 /search/{keyword}: where the header's search leads. */
export const mainRoutes: RouteObject[] = [
  {
    path: '/search/:keyword',
    handle: { requireAuth: true, titleKey: 'search.title' } satisfies RouteMeta,
    element: <SearchPage />,
  },
];

import { useMatches } from 'react-router';
import { metaOfMatches, type RouteMeta } from './route-meta.ts';

/** The current route's meta (the deepest matched route's `handle`). */
export function useRouteMeta<M extends RouteMeta = RouteMeta>(): M | undefined {
  return metaOfMatches<M>(useMatches());
}

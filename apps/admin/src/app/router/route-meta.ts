import type { UIMatch } from 'react-router';

/** What the root needs to know about a route. */
export interface RouteMeta {
  /** Reachable without a token. Every other route starts the login redirect when signed out. */
  public?: boolean;
  /** An administrator's page: opens the forced change-password modal when a change is due. */
  requireAuth?: boolean;
  /** Catalogue key of the page title. */
  titleKey: string;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteMeta).titleKey === 'string'
  );
}

/** The deepest matched route's meta. */
export function metaOfMatches(matches: readonly UIMatch[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

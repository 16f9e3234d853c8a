import type { UIMatch } from 'react-router';

/**
 * What the root needs to know about a route, set as the route's `handle`. Apps extend it
 * with their own flags (the learner site: menu code, detail page, lecturer zone...).
 */
export interface RouteMeta {
  /** Reachable without a token. Every other route starts the login redirect when signed out. */
  public?: boolean;
  /** A signed-in page: opens the forced change-password modal when a change is due. */
  requireAuth?: boolean;
  /** Catalogue key of the page title. */
  titleKey: string;
  /**
   * Made without the component kit (the login page): rendered outside the AntdLayer, so its
   * first load carries no antd (issue 14's page budgets).
   */
  withoutKit?: boolean;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteMeta).titleKey === 'string'
  );
}

/** The deepest matched route's meta (of the app's own RouteMeta type, as set in its routes). */
export function metaOfMatches<M extends RouteMeta = RouteMeta>(
  matches: readonly UIMatch[],
): M | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle as M;
  }
  return undefined;
}

/**
 * A layout route's `handle` when the layout places the component kit's boundary itself, around
 * its outlet (`KitOutlet`): the root then leaves it out, so the layout (the learner's header)
 * stays in place when a page with the kit follows one without, while the kit loads.
 */
export const KIT_BOUNDARY = { kitBoundary: true } as const;

/** Whether a matched layout places the kit's boundary itself (`KIT_BOUNDARY`). */
export function hasKitBoundary(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (m) => (m.handle as { kitBoundary?: unknown } | undefined)?.kitBoundary === true,
  );
}

/** The forced change-password modal shows on requireAuth routes only. */
export function promptsForcedChange(meta: RouteMeta | undefined): boolean {
  return meta?.requireAuth === true;
}

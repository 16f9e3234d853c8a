import type { UIMatch } from 'react-router';

/** What the root needs to know about a route (spec section 2: router guard, root modals). */
export interface RouteMeta {
  /** Reachable without a token. Every other route starts the login redirect when signed out. */
  public?: boolean;
  /** Opens the forced change-password and complete-information modals. */
  requireAuth?: boolean;
  /** Catalogue key of the title, used when no configured menu names the page. */
  titleKey: string;
  /** Menu code whose configured per-locale name is the title. */
  menuCode?: string;
  /** Detail pages append the word for 'Details' to the title. */
  detail?: boolean;
  /** Lecturer-zone routes skip the complete-information prompt. */
  lecturerZone?: boolean;
  /** Skips the complete-information prompt (the audit centre). */
  skipInfoPrompt?: boolean;
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

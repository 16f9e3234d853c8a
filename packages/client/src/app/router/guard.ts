import type { RouteMeta } from './route-meta.ts';

/** The part of the location a router guard looks at. */
export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What a router guard decides for a visit. */
export type GuardDecision =
  /** Replace the URL (for example a /view path with from=). */
  | { kind: 'redirect'; to: string }
  /** No token on a protected route: the login redirect, coming back here afterwards. */
  | { kind: 'login'; to: string }
  | { kind: 'allow' };

/** An app's router guard, as a pure decision. */
export type RouterGuard<M extends RouteMeta> = (
  location: GuardLocation,
  meta: M | undefined,
  hasToken: boolean,
) => GuardDecision;

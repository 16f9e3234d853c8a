import { buildLoginUrl, isOnLoginPage, stripRet8Marker } from '@ascent/client/api';
import type { GuardDecision, GuardLocation, RouteMeta } from '@ascent/client/app';
import { ADMIN_BASE_PATH, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from './paths.ts';

/**
 * The admin site's router guard, as a pure decision (no login transfer, no /view paths here).
 * Public routes (the login page, the 404 page) are always open; every other route, and any
 * unmatched one, needs the admin session's token. Whether the token belongs to an
 * administrator is the server's call (manage/session answers ret 7 otherwise).
 */
export function decideGuard(
  location: Pick<GuardLocation, 'pathname' | 'search'>,
  meta: RouteMeta | undefined,
  hasToken: boolean,
): Extract<GuardDecision, { kind: 'login' | 'allow' }> {
  if (meta?.public || hasToken) return { kind: 'allow' };
  return {
    kind: 'login',
    to: buildLoginUrl(`${location.pathname}${location.search}`, ADMIN_LOGIN_PATH),
  };
}

function isAdminPath(path: string): boolean {
  return path === ADMIN_BASE_PATH || /^\/manage[/?#]/.test(path);
}

/**
 * Where to go after signing in: the redirect when it is a page of this site (never another
 * site, the learner site or the login page itself), without the ret8 marker; else the dashboard.
 */
export function afterLoginTarget(redirect: string | null | undefined): string {
  const raw = (redirect ?? '').trim();
  if (!isAdminPath(raw) || isOnLoginPage(raw.split(/[?#]/)[0] ?? '', ADMIN_LOGIN_PATH)) {
    return ADMIN_HOME_PATH;
  }
  return stripRet8Marker(raw);
}

/**
 * ret 7 (signed in but not allowed) goes to the dashboard, except on the login page: there it
 * is the refusal of a non-administrator's login, shown by the form, and the user stays put.
 */
export function forbiddenTarget(pathname: string): string | null {
  return isOnLoginPage(pathname, ADMIN_LOGIN_PATH) ? null : ADMIN_HOME_PATH;
}

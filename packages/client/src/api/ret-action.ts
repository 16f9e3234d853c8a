import { RET } from '@ascent/shared/errors';

/** The page the user is on when a reply arrives (window.location in the browser). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** What the client does with a reply's ret code (spec section 8, decisions.md section 2). */
export interface RetAction {
  /** Show the reply's msg. For session rets the client still shows it only once. */
  notify: boolean;
  /** Where to go afterwards. */
  navigate: 'login' | 'home' | 'licence' | null;
  /** For 'login': the path to come back to after signing in. */
  returnPath?: string;
  /** True when the caller gets no data (ret 2 and 5): the promise rejects. */
  reject: boolean;
}

export const RET8_MARKER = 'ret8';
export const DEFAULT_LOGIN_PATH = '/login';

export function isOnLoginPage(pathname: string, loginPath: string = DEFAULT_LOGIN_PATH): boolean {
  return pathname === loginPath || pathname.startsWith(`${loginPath}/`);
}

/** The `hideerrtip=1` switch of spec section 8: business failures are not shown. */
export function hasHideErrTip(search: string): boolean {
  return new URLSearchParams(search).get('hideerrtip') === '1';
}

/**
 * The path to return to after the login redirect. On the login page itself it keeps the
 * redirect already there (and adds no marker); elsewhere it is the current path and query,
 * with the `ret8` marker for ret 8 (signed in elsewhere).
 */
export function buildReturnPath(
  location: PageLocation,
  ret: number,
  loginPath: string = DEFAULT_LOGIN_PATH,
): string {
  if (isOnLoginPage(location.pathname, loginPath)) {
    return new URLSearchParams(location.search).get('redirect') || '/';
  }
  if (ret !== RET.KICKED) return `${location.pathname}${location.search}`;
  const params = new URLSearchParams(location.search);
  if (!params.has(RET8_MARKER)) params.set(RET8_MARKER, '1');
  return `${location.pathname}?${params.toString()}`;
}

/** True when a return path carries the ret8 marker. */
export function hasRet8Marker(path: string): boolean {
  const q = path.indexOf('?');
  return q >= 0 && new URLSearchParams(path.slice(q + 1)).has(RET8_MARKER);
}

/** Removes the ret8 marker from a return path (after the user has signed in again). */
export function stripRet8Marker(path: string): string {
  const q = path.indexOf('?');
  if (q < 0) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  if (!params.has(RET8_MARKER)) return path;
  params.delete(RET8_MARKER);
  const rest = params.toString();
  return rest ? `${path.slice(0, q)}?${rest}` : path.slice(0, q);
}

export function buildLoginUrl(returnPath: string, loginPath: string = DEFAULT_LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(returnPath)}`;
}

export function decideRetAction(
  ret: number,
  location: PageLocation,
  loginPath: string = DEFAULT_LOGIN_PATH,
): RetAction {
  switch (ret) {
    case RET.OK:
      return { notify: false, navigate: null, reject: false };
    case RET.NO_TOKEN:
    case RET.TOKEN_EXPIRED:
    case RET.KICKED:
      return {
        notify: true,
        navigate: 'login',
        returnPath: buildReturnPath(location, ret, loginPath),
        reject: ret !== RET.KICKED,
      };
    case RET.FORBIDDEN:
      return { notify: true, navigate: 'home', reject: false };
    case RET.LICENCE:
      return { notify: true, navigate: 'licence', reject: false };
    default:
      return { notify: !hasHideErrTip(location.search), navigate: null, reject: false };
  }
}

/** The message of a failed HTTP exchange (spec section 8). */
export function httpErrorMessage(
  status: number,
  message: string | undefined,
  statusText: string,
): string {
  return `error:${status},${message || statusText}`;
}

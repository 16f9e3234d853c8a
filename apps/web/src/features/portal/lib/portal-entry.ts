import { PC_HOME_PORTAL } from '@ascent/shared/config/home-types';
export { PORTAL_PATH } from './portal-path.ts';

/**
 * Whether the login page sends a signed-out visitor to the portal instead: the company's home
 * page type is the portal and the visitor came for the home (the guard's redirect to `/` or
 * `/study`). Someone who asks for the login page itself (the portal's "Sign in", no redirect)
 * or for another page keeps the login.
 */
export function portalFirst(pcHomeType: number, redirect: string | null, homePath: string) {
  if (pcHomeType !== PC_HOME_PORTAL || redirect === null) return false;
  const path = redirect.split(/[?#]/)[0];
  return path === '/' || path === homePath;
}

import type { ApiClient } from '../../api/api-client.ts';

/**
 * POST study/platform/config (public): the company name, logo, theme and languages for this host.
 * A landing page starts this very request itself (apps/web/landing-pages.ts `SHELL_CALLS`, the
 * same body in the same order).
 */
export function fetchPlatformConfig(api: ApiClient, site: string) {
  return api.call('POST /api/study/platform/config', { site, platform: 'web' });
}

/** GET study/me/company/config: the company's switches (password policy, forced change, menus). */
export function fetchCompanyInfo(api: ApiClient) {
  return api.call('GET /api/study/me/company/config');
}

/**
 * POST study/signOn/logoutUrl: the OIDC provider's sign-out address for a session its sign-on
 * opened (asked before the session ends; taken once), else null.
 */
export async function signOnLogoutUrl(api: ApiClient): Promise<string | null> {
  return (await api.call('POST /api/study/signOn/logoutUrl', {}, { silent: true })).url;
}

/** GET study/me/logout: ends the session on the server. */
export function logout(api: ApiClient): Promise<unknown> {
  return api.call('GET /api/study/me/logout', undefined, { silent: true });
}

import type { TCompanyInfo, TPlatformConfig } from '@ascent/shared/platform';
import type { ApiClient } from '../../api/api-client.ts';

export const PLATFORM_CONFIG_PATH = 'study/platform/config';
export const COMPANY_CONFIG_PATH = 'study/me/company/config';
export const LOGOUT_PATH = 'study/me/logout';

/** POST study/platform/config (public): the company name, logo, theme and languages for this host. */
export function fetchPlatformConfig(api: ApiClient, site: string): Promise<TPlatformConfig> {
  return api.post<TPlatformConfig>(PLATFORM_CONFIG_PATH, { site, platform: 'web' });
}

/** GET study/me/company/config: the company's switches (password policy, forced change, menus). */
export function fetchCompanyInfo(api: ApiClient): Promise<TCompanyInfo> {
  return api.get<TCompanyInfo>(COMPANY_CONFIG_PATH);
}

/** GET study/me/logout: ends the session on the server. */
export function logout(api: ApiClient): Promise<unknown> {
  return api.get(LOGOUT_PATH, { silent: true });
}

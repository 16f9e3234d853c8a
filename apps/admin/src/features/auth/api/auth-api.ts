import type { TPlatformConfig } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

/** POST study/platform/config (public): the company name, logo and languages for this host. */
export function fetchPlatformConfig(site: string): Promise<TPlatformConfig> {
  return api.post<TPlatformConfig>('study/platform/config', { site, platform: 'web' });
}

/** GET study/me/logout: ends the admin session on the server. */
export function logout(): Promise<unknown> {
  return api.get('study/me/logout', { silent: true });
}

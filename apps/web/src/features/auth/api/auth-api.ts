import type { TPlatformConfig } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

/** POST study/platform/config (public): the platform's look and switches for this host. */
export function fetchPlatformConfig(site: string): Promise<TPlatformConfig> {
  return api.post<TPlatformConfig>('study/platform/config', { site, platform: 'web' });
}

export function logout(): Promise<unknown> {
  return api.get('study/me/logout', { silent: true });
}

import type { TMenuItem } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

export function fetchProfile() {
  return api.call('GET /api/study/me/profile');
}

/** The configured header menus (only checked ones, in order). */
export async function fetchHeaderMenu(): Promise<TMenuItem[]> {
  const res = await api.call('GET /api/study/home/menu/pc');
  return res.dataList?.MenuList ?? [];
}

/** Polled in the background: failures are not toasted. */
export function fetchMessageCount() {
  return api.call('GET /api/study/me/message/count', undefined, { silent: true });
}

export function changeWebsite(websiteId: number): Promise<unknown> {
  return api.call('POST /api/study/me/website/change', { websiteId, platform: 1 });
}

/** A single-use ticket for the message stream (EventSource sends no Authorization header). */
export async function fetchStreamTicket(): Promise<string> {
  return (await api.call('POST /api/study/me/message/ticket', {}, { silent: true })).ticket;
}

/** A single-use, 60-second code that signs the administrator in on the admin site. */
export async function createAdminHandover(): Promise<string> {
  return (await api.call('POST /api/study/me/createauth', {}, { silent: true })).code;
}

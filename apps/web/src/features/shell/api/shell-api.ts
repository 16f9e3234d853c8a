import type { TCreateAuthResponse } from '@ascent/shared/handover';
import type { TMessageCount, TMessageTicket } from '@ascent/shared/message';
import type { TMenuListResponse, TMenuItem } from '@ascent/shared/platform';
import type { TProfile } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

export function fetchProfile(): Promise<TProfile> {
  return api.get<TProfile>('study/me/profile');
}

/** The configured header menus (only checked ones, in order). */
export async function fetchHeaderMenu(): Promise<TMenuItem[]> {
  const res = await api.get<TMenuListResponse>('study/home/menu/pc');
  return res.dataList?.MenuList ?? [];
}

/** Polled in the background: failures are not toasted. */
export function fetchMessageCount(): Promise<TMessageCount> {
  return api.get<TMessageCount>('study/me/message/count', { silent: true });
}

export function changeWebsite(websiteId: number): Promise<unknown> {
  return api.post('study/me/website/change', { websiteId, platform: 1 });
}

/** A single-use ticket for the message stream (EventSource sends no Authorization header). */
export async function fetchStreamTicket(): Promise<string> {
  return (await api.post<TMessageTicket>('study/me/message/ticket', {}, { silent: true })).ticket;
}

/** A single-use, 60-second code that signs the administrator in on the admin site. */
export async function createAdminHandover(): Promise<string> {
  return (await api.post<TCreateAuthResponse>('study/me/createauth', {}, { silent: true })).code;
}

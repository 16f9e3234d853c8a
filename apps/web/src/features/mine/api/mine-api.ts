import type { TEditProfileRequest, TProfile } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

/** Field errors come back as ret 1 with the message; the form shows it. */
export function editProfile(body: TEditProfileRequest): Promise<TProfile> {
  return api.post<TProfile>('study/me/editprofile', body, { silent: true });
}

export function uploadAvatar(file: File): Promise<{ portrait: string }> {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ portrait: string }>('study/me/upload/avatar', form);
}

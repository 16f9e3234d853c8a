import type { TEditProfileRequest } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

/** Field errors come back as ret 1 with the message; the form shows it. */
export function editProfile(body: TEditProfileRequest) {
  return api.call('POST /api/study/me/editprofile', body, { silent: true });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.call('POST /api/study/me/upload/avatar', form);
}

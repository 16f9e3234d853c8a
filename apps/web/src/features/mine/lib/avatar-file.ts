import { formatSize } from '@ascent/shared/common';
import { messageRef } from '@ascent/shared/errors';
import { AVATAR_LIMITS } from '@ascent/shared/profile';

/** The client-side avatar check (png, jpg, jpeg, gif; not empty; at most 2 MB): a message ref or null. */
export function checkAvatarFile(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(AVATAR_LIMITS.extensions as readonly string[]).includes(ext))
    return messageRef('profile.avatarFormat');
  if (file.size === 0) return messageRef('upload.empty');
  if (file.size > AVATAR_LIMITS.maxBytes)
    return messageRef('upload.tooLarge', { max: formatSize(AVATAR_LIMITS.maxBytes) });
  return null;
}

export const AVATAR_ACCEPT = AVATAR_LIMITS.extensions.map((e) => `.${e}`).join(',');

import { describe, expect, it } from 'vitest';
import { translateRef } from '@ascent/shared/errors';
import { AVATAR_ACCEPT, checkAvatarFile } from './avatar-file.ts';

describe('checkAvatarFile', () => {
  it('accepts png, jpg, jpeg and gif up to 2 MB, in any case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif'])
      expect(checkAvatarFile({ name, size: 1024 })).toBeNull();
    expect(checkAvatarFile({ name: 'e.png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(AVATAR_ACCEPT).toBe('.png,.jpg,.jpeg,.gif');
  });

  it('refuses other formats, empty and oversized files with the shared messages', () => {
    expect(checkAvatarFile({ name: 'a.webp', size: 10 })).toBe('profile.avatarFormat');
    expect(checkAvatarFile({ name: 'noext', size: 10 })).toBe('profile.avatarFormat');
    expect(checkAvatarFile({ name: 'a.png', size: 0 })).toBe('upload.empty');
    const tooLarge = checkAvatarFile({ name: 'a.png', size: 2 * 1024 * 1024 + 1 });
    expect(translateRef(tooLarge ?? '', 'en-US')).toBe('The file cannot be larger than 2MB');
  });
});

import { describe, expect, it } from 'vitest';
import { COVER_THEMES, coverFor, coverKey, defaultCoverUrl, themeFor } from './covers.ts';

describe('coverFor: the cover an item shows', () => {
  it('keeps an item’s own cover', () => {
    expect(coverFor('course', '/api/files/covers/a.png', 'c1')).toBe('/api/files/covers/a.png');
  });

  it('gives an item without one the built-in cover of its type in its key’s theme', () => {
    expect(coverFor('course', '', 'c7')).toBe(defaultCoverUrl('course', themeFor('c7')));
    expect(coverFor('knowledge', null, 'c7')).toBe(defaultCoverUrl('knowledge', themeFor('c7')));
    expect(coverFor('exam', undefined, 3)).toMatch(/^\/covers\/exam-[1-5]\.svg$/);
  });

  it('is stable: the same category always gets the same theme', () => {
    expect(coverFor('course', '', coverKey(4, 10))).toBe(coverFor('course', '', coverKey(4, 99)));
    expect(themeFor('c4')).toBe(themeFor('c4'));
  });

  it('keys by category, else by the item itself', () => {
    expect(coverKey(4, 10)).toBe('c4');
    expect(coverKey(null, 10)).toBe('i10');
  });

  it('spreads neighbouring categories over the themes', () => {
    const themes = new Set(Array.from({ length: 20 }, (_, i) => themeFor(coverKey(i + 1, 0))));
    expect(themes.size).toBe(COVER_THEMES.length);
  });

  it('names the files in theme order', () => {
    expect(defaultCoverUrl('banner', 'safety')).toBe('/covers/banner-1.svg');
    expect(defaultCoverUrl('programme', 'service')).toBe('/covers/programme-5.svg');
  });
});

/**
 * The built-in covers and the one rule for "the cover an item shows" (issue 14, imagery).
 * No zod here: the server's mappers, the seed and scripts/make-covers.ts read it.
 *
 * The pictures live in apps/web/public/covers as `<type>-<n>.svg`, n = 1..COVER_THEMES.length
 * in the order of COVER_THEMES (scripts/make-covers.ts draws them).
 */

/** The item types that have built-in covers; 'banner' is the home carousel's wide picture. */
export const COVER_TYPES = ['course', 'knowledge', 'programme', 'exam', 'banner'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

/** The themes, each a palette and a motif, in file order (1-based). */
export const COVER_THEMES = ['safety', 'leadership', 'skills', 'culture', 'service'] as const;
export type CoverTheme = (typeof COVER_THEMES)[number];

/** The address of a built-in cover. */
export function defaultCoverUrl(type: CoverType, theme: CoverTheme): string {
  return `/covers/${type}-${COVER_THEMES.indexOf(theme) + 1}.svg`;
}

/** A stable theme for a key (a category id, or an item's own id without a category). */
export function themeFor(key: number | string | null | undefined): CoverTheme {
  const s = String(key ?? '');
  // FNV-1a: small, stable across runtimes, spreads neighbouring ids.
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return COVER_THEMES[h % COVER_THEMES.length]!;
}

/**
 * The cover an item shows a learner: its own when it has one, else the built-in cover of its
 * type in the theme of `key` (same category, same theme). Admin replies keep the stored value.
 */
export function coverFor(
  type: CoverType,
  cover: string | null | undefined,
  key: number | string | null | undefined,
): string {
  return cover ? cover : defaultCoverUrl(type, themeFor(key));
}

/**
 * The key for an item's default: its category when it has one, else the item itself (so items
 * without a category still differ from one another).
 */
export function coverKey(categoryId: number | null | undefined, itemId: number): string {
  return categoryId != null ? `c${categoryId}` : `i${itemId}`;
}

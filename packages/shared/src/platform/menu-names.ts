import type { TLangNames } from './index.ts';

// The header menu's constants and per-language names, apart from the schemas (index.ts), so the
// first page loads no zod.

/** Menu labels (spec section 2). */
export const MENU_LABEL = { none: 0, newest: 1, hottest: 2 } as const;

/** The header shows at most 8 entries: 7 plus a more-menu. */
export const HEADER_MENU_LIMIT = 8;

/** Picks the name of a menu item (or any per-locale config) for a locale. */
export function pickLangName(
  names: TLangNames | null | undefined,
  locale: 'zh-CN' | 'zh-TW' | 'en-US',
  fallback: string,
): string {
  const code = locale.replace('-', '_') as keyof TLangNames;
  return names?.[code]?.trim() || fallback;
}

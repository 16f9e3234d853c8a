import type { Locale } from '@ascent/shared/i18n';
import {
  HEADER_MENU_LIMIT,
  MENU_LABEL,
  pickLangName,
  type TMenuItem,
} from '@ascent/shared/platform';

/** One entry of the header's main menu (spec section 2 Shell). */
export interface HeaderEntry {
  key: string;
  label: string;
  /** A path in this site, or an absolute URL when `external`. */
  to: string;
  external: boolean;
  badge: 'newest' | 'hottest' | null;
}

export const HOME_PATH = '/study';
export const HOME_MENU_CODE = 'home';

/** Menu codes whose page lives at a fixed path (spec section 2). */
export const MENU_CODE_PATHS: Readonly<Record<string, string>> = {
  center: '/mine',
  plan: '/project',
  community: '/bbs',
};

/** Where a configured menu item leads: the fixed path for its code, else its url. */
export function menuItemTarget(item: Pick<TMenuItem, 'menuCode' | 'url'>): {
  to: string;
  external: boolean;
} {
  const fixed = MENU_CODE_PATHS[item.menuCode];
  if (fixed) return { to: fixed, external: false };
  const url = item.url.trim();
  if (/^https?:\/\//i.test(url)) return { to: url, external: true };
  if (url) return { to: url.startsWith('/') ? url : `/${url}`, external: false };
  return { to: `/${item.menuCode}`, external: false };
}

function badgeOf(labelId: number): HeaderEntry['badge'] {
  if (labelId === MENU_LABEL.newest) return 'newest';
  if (labelId === MENU_LABEL.hottest) return 'hottest';
  return null;
}

/** Home first (named by a configured 'home' item when there is one), then the server's menus in order. */
export function buildHeaderEntries(
  items: readonly TMenuItem[],
  locale: Locale,
  homeLabel: string,
): HeaderEntry[] {
  const home = items.find((m) => m.menuCode === HOME_MENU_CODE);
  const entries: HeaderEntry[] = [
    {
      key: HOME_MENU_CODE,
      label: home ? pickLangName(home.langNames, locale, home.menuName || homeLabel) : homeLabel,
      to: HOME_PATH,
      external: false,
      badge: home ? badgeOf(home.labelId) : null,
    },
  ];
  for (const item of items) {
    if (!item.checked || item.menuCode === HOME_MENU_CODE) continue;
    entries.push({
      key: item.menuCode,
      label: pickLangName(item.langNames, locale, item.menuName || item.menuCode),
      ...menuItemTarget(item),
      badge: badgeOf(item.labelId),
    });
  }
  return entries;
}

/** At most `limit` entries: all of them when they fit, else `limit - 1` plus a 'more' menu. */
export function splitHeaderEntries(
  entries: readonly HeaderEntry[],
  limit: number = HEADER_MENU_LIMIT,
): { visible: HeaderEntry[]; more: HeaderEntry[] } {
  if (entries.length <= limit) return { visible: [...entries], more: [] };
  return { visible: entries.slice(0, limit - 1), more: entries.slice(limit - 1) };
}

/** The entry the current path belongs to (the longest matching path; home for / and /study). */
export function activeEntryKey(
  entries: readonly HeaderEntry[],
  pathname: string,
): string | undefined {
  if (pathname === '/' || pathname === HOME_PATH || pathname.startsWith(`${HOME_PATH}/`))
    return HOME_MENU_CODE;
  let best: HeaderEntry | undefined;
  for (const entry of entries) {
    if (entry.external) continue;
    const path = entry.to.split(/[?#]/)[0] ?? '';
    if (path.length <= 1 || !(pathname === path || pathname.startsWith(`${path}/`))) continue;
    if (!best || path.length > best.to.split(/[?#]/)[0]!.length) best = entry;
  }
  return best?.key;
}

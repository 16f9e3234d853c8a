import { ADMIN_HOME_PATH } from '../../../app/router/paths.ts';

/**
 * The side menu, by area. Only areas and entries that are built are listed: each later
 * feature adds its entry (and its route) here.
 */
export interface AdminMenuEntry {
  key: string;
  /** Catalogue key of the entry's name. */
  labelKey: string;
  path: string;
}

export interface AdminMenuArea {
  key: string;
  labelKey: string;
  entries: readonly AdminMenuEntry[];
}

export const ADMIN_MENU: readonly AdminMenuArea[] = [
  {
    key: 'overview',
    labelKey: 'menu.areas.overview',
    entries: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: ADMIN_HOME_PATH }],
  },
];

export interface ActiveMenuEntry {
  area: AdminMenuArea;
  entry: AdminMenuEntry;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The entry a path belongs to: the home entry for the home path only, otherwise the entry
 * with the longest matching path prefix.
 */
export function activeMenuEntry(
  pathname: string,
  menu: readonly AdminMenuArea[] = ADMIN_MENU,
): ActiveMenuEntry | undefined {
  const path = normalise(pathname);
  let best: ActiveMenuEntry | undefined;
  for (const area of menu) {
    for (const entry of area.entries) {
      const matches =
        entry.path === ADMIN_HOME_PATH
          ? path === ADMIN_HOME_PATH
          : path === entry.path || path.startsWith(`${entry.path}/`);
      if (matches && (!best || entry.path.length > best.entry.path.length)) best = { area, entry };
    }
  }
  return best;
}

/** The breadcrumb's catalogue keys: the area, then the entry. */
export function breadcrumbKeys(
  pathname: string,
  menu: readonly AdminMenuArea[] = ADMIN_MENU,
): string[] {
  const active = activeMenuEntry(pathname, menu);
  return active ? [active.area.labelKey, active.entry.labelKey] : [];
}

import type { TManageScope } from '@ascent/shared/auth';
import type {
  AdminFeature,
  AdminIconName,
  AdminRouteMeta,
} from '../../../app/features/admin-feature.ts';
import { ADMIN_FEATURES } from '../../../app/features/registry.ts';
import { ADMIN_HOME_PATH } from '../../../app/router/paths.ts';

/**
 * The side menu, by area: built from the features that exist (features/<name>/feature.tsx),
 * so only built areas and entries are listed.
 */
export interface AdminMenuEntry {
  key: string;
  /** Catalogue key of the entry's name. */
  labelKey: string;
  path: string;
  icon?: AdminIconName;
  forManagers?: boolean;
}

export interface AdminMenuArea {
  key: string;
  labelKey: string;
  entries: readonly AdminMenuEntry[];
}

/** Groups the features' entries by area, areas and entries in their order. */
export function buildAdminMenu(features: readonly AdminFeature[]): AdminMenuArea[] {
  const areas = new Map<
    string,
    { area: AdminMenuArea; order: number; entries: (AdminMenuEntry & { order: number })[] }
  >();
  for (const f of features) {
    const slot = areas.get(f.area.key) ?? {
      area: { key: f.area.key, labelKey: f.area.labelKey, entries: [] },
      order: f.area.order,
      entries: [],
    };
    slot.entries.push(...f.entries);
    areas.set(f.area.key, slot);
  }
  return [...areas.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ area, entries }) => ({
      ...area,
      entries: entries
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...entry }) => entry),
    }));
}

export const ADMIN_MENU: readonly AdminMenuArea[] = buildAdminMenu(ADMIN_FEATURES);

/**
 * Whether the signed-in caller sees the whole site: an administrator ('company'); a unit
 * manager or supervisor ('departments') sees only what is marked `forManagers`.
 */
const seesAll = (scope: TManageScope) => scope.kind === 'company';

/** The menu the caller sees: all of it, or the entries marked for managers (empty areas go). */
export function menuForScope(
  scope: TManageScope,
  menu: readonly AdminMenuArea[] = ADMIN_MENU,
): readonly AdminMenuArea[] {
  if (seesAll(scope)) return menu;
  return menu
    .map((area) => ({ ...area, entries: area.entries.filter((e) => e.forManagers) }))
    .filter((area) => area.entries.length > 0);
}

/** May the caller open the page of this route meta (the server decides its calls alike). */
export function mayOpen(scope: TManageScope, meta: AdminRouteMeta | undefined): boolean {
  return seesAll(scope) || meta?.forManagers === true;
}

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

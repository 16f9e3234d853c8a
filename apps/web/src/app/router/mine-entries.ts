import type { ReactNode } from 'react';

/**
 * An entry of the personal centre (/mine/layout lists them all): a feature with /mine pages
 * exports `mineEntries` from features/<name>/mine-entries.tsx (apart from its routes, so
 * the entries' icons load with the personal centre, not with every page).
 */
export interface MineEntry {
  key: string;
  /** Catalogue key of the entry's name. */
  labelKey: string;
  path: string;
  icon?: ReactNode;
  /** Smallest first. */
  order: number;
  /** Listed only for people holding one of these roles (absent: for everyone). */
  roles?: readonly string[];
}

const modules = import.meta.glob<{ mineEntries?: MineEntry[] }>(
  '../../features/*/mine-entries.tsx',
  { eager: true },
);

/** The personal centre's entries (`mineEntries` of each feature), in order. */
export const MINE_ENTRIES: MineEntry[] = Object.values(modules)
  .flatMap((m) => m.mineEntries ?? [])
  .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));

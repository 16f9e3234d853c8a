import type { ReactNode } from 'react';

/**
 * An entry of the personal centre (/mine/layout lists them all): a feature with /mine pages
 * exports `mineEntries` beside `mainRoutes` in features/<name>/routes.tsx.
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

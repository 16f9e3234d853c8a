import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * An admin area's contribution to the site: its side-menu entries and its routes (children of
 * the signed-in frame). Each feature exports one as `feature` from
 * `features/<name>/feature.tsx`; the registry finds them, so adding an area edits no shared file.
 * Its texts live in `features/<name>/locales/{zh-CN,zh-TW,en-US}.json`.
 */
export interface AdminFeature {
  key: string;
  area: AdminArea;
  entries: AdminFeatureEntry[];
  routes: RouteObject[];
}

export interface AdminArea {
  key: string;
  /** Catalogue key of the area's name. */
  labelKey: string;
  /** Areas are listed by this, smallest first. */
  order: number;
}

export interface AdminFeatureEntry {
  key: string;
  labelKey: string;
  path: string;
  icon?: ReactNode;
  order: number;
}

import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@ascent/client/app';

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
  /** The menu icon, by its name in @ant-design/icons (drawn by the shell: ADMIN_ICONS). */
  icon?: AdminIconName;
  order: number;
  /** Listed for unit managers and supervisors too (a 'departments' scope); else administrators only. */
  forManagers?: boolean;
}

/**
 * The admin site's route meta (a route's `handle`). `forManagers`: unit managers and
 * supervisors may open the page (the dashboard, the learner reports); every other page shows
 * them the 404 page inside the frame, as the server refuses them its calls (ret 7).
 */
export interface AdminRouteMeta extends RouteMeta {
  forManagers?: boolean;
}

/**
 * The icons the side menu draws, by name: the features name them, and the shell's ADMIN_ICONS
 * (loaded with the signed-in frame) maps each to its component, so the router's first load
 * (the login page) carries no icon and no antd.
 */
export const ADMIN_ICON_NAMES = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BookOutlined',
  'CheckSquareOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'EditOutlined',
  'FileDoneOutlined',
  'FileProtectOutlined',
  'FileTextOutlined',
  'FireOutlined',
  'FormOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'MailOutlined',
  'MenuOutlined',
  'NodeIndexOutlined',
  'PartitionOutlined',
  'PictureOutlined',
  'ProjectOutlined',
  'ReadOutlined',
  'SafetyCertificateOutlined',
  'ScheduleOutlined',
  'SendOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'TrophyOutlined',
  'UnorderedListOutlined',
  'UserAddOutlined',
] as const;

export type AdminIconName = (typeof ADMIN_ICON_NAMES)[number];

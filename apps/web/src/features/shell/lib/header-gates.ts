import type { TPlatformConfig, TWebSite } from '@ascent/shared/platform';

/**
 * Which header parts show (spec section 2 Shell, section 6). Pure, so the rules are tested
 * apart from the components that use them.
 */

/** The customer code whose users never see the admin link (spec section 6: "hidden for one customer code"). */
export const ADMIN_LINK_HIDDEN_CUSTOMER = 'dfzx';
export const ADMIN_PATH = '/manage';

export function showDownloadCentre(
  config: Pick<TPlatformConfig, 'isOpenDownloadWatermark'> | null | undefined,
  menu: readonly string[] | undefined,
): boolean {
  return (
    config?.isOpenDownloadWatermark === 1 &&
    !!menu &&
    (menu.includes('course') || menu.includes('knowledge'))
  );
}

export function showAdminLink(
  adminLink: boolean,
  config: Pick<TPlatformConfig, 'customerCode'> | null | undefined,
): boolean {
  return adminLink && config?.customerCode !== ADMIN_LINK_HIDDEN_CUSTOMER;
}

/** `_blank` when the platform opens the admin site in a new window. */
export function adminLinkTarget(
  config: Pick<TPlatformConfig, 'useNewWindow'> | null | undefined,
): string | undefined {
  return config?.useNewWindow === 1 ? '_blank' : undefined;
}

export function showWebsiteSwitcher(webSites: readonly TWebSite[] | undefined): boolean {
  return (webSites?.length ?? 0) > 1;
}

export type AvatarMenuKey = 'profile' | 'teacher' | 'audit' | 'switchUnit' | 'logout';

/**
 * Personal info always; lecturer zone for isTeacher 1 or 2; audit centre with the audit menu;
 * switch unit for a person in two or more units; logout.
 */
export function avatarMenuKeys(
  isTeacher: number,
  menu: readonly string[] | undefined,
  unitCount = 0,
): AvatarMenuKey[] {
  const keys: AvatarMenuKey[] = ['profile'];
  if (isTeacher === 1 || isTeacher === 2) keys.push('teacher');
  if (menu?.includes('audit')) keys.push('audit');
  if (unitCount >= 2) keys.push('switchUnit');
  keys.push('logout');
  return keys;
}

export const AVATAR_MENU_PATHS: Record<Exclude<AvatarMenuKey, 'logout'>, string> = {
  profile: '/mine',
  teacher: '/teacher',
  audit: '/audit',
  switchUnit: '/login/switch',
};

/** The bell's badge: nothing at 0 unread, the count up to 99, then '99+'. */
export function messageBadgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > 99 ? '99+' : String(count);
}

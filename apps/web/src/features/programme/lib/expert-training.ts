import type { TMenuItem, TPlatformConfig } from '@ascent/shared/platform';

/**
 * The customer code that calls new-staff training 'Expert training' everywhere (issue 6:
 * zh-CN 专家培训, zh-TW 專家培訓, en-US Expert training).
 */
export const EXPERT_TRAINING_CUSTOMER = 'dfzx';
export const NEWSTAFF_MENU_CODE = 'newstaff';

export function isExpertTraining(
  config: Pick<TPlatformConfig, 'customerCode'> | null | undefined,
): boolean {
  return config?.customerCode === EXPERT_TRAINING_CUSTOMER;
}

/** The catalogue key of new-staff training's name for the platform. */
export function newStaffNameKey(
  config: Pick<TPlatformConfig, 'customerCode'> | null | undefined,
): 'newstaff.expertName' | 'newstaff.name' {
  return isExpertTraining(config) ? 'newstaff.expertName' : 'newstaff.name';
}

/**
 * The server's menus with the new-staff entry renamed `label` (the locale's 'Expert training')
 * for the relabelling customer; the same array otherwise.
 */
export function withExpertTraining<
  T extends Pick<TMenuItem, 'menuCode' | 'menuName' | 'langNames'>,
>(
  items: readonly T[],
  config: Pick<TPlatformConfig, 'customerCode'> | null | undefined,
  label: string,
): readonly T[] {
  if (!isExpertTraining(config)) return items;
  return items.map((m) =>
    m.menuCode === NEWSTAFF_MENU_CODE ? { ...m, menuName: label, langNames: {} } : m,
  );
}

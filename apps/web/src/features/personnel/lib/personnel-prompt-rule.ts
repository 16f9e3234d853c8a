import type { TIsInformationResponse } from '@ascent/shared/profile';

/**
 * The modal opens for a non-empty editField with no submission waiting for review. Apart from
 * personnel-values.ts (the form's values, over dayjs) because every page's root layout asks it.
 */
export function shouldOpenPersonnel(info: TIsInformationResponse | undefined): boolean {
  return !!info && info.editField.length > 0 && !info.pending;
}

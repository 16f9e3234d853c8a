import type { TCompanyInfo } from '@ascent/shared/platform';
import type { PasswordPolicy } from '@ascent/shared/password';

/** Why the forced change-password modal shows (spec section 4). */
export type ForcedChangeReason = 'firstLogin' | 'expired';

export interface ForcedChangeInput {
  changePassword: boolean;
  passwordExpire: boolean;
  /** null while the company config is not loaded yet. */
  companyInfo: Pick<TCompanyInfo, 'useChangepassword'> | null;
}

export interface ForcedChangeDecision {
  reason: ForcedChangeReason | null;
  /** A flag is set and the company config, which decides, is not loaded yet. */
  waiting: boolean;
  /** The company does not force changes: the flags are cleared. */
  clearFlags: boolean;
}

/**
 * The modal shows when the login reply (or profile) set changePassword or passwordExpire and
 * companyInfo.useChangepassword is 1; with any other setting the flags are cleared.
 */
export function decideForcedChange({
  changePassword,
  passwordExpire,
  companyInfo,
}: ForcedChangeInput): ForcedChangeDecision {
  const flagged = changePassword || passwordExpire;
  const none = { reason: null, waiting: false, clearFlags: false };
  if (!companyInfo) return { ...none, waiting: flagged };
  if (companyInfo.useChangepassword !== 1) return { ...none, clearFlags: flagged };
  if (changePassword) return { ...none, reason: 'firstLogin' };
  if (passwordExpire) return { ...none, reason: 'expired' };
  return none;
}

/** The catalogue key (shared message) of the modal's explanation. */
export function forcedChangeMessageKey(
  reason: ForcedChangeReason,
): 'password.changeFirstLogin' | 'password.changeExpired' {
  return reason === 'firstLogin' ? 'password.changeFirstLogin' : 'password.changeExpired';
}

/** The company's password policy for the signed-in account. */
export function passwordPolicyOf(
  companyInfo: Pick<TCompanyInfo, 'useStrongPass'> | null,
  account: string | undefined,
): PasswordPolicy {
  return { strong: companyInfo?.useStrongPass === 1, account: account ?? '' };
}

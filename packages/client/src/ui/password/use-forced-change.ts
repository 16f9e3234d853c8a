import { useMemo } from 'react';
import type { PasswordPolicy } from '@ascent/shared/password';
import type { SessionStore } from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { decideForcedChange, passwordPolicyOf, type ForcedChangeReason } from './forced-change.ts';

/** Why the forced change-password modal is up, or null (waits for the company config). */
export function useForcedChange(session: SessionStore): ForcedChangeReason | null {
  const changePassword = useSessionState(session, (s) => s.changePassword);
  const passwordExpire = useSessionState(session, (s) => s.passwordExpire);
  const companyInfo = useSessionState(session, (s) => s.companyInfo);
  return decideForcedChange({ changePassword, passwordExpire, companyInfo }).reason;
}

/** The company's password policy for the signed-in account (strong = useStrongPass 1). */
export function usePasswordPolicy(session: SessionStore): PasswordPolicy {
  const companyInfo = useSessionState(session, (s) => s.companyInfo);
  const account = useSessionState(session, (s) => s.userInfo?.account);
  return useMemo(() => passwordPolicyOf(companyInfo, account), [companyInfo, account]);
}

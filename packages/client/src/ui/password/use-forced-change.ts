import { useMemo } from 'react';
import type { PasswordPolicy } from '@ascent/shared/password';
import type { SessionStore } from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import {
  decideForcedChange,
  passwordPolicyOf,
  type ForcedChangeDecision,
} from './forced-change.ts';

function useDecision(session: SessionStore): ForcedChangeDecision {
  const changePassword = useSessionState(session, (s) => s.changePassword);
  const passwordExpire = useSessionState(session, (s) => s.passwordExpire);
  const companyInfo = useSessionState(session, (s) => s.companyInfo);
  return decideForcedChange({ changePassword, passwordExpire, companyInfo });
}

/** Why the forced change-password modal is up, or null (also while the company config loads). */
export function useForcedChange(session: SessionStore) {
  return useDecision(session).reason;
}

/**
 * Whether a forced change is due or may be (a flag is set and the company config is on its
 * way): signed-in pages wait, since the server refuses their calls until the change.
 */
export function useForcedChangeDue(session: SessionStore): boolean {
  const { reason, waiting } = useDecision(session);
  return reason !== null || waiting;
}

/** The company's password policy for the signed-in account (strong = useStrongPass 1). */
export function usePasswordPolicy(session: SessionStore): PasswordPolicy {
  const companyInfo = useSessionState(session, (s) => s.companyInfo);
  const account = useSessionState(session, (s) => s.userInfo?.account);
  return useMemo(() => passwordPolicyOf(companyInfo, account), [companyInfo, account]);
}

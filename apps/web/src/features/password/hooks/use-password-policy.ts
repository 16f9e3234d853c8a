import type { PasswordPolicy } from '@ascent/shared/password';
import { useMemo } from 'react';
import { useSession } from '../../../app/services.ts';
import { passwordPolicyOf } from '../lib/forced-change.ts';

/** The company's password policy for the signed-in account (strong = useStrongPass 1). */
export function usePasswordPolicy(): PasswordPolicy {
  const companyInfo = useSession((s) => s.companyInfo);
  const account = useSession((s) => s.userInfo?.account);
  return useMemo(() => passwordPolicyOf(companyInfo, account), [companyInfo, account]);
}

import { useSession } from '../../../app/services.ts';
import { decideForcedChange, type ForcedChangeReason } from '../lib/forced-change.ts';

/** Why the forced change-password modal is up, or null. */
export function useForcedChange(): ForcedChangeReason | null {
  const changePassword = useSession((s) => s.changePassword);
  const passwordExpire = useSession((s) => s.passwordExpire);
  const companyInfo = useSession((s) => s.companyInfo);
  return decideForcedChange({ changePassword, passwordExpire, companyInfo }).reason;
}

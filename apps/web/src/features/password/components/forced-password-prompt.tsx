import { ForcedPasswordModal, usePasswordPolicy, type ForcedChangeReason } from '@ascent/client/ui';
import { queryKeys } from '../../../app/query-keys.ts';
import { api, queryClient, session } from '../../../app/services.ts';
import { useLogout } from '../../auth/hooks/use-logout.ts';

/** The shared forced change-password modal, wired to the learner site's session. */
export function ForcedPasswordPrompt({ reason }: { reason: ForcedChangeReason }) {
  const policy = usePasswordPolicy(session);
  const logout = useLogout();
  return (
    <ForcedPasswordModal
      reason={reason}
      policy={policy}
      api={api}
      session={session}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: queryKeys.profile })}
      onLogout={logout}
    />
  );
}

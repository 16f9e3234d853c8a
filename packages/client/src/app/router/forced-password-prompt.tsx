import type { ForcedChangeReason } from '../../ui/password/forced-change.ts';
import { ForcedPasswordModal } from '../../ui/password/forced-password-modal.tsx';
import { usePasswordPolicy } from '../../ui/password/use-forced-change.ts';
import { useLogout } from '../hooks/use-logout.ts';
import type { AppServices } from '../services/app-services.ts';

export interface ForcedPasswordPromptProps {
  services: Pick<AppServices, 'api' | 'session' | 'paths' | 'notifier'>;
  reason: ForcedChangeReason;
  /** After the change went through (refetch what holds the flags). */
  onChanged: () => void;
}

/** The forced change-password modal, wired to an app's session; its other way out signs out. */
export function ForcedPasswordPrompt({ services, reason, onChanged }: ForcedPasswordPromptProps) {
  const policy = usePasswordPolicy(services.session);
  const logout = useLogout(services);
  return (
    <ForcedPasswordModal
      reason={reason}
      policy={policy}
      api={services.api}
      notifier={services.notifier}
      session={services.session}
      onChanged={onChanged}
      onLogout={logout}
    />
  );
}

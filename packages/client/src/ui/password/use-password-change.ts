import { useCallback } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import type { Notifier } from '../feedback/notifier.ts';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import { changePassword, type PasswordChange } from './edit-password.ts';

/**
 * A password change form's submission (run it in useServerError's guard): sends the change
 * RSA-encrypted; on success toasts the server's wording (through the notifier: the forced
 * change's modal closes at once) and resolves to null, otherwise to the server's refusal, for
 * the form.
 */
export function usePasswordChange(
  api: ApiClient,
  notifier: Notifier,
): (passwords: PasswordChange) => Promise<string | null> {
  const translateRef = useTranslateRef();
  return useCallback(
    async (passwords: PasswordChange) => {
      const outcome = await changePassword(api, passwords);
      if (!outcome.ok) return outcome.message;
      notifier.success(outcome.message || translateRef('common.modified'));
      return null;
    },
    [api, notifier, translateRef],
  );
}

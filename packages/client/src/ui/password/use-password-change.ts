import { App } from 'antd';
import { useCallback } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import { changePassword, type PasswordChange } from './edit-password.ts';

/**
 * A password change form's submission (run it in useServerError's guard): sends the change
 * RSA-encrypted; on success toasts the server's wording and resolves to null, otherwise to
 * the server's refusal, for the form.
 */
export function usePasswordChange(
  api: ApiClient,
): (passwords: PasswordChange) => Promise<string | null> {
  const { message } = App.useApp();
  const translateRef = useTranslateRef();
  return useCallback(
    async (passwords: PasswordChange) => {
      const outcome = await changePassword(api, passwords);
      if (!outcome.ok) return outcome.message;
      void message.success(outcome.message || translateRef('common.modified'));
      return null;
    },
    [api, message, translateRef],
  );
}

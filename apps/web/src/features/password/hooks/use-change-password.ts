import { useMutation } from '@tanstack/react-query';
import { changePassword, type PasswordChange } from '@ascent/client/ui';
import { api } from '../../../app/services.ts';

/** Sends the password change (RSA-encrypted); resolves with the server's verdict and message. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: PasswordChange) => changePassword(api, passwords),
  });
}

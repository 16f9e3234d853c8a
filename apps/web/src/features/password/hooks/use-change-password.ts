import { useMutation } from '@tanstack/react-query';
import { RET } from '@ascent/shared/errors';
import { editPassword } from '../api/password-api.ts';

export type ChangePasswordOutcome = { ok: boolean; message: string };

/** Sends the password change; resolves with the server's verdict and message. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (passwords: {
      oldpass?: string;
      newpass: string;
    }): Promise<ChangePasswordOutcome> => {
      const env = await editPassword(passwords);
      return { ok: env.ret === RET.OK, message: env.msg };
    },
  });
}

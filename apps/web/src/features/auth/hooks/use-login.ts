import { useMutation } from '@tanstack/react-query';
import type { TAccountLoginRequest, TLoginFailureData, TLoginResponse } from '@ascent/shared/auth';
import { RET } from '@ascent/shared/errors';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient, session } from '../../../app/services.ts';
import { accountLogin } from '../api/auth-api.ts';

export type LoginOutcome =
  { ok: true; login: TLoginResponse } | { ok: false; message: string; needCaptcha: boolean };

/** Signs in with account and password; on success the session holds the tokens and flags. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: TAccountLoginRequest): Promise<LoginOutcome> => {
      const env = await accountLogin(body);
      if (env.ret === RET.OK && env.data) {
        const login = env.data as TLoginResponse;
        // Signing in over another user's session: none of their data may show.
        queryClient.removeQueries({ queryKey: queryKeys.user });
        session.signIn(login);
        return { ok: true, login };
      }
      const failure = (env.data ?? {}) as Partial<TLoginFailureData>;
      return { ok: false, message: env.msg, needCaptcha: failure.needCaptcha === true };
    },
  });
}

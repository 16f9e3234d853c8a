import { RET } from '@ascent/shared/errors';
import type { ApiClient } from '../../api/api-client.ts';
import { encryptPasswords } from '../../api/rsa.ts';

export interface PasswordChange {
  /** Left out only by the forced-change modal (the server allows it while a change is due). */
  oldpass?: string;
  newpass: string;
}

/** The server's verdict: its msg is the success wording or the policy rule that failed. */
export interface ChangePasswordOutcome {
  ok: boolean;
  message: string;
}

/** POST study/me/editpass with both passwords RSA-OAEP encrypted under the server's key. */
export async function changePassword(
  api: ApiClient,
  passwords: PasswordChange,
): Promise<ChangePasswordOutcome> {
  const { publicKey } = await api.call('GET /api/study/publickey');
  const { oldpass, newpass } = await encryptPasswords<'oldpass' | 'newpass'>(publicKey, passwords);
  // newpass is always given, so always encrypted; an absent oldpass stays out of the JSON.
  const env = await api.request(
    'POST /api/study/me/editpass',
    { oldpass, newpass: newpass ?? '' },
    { silent: true },
  );
  return { ok: env.ret === RET.OK, message: env.msg };
}

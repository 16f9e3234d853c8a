import type { TPublicKeyResponse } from '@ascent/shared/auth';
import { RET } from '@ascent/shared/errors';
import type { ApiClient } from '../../api/api-client.ts';
import { encryptPasswords } from '../../api/rsa.ts';

export const PUBLIC_KEY_PATH = 'study/publickey';
export const EDIT_PASSWORD_PATH = 'study/me/editpass';

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
  const { publicKey } = await api.get<TPublicKeyResponse>(PUBLIC_KEY_PATH);
  const body = await encryptPasswords<'oldpass' | 'newpass'>(publicKey, passwords);
  const env = await api.request(EDIT_PASSWORD_PATH, { method: 'POST', body, silent: true });
  return { ok: env.ret === RET.OK, message: env.msg };
}

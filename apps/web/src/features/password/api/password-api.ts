import { encryptPasswords } from '@ascent/client/api';
import type { TPublicKeyResponse } from '@ascent/shared/auth';
import type { ApiEnvelope } from '@ascent/shared/errors';
import { api } from '../../../app/services.ts';

/**
 * POST study/me/editpass with both passwords RSA-encrypted under the server's key.
 * `oldpass` is left out only by the forced-change modal. The envelope comes back so the
 * caller can show the server's msg (success wording, or the policy rule that failed).
 */
export async function editPassword(passwords: {
  oldpass?: string;
  newpass: string;
}): Promise<ApiEnvelope<unknown>> {
  const { publicKey } = await api.get<TPublicKeyResponse>('study/publickey');
  const body = await encryptPasswords<'oldpass' | 'newpass'>(publicKey, passwords);
  return api.request('study/me/editpass', { method: 'POST', body, silent: true });
}

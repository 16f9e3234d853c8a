import type { TLoginResponse } from '@ascent/shared/auth';
import { api } from '../../../app/services.ts';

/** Trades a hand-over code for a new admin session (the reply of manage/accountLogin). */
export function redeemHandover(code: string): Promise<TLoginResponse> {
  return api.call('POST /api/manage/handover', { code }, { silent: true });
}

import type { TManageSession } from '@ascent/shared/auth';
import { api } from '../../../app/services.ts';

export type { TManageSession };

/** GET manage/session: the signed-in administrator and their company (ret 7 for others). */
export function fetchManageSession(): Promise<TManageSession> {
  return api.call('GET /api/manage/session');
}

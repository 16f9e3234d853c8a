import type { TManageSession } from '@ascent/shared/auth';
import type { TCompanyInfo } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

export type { TManageSession };

/** GET manage/session: the signed-in administrator and their company (ret 7 for others). */
export function fetchManageSession(): Promise<TManageSession> {
  return api.get<TManageSession>('manage/session');
}

/** GET study/me/company/config: the password policy and forced-change switches. */
export function fetchCompanyInfo(): Promise<TCompanyInfo> {
  return api.get<TCompanyInfo>('study/me/company/config');
}

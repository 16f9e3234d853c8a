import { isApiError } from '@ascent/client/api';
import type { SessionState } from '@ascent/client/session';
import { RET } from '@ascent/shared/errors';
import type { TManageSession } from '../api/shell-api.ts';

/** The session patch for a manage/session reply: who is signed in, and the forced-change flags. */
export function manageSessionPatch(
  data: TManageSession,
): Pick<SessionState, 'userInfo' | 'changePassword' | 'passwordExpire' | 'adminLink'> {
  return {
    userInfo: {
      userId: data.userId,
      account: data.account,
      realName: data.realName,
      portrait: data.portrait,
      units: [],
    },
    changePassword: data.changePassword,
    passwordExpire: data.passwordExpire,
    adminLink: true,
  };
}

/** The name to greet and show: the real name, else the account. */
export function displayName(user: Pick<TManageSession, 'realName' | 'account'>): string {
  return user.realName.trim() || user.account;
}

/** manage/session refused the token with ret 7: the account is not (or no longer) an administrator. */
export function lostAdminRights(error: unknown): boolean {
  return isApiError(error) && error.ret === RET.FORBIDDEN;
}

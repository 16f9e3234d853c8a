import type { TAccountLoginRequest, TLoginFailureData, TLoginResponse } from '@ascent/shared/auth';
import { RET, type ApiEnvelope } from '@ascent/shared/errors';
import type { ApiClient } from '../../api/api-client.ts';

/** The learner site's login call; the admin site passes `MANAGE_LOGIN_CALL`. */
export const STUDY_LOGIN_CALL = 'POST /api/study/accountLogin';
export const MANAGE_LOGIN_CALL = 'POST /api/manage/accountLogin';
export type LoginCall = typeof STUDY_LOGIN_CALL | typeof MANAGE_LOGIN_CALL;

/** A login reply: the session on ret 0, a refusal's data (needCaptcha) otherwise. */
export type LoginEnvelope = ApiEnvelope<TLoginResponse | TLoginFailureData | null>;

export type LoginOutcome =
  { ok: true; login: TLoginResponse } | { ok: false; message: string; needCaptcha: boolean };

/**
 * Posts the login. The envelope comes back (silent), so a refusal's msg and needCaptcha reach
 * the login form, which shows them itself.
 */
export function postLogin(
  api: ApiClient,
  loginCall: LoginCall,
  body: TAccountLoginRequest,
): Promise<LoginEnvelope> {
  return api.request(loginCall, body, { silent: true });
}

export function fetchCaptcha(api: ApiClient) {
  return api.call('GET /api/study/captcha');
}

/** A login reply as the form sees it: signed in, or the refusal's message and captcha need. */
export function loginOutcome(env: LoginEnvelope): LoginOutcome {
  if (env.ret === RET.OK && env.data) return { ok: true, login: env.data as TLoginResponse };
  const failure = (env.data ?? {}) as Partial<TLoginFailureData>;
  return { ok: false, message: env.msg, needCaptcha: failure.needCaptcha === true };
}

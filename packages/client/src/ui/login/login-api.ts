import type {
  TAccountLoginRequest,
  TCaptchaResponse,
  TLoginFailureData,
  TLoginResponse,
} from '@ascent/shared/auth';
import { RET, type ApiEnvelope } from '@ascent/shared/errors';
import type { ApiClient } from '../../api/api-client.ts';

/** The learner site's login call; the admin site passes `MANAGE_LOGIN_PATH`. */
export const STUDY_LOGIN_PATH = 'study/accountLogin';
export const MANAGE_LOGIN_PATH = 'manage/accountLogin';
export const CAPTCHA_PATH = 'study/captcha';

export type LoginEnvelope = ApiEnvelope<TLoginResponse | TLoginFailureData | null>;

export type LoginOutcome =
  { ok: true; login: TLoginResponse } | { ok: false; message: string; needCaptcha: boolean };

/**
 * Posts the login. The envelope comes back (silent), so a refusal's msg and needCaptcha reach
 * the login form, which shows them itself.
 */
export function postLogin(
  api: ApiClient,
  loginPath: string,
  body: TAccountLoginRequest,
): Promise<LoginEnvelope> {
  return api.request<TLoginResponse | TLoginFailureData | null>(loginPath, {
    method: 'POST',
    body,
    silent: true,
  });
}

export function fetchCaptcha(api: ApiClient): Promise<TCaptchaResponse> {
  return api.get<TCaptchaResponse>(CAPTCHA_PATH);
}

/** A login reply as the form sees it: signed in, or the refusal's message and captcha need. */
export function loginOutcome(env: LoginEnvelope): LoginOutcome {
  if (env.ret === RET.OK && env.data) return { ok: true, login: env.data as TLoginResponse };
  const failure = (env.data ?? {}) as Partial<TLoginFailureData>;
  return { ok: false, message: env.msg, needCaptcha: failure.needCaptcha === true };
}

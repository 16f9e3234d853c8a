import type {
  TAccountLoginRequest,
  TCaptchaResponse,
  TLoginFailureData,
  TLoginResponse,
} from '@ascent/shared/auth';
import type { ApiEnvelope } from '@ascent/shared/errors';
import type { TPlatformConfig } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

/** POST study/platform/config (public): the platform's look and switches for this host. */
export function fetchPlatformConfig(site: string): Promise<TPlatformConfig> {
  return api.post<TPlatformConfig>('study/platform/config', { site, platform: 'web' });
}

export function fetchCaptcha(): Promise<TCaptchaResponse> {
  return api.get<TCaptchaResponse>('study/captcha');
}

/** The envelope, so a refusal's msg and needCaptcha reach the login form (it shows them itself). */
export function accountLogin(
  body: TAccountLoginRequest,
): Promise<ApiEnvelope<TLoginResponse | TLoginFailureData | null>> {
  return api.request<TLoginResponse | TLoginFailureData | null>('study/accountLogin', {
    body,
    silent: true,
  });
}

export function logout(): Promise<unknown> {
  return api.get('study/me/logout', { silent: true });
}

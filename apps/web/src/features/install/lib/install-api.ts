import type { TWxworkInstallRequest } from '@ascent/shared/sso';
import { services } from '../../../app/services.ts';

/**
 * study/wxworkInstallApp: `{}` asks for WeCom's install page, `{authCode, state}` completes the
 * install WeCom sent the browser back from. Refusals come back as the envelope (shown on the
 * page, not as a toast).
 */
export const requestWxworkInstall = (body: TWxworkInstallRequest) =>
  services.api.request('POST /api/study/wxworkInstallApp', body, { silent: true });

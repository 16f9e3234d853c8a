import { endpoint, endpoints } from '../api/index.ts';
import { ZEmptyRequest } from '../config/company-config.ts';
import {
  ZOidcAuthUrl,
  ZOidcAuthUrlRequest,
  ZOidcCallback,
  ZOidcCallbackRequest,
  ZOidcSettings,
  ZOidcSettingsUpdate,
  ZOidcTestResult,
} from './index.ts';

/** Sign-on through the company's OpenID Connect provider (spec s.7 Auth). */
export const ssoEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/OIDCGetAuthUrl',
    auth: 'public',
    summary:
      "The company's OIDC provider's authorization address (code flow with PKCE, state and nonce) for a signed-out visitor",
    body: ZOidcAuthUrlRequest,
    output: ZOidcAuthUrl,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/OIDCCallBack',
    auth: 'public',
    summary:
      'Completes OIDC sign-on: checks state, trades the code, checks the ID token and nonce, links the account by the company rule; a new session',
    body: ZOidcCallbackRequest,
    output: ZOidcCallback,
  }),
);

/** The administrator's OIDC settings (the secret stored encrypted, never answered). */
export const ssoAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/oidc',
    auth: 'admin',
    summary: "The company's OIDC settings (without the client secret)",
    body: ZEmptyRequest,
    output: ZOidcSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/oidc/update',
    auth: 'admin',
    summary: "Saves the company's OIDC settings (an empty secret keeps the stored one)",
    body: ZOidcSettingsUpdate,
    output: ZOidcSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/oidc/test',
    auth: 'admin',
    summary: "Test connection: fetches the saved issuer's discovery document",
    body: ZEmptyRequest,
    output: ZOidcTestResult,
  }),
);

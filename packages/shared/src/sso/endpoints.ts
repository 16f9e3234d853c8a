import { endpoint, endpoints } from '../api/index.ts';
import { ZEmptyRequest } from '../config/company-config.ts';
import {
  ZBindTicketRequest,
  ZFeishuStoreCallback,
  ZIamAuthUrlRequest,
  ZIamCallbackRequest,
  ZIamSettings,
  ZIamSettingsUpdate,
  ZIamTestResult,
  ZSuiteAuthUrlRequest,
  ZSuiteInAppLoginRequest,
  ZSuiteKindRequest,
  ZSuiteLoginRequest,
  ZSuiteSettings,
  ZSuiteSettingsList,
  ZSuiteSettingsUpdate,
  ZSuiteTestResult,
  ZWeixinLoginResult,
  ZWxworkJsConfig,
  ZWxworkJsConfigRequest,
  ZWxworkInstallRequest,
  ZWxworkInstallResult,
  ZWxworkSuiteCallbackQuery,
  ZOidcAuthUrl,
  ZOidcAuthUrlRequest,
  ZSignOnLogoutUrl,
  ZSignOnResult,
  ZOidcCallbackRequest,
  ZOidcSettings,
  ZOidcSettingsUpdate,
  ZOidcTestResult,
  ZDirectoryRun,
  ZDirectoryRunDetail,
  ZDirectoryRunCancelRequest,
  ZDirectoryRunDetailRequest,
  ZDirectoryRunPage,
  ZDirectoryRunRequest,
  ZDirectoryRunsRequest,
} from './index.ts';
import {
  ZAutoAuthRequest,
  ZHtsyRequest,
  ZPartnerSettings,
  ZPartnerSettingsUpdate,
  ZPartnerV1Request,
  ZPartnerV2Request,
} from './partner.ts';

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
    output: ZSignOnResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/signOn/logoutUrl',
    auth: 'user',
    summary:
      "The OIDC provider's sign-out address (RP-initiated logout: ID token hint, post-logout redirect) for a session an OIDC sign-on opened, taken once; null otherwise. Asked before study/me/logout",
    output: ZSignOnLogoutUrl,
    beforePasswordChange: true,
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

/** A suite's sign-in call: the code its page sent the browser back with, and the state. */
const suiteLogin = <P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'public',
    summary,
    body: ZSuiteLoginRequest,
    output: ZSignOnResult,
  });

/** A sign-in inside the suite's app: the code from its JS API, and whose application. */
const suiteInAppLogin = <P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'public',
    summary,
    body: ZSuiteInAppLoginRequest,
    output: ZSignOnResult,
  });

/**
 * Sign-on through the workplace suites (spec s.7 Auth; docs/decisions.md "Sign-on through the
 * workplace suites").
 */
export const suiteEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/signOn/authUrl',
    auth: 'public',
    summary:
      "A suite's sign-in (QR) or OAuth page for a signed-out visitor, with a single-use state",
    body: ZSuiteAuthUrlRequest,
    output: ZOidcAuthUrl,
  }),
  suiteLogin('/api/study/wxworkPCLogin', "Signs in with the code from WeCom's QR sign-in page"),
  suiteLogin('/api/study/wxworkH5Login', "Signs in with the code from WeCom's in-app OAuth page"),
  suiteLogin(
    '/api/study/dingtalkPCLogin',
    "Signs in with the authCode from DingTalk's sign-in page",
  ),
  suiteInAppLogin(
    '/api/study/dingtalkH5Login',
    "Signs in inside DingTalk with the JS API's authCode (requestAuthCode)",
  ),
  suiteLogin('/api/study/feishuPCLogin', "Signs in with the code from Feishu's sign-in page"),
  suiteInAppLogin(
    '/api/study/feishuBuildPCLogin',
    "Signs in inside Feishu with the JS API's code (requestAuthCode) for the company's own app",
  ),
  endpoint({
    method: 'POST',
    path: '/api/study/weixinH5Login',
    auth: 'public',
    summary:
      "Signs in with the code from WeChat's OAuth page; a WeChat user not yet linked gets a ticket to link by signing in once",
    body: ZSuiteLoginRequest,
    output: ZWeixinLoginResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/bindweixin',
    auth: 'user',
    summary: 'Links the WeChat user a weixinH5Login ticket names to the signed-in account',
    body: ZBindTicketRequest,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/customer/wxwork/config',
    auth: 'public',
    summary:
      'WeCom JS-SDK settings for a page of this site: corpId, agentid, timestamp, nonceStr and the signatures of wx.config and wx.agentConfig',
    body: ZWxworkJsConfigRequest,
    output: ZWxworkJsConfig,
  }),
);

/** Installing the operator's WeCom third-party app (off unless WXWORK_SUITE_* are set). */
export const wxworkInstallEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/wxworkInstallApp',
    auth: 'public',
    summary:
      "WeCom third-party app install: {} answers WeCom's install page (pre_auth_code, a single-use state); {authCode, state} trades WeCom's auth_code for the permanent code and binds the WeCom company to a company here (the one with that corpid, else a new one when enterprises may register), signing the installing administrator in when linked",
    body: ZWxworkInstallRequest,
    output: ZWxworkInstallResult,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/wxwork/suite/callback',
    auth: 'public',
    summary:
      "The third-party app's instruction callback, address check: msg_signature over the encrypted echostr; answers echostr decrypted",
    query: ZWxworkSuiteCallbackQuery,
    raw: {
      contentType: 'text/plain',
      description: 'The decrypted echostr; a bad signature or ciphertext is the envelope (ret 1)',
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/wxwork/suite/callback',
    auth: 'public',
    summary:
      "The third-party app's instruction callback: WeCom's encrypted XML (suite_ticket kept for the suite token; create_auth binds the company as an install does; cancel_auth ends its install; reset_permanent_code replaces the code); answers success",
    query: ZWxworkSuiteCallbackQuery,
    xmlBody: { maxBytes: 64 * 1024 },
    raw: {
      contentType: 'text/plain',
      description: '"success"; a bad signature or ciphertext is the envelope (ret 1)',
    },
  }),
);

/** Feishu's store app (off unless FEISHU_STORE_* are set): its event callback. */
export const feishuStoreEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/feishu/store/callback',
    auth: 'public',
    summary:
      "The Feishu store app's event callback: the Encrypt Key's AES-256-CBC body, X-Lark-Signature checked; answers URL verification's challenge, keeps the app_ticket event's ticket (for the store app's app_access_token), other events answered and ignored",
    body: ZFeishuStoreCallback,
    signedJson: { maxBytes: 64 * 1024 },
    raw: {
      contentType: 'application/json',
      description:
        '{challenge} to the URL verification, {} to an event; a bad signature, token or ciphertext is the envelope (ret 1)',
    },
  }),
);

/** The administrator's suite settings (the secrets stored encrypted, never answered). */
export const suiteAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/suites',
    auth: 'admin',
    summary: "The company's WeCom, DingTalk, Feishu and WeChat settings (without secrets)",
    body: ZEmptyRequest,
    output: ZSuiteSettingsList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/suite/update',
    auth: 'admin',
    summary: "Saves one suite's settings (an empty secret keeps the stored one)",
    body: ZSuiteSettingsUpdate,
    output: ZSuiteSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/suite/test',
    auth: 'admin',
    summary: 'Test connection: the suite issues an application token for the saved credentials',
    body: ZSuiteKindRequest,
    output: ZSuiteTestResult,
  }),
);

/**
 * Partner sign-on (spec s.7 `ssoPCLogin`, `ssoPCLoginV2`; docs/decisions.md "Partner sign-on"):
 * the partner's signed ticket, good for a few minutes and once, is the proof.
 */
export const partnerEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/ssoPCLogin',
    auth: 'public',
    summary:
      "Signs in with a partner system's V1 ticket: account, customerId, timestamp, nonce and their HMAC-SHA256 sign with the shared secret",
    body: ZPartnerV1Request,
    output: ZSignOnResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/ssoPCLoginV2',
    auth: 'public',
    summary:
      "Signs in with a partner system's V2 ticket: a JWT (HS256 with the shared secret) naming the person, the company and a single-use id",
    body: ZPartnerV2Request,
    output: ZSignOnResult,
  }),
);

/** An htsy gateway entry: the gateway's ticket; a new session and the page to land on. */
const htsyEntry = <P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'public',
    summary,
    body: ZHtsyRequest,
    output: ZSignOnResult,
  });

/**
 * The htsy gateway (spec s.7 `htsy/auth`, `gatewayauth`, `home/todoauth`, `bpm/auth`,
 * `autoauth`; docs/decisions.md "The htsy gateway"): a partner system's V2-form ticket with
 * `iss` 'htsy', signed with the company's partner secret, good for a few minutes and once.
 */
export const htsyEndpoints = endpoints(
  htsyEntry('/api/study/htsy/auth', "Signs in with the htsy gateway's ticket; lands on the home"),
  htsyEntry(
    '/api/study/home/todoauth',
    "Signs in with the htsy gateway's ticket; lands on the task centre (the person's to-dos)",
  ),
  htsyEntry(
    '/api/study/bpm/auth',
    "Signs in with the htsy gateway's ticket; lands on the audit centre's to-dos",
  ),
  htsyEntry(
    '/api/study/gatewayauth',
    "Signs in with the htsy gateway's ticket; lands on the page it names (a path of this site)",
  ),
  endpoint({
    method: 'POST',
    path: '/api/study/autoauth',
    auth: 'public',
    summary:
      'Signs in with the key of an htsyautoauth=key*courseId link (an htsy gateway ticket); the page then opens the course',
    body: ZAutoAuthRequest,
    output: ZSignOnResult,
  }),
);

/** The administrator's partner settings (the shared secret stored encrypted, never answered). */
export const partnerAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/partner',
    auth: 'admin',
    summary: "The company's partner sign-on settings (without the shared secret)",
    body: ZEmptyRequest,
    output: ZPartnerSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/partner/update',
    auth: 'admin',
    summary: "Saves the company's partner sign-on settings (an empty secret keeps the stored one)",
    body: ZPartnerSettingsUpdate,
    output: ZPartnerSettings,
  }),
);

/**
 * Sign-on through the company's IAM, a plain OAuth 2.0 identity system (spec s.7 Auth;
 * docs/decisions.md "IAM sign-on").
 */
export const iamEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/IAMGetAuthUrl',
    auth: 'public',
    summary:
      "The company's IAM authorization address (OAuth 2.0 code flow with PKCE and a single-use state) for a signed-out visitor",
    body: ZIamAuthUrlRequest,
    output: ZOidcAuthUrl,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/IAMCallBack',
    auth: 'public',
    summary:
      "Completes IAM sign-on: checks state, trades the code, reads the IAM's userinfo, links the account by the company rule; a new session",
    body: ZIamCallbackRequest,
    output: ZSignOnResult,
  }),
);

/** The administrator's IAM settings (the secret stored encrypted, never answered). */
export const iamAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/iam',
    auth: 'admin',
    summary: "The company's IAM (OAuth 2.0) settings (without the client secret)",
    body: ZEmptyRequest,
    output: ZIamSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/iam/update',
    auth: 'admin',
    summary: "Saves the company's IAM settings (an empty secret keeps the stored one)",
    body: ZIamSettingsUpdate,
    output: ZIamSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/iam/test',
    auth: 'admin',
    summary:
      'Test connection: the saved authorization, token and userinfo endpoints answer over HTTP',
    body: ZEmptyRequest,
    output: ZIamTestResult,
  }),
);

/**
 * Directory sync from WeCom, DingTalk and Feishu (docs/decisions.md "Directory sync from the
 * workplace suites"): a background run per company and suite, and its report.
 */
export const directoryAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/directory/run',
    auth: 'admin',
    summary:
      "Starts a directory sync from the suite (or resumes the suite's interrupted run from its cursor); it runs in the background",
    body: ZDirectoryRunRequest,
    output: ZDirectoryRun,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/directory/runs',
    auth: 'admin',
    summary: "The company's directory sync runs, newest first, with their counts",
    body: ZDirectoryRunsRequest,
    output: ZDirectoryRunPage,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/directory/run/detail',
    auth: 'admin',
    summary: 'One directory sync run with the rows it could not apply and why (paged)',
    body: ZDirectoryRunDetailRequest,
    output: ZDirectoryRunDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sso/directory/run/cancel',
    auth: 'admin',
    summary:
      'Cancels a queued or running directory sync run: it stops before its next page, keeping what it applied (it can be resumed)',
    body: ZDirectoryRunCancelRequest,
    output: ZDirectoryRun,
  }),
);

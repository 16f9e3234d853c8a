import { z } from 'zod';
import { ZLoginResponse } from '../auth/index.ts';
import { messageRef } from '../errors/index.ts';
import { zId } from '../validators/index.ts';
import { SIGN_ON_SUITES, SUITE_MODES, type TSignOnSuite } from './suites.ts';

/**
 * Sign-on through the company's OpenID Connect provider (spec s.4 "Unauthenticated entry", s.7
 * `OIDCGetAuthUrl`, `OIDCCallBack`; docs/decisions.md "OIDC sign-on").
 */

export {
  IAM_REDIRECT_PATH,
  IAM_START_PATH,
  OIDC_REDIRECT_PATH,
  OIDC_SIGNED_OUT_PATH,
  OPERATOR_LOGIN_PATH,
} from './paths.ts';
export { SIGN_ON_SUITES, SUITE_APP_HOMEPAGES, SUITE_MODES, SUITE_PAGES } from './suites.ts';
export type { TSignOnSuite, TSuiteMode } from './suites.ts';
export * from './partner.ts';

/**
 * How a person the provider vouches for finds their account the first time (then the link is
 * kept): by account, mobile number, email or employee number (the claim named `linkClaim`
 * against that field; the employee number is the personnel field keyed EMPLOYEE_NO_FIELD), or a
 * new account in a chosen department. Never by display name.
 */
export const SSO_LINK_RULES = ['account', 'mobile', 'email', 'employeeNo', 'create'] as const;
export type TSsoLinkRule = (typeof SSO_LINK_RULES)[number];

/** The personnel field (its key) that holds a person's employee number (工号). */
export const EMPLOYEE_NO_FIELD = 'employeeNo';

/** The claim each rule reads unless the administrator names another. */
export const DEFAULT_LINK_CLAIM: Record<TSsoLinkRule, string> = {
  account: 'preferred_username',
  mobile: 'phone_number',
  email: 'email',
  employeeNo: 'employee_number',
  create: 'preferred_username',
};

/** The OIDC settings as the admin site reads them: the client secret never leaves the server. */
export const ZOidcSettings = z.object({
  issuer: z.string(),
  clientId: z.string(),
  /** A secret is stored (it is not shown; an empty field on save keeps it). */
  hasSecret: z.boolean(),
  scopes: z.string(),
  linkBy: z.enum(SSO_LINK_RULES),
  linkClaim: z.string(),
  createDepartmentId: z.number().int().nullable(),
});
export type TOidcSettings = z.infer<typeof ZOidcSettings>;

/**
 * An issuer URL: https, or http on this machine only (a test or a local provider); no query,
 * fragment or credentials.
 */
export const isIssuerUrl = (v: string): boolean =>
  /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s?#@]*)?$/.test(v) ||
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?(\/[^\s?#@]*)?$/.test(v);

export const ZOidcSettingsUpdate = z
  .object({
    issuer: z
      .string({ error: messageRef('sso.issuer') })
      .trim()
      .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
      .refine(isIssuerUrl, { error: messageRef('sso.issuer') }),
    clientId: z
      .string({ error: messageRef('sso.clientId') })
      .trim()
      .min(1, { error: messageRef('sso.clientId') })
      .max(200, { error: messageRef('validation.tooLong', { max: 200 }) }),
    /** A new secret; absent or empty keeps the stored one. */
    clientSecret: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
      .optional(),
    scopes: z
      .string({ error: messageRef('sso.scopes') })
      .trim()
      .max(300, { error: messageRef('validation.tooLong', { max: 300 }) })
      .refine((v) => /^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(v) && v.split(' ').includes('openid'), {
        error: messageRef('sso.scopes'),
      }),
    linkBy: z.enum(SSO_LINK_RULES, { error: messageRef('validation.option') }),
    linkClaim: z
      .string({ error: messageRef('sso.claim') })
      .trim()
      .regex(/^[A-Za-z_][\w.:-]{0,63}$/, { error: messageRef('sso.claim') }),
    createDepartmentId: zId.nullable(),
  })
  .strict()
  .refine((v) => v.linkBy !== 'create' || v.createDepartmentId !== null, {
    error: messageRef('sso.createDepartment'),
    path: ['createDepartmentId'],
  });
export type TOidcSettingsUpdate = z.infer<typeof ZOidcSettingsUpdate>;

/** manage/sso/oidc/test: the provider answered its discovery document. */
export const ZOidcTestResult = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
});
export type TOidcTestResult = z.infer<typeof ZOidcTestResult>;

/** A path of this site to land on after sign-on ('/' when absent or not a path of ours). */
export const zReturnPath = z
  .string({ error: messageRef('common.parameterError') })
  .max(2000, { error: messageRef('common.parameterError') });

/**
 * study/OIDCGetAuthUrl {mode, customerId, authMode, state} (spec s.4, s.7): `customerId` is the
 * company (platform config `CustomerID`); `state` is where to land afterwards (this site's
 * path); `mode` and `authMode` are accepted as the spec sends them.
 */
export const ZOidcAuthUrlRequest = z.object({
  mode: z.union([z.number(), z.string().max(20)]).optional(),
  customerId: zId,
  authMode: z.union([z.number(), z.string().max(20)]).optional(),
  state: zReturnPath.optional(),
});
export type TOidcAuthUrlRequest = z.infer<typeof ZOidcAuthUrlRequest>;

export const ZOidcAuthUrl = z.object({ url: z.string() });
export type TOidcAuthUrl = z.infer<typeof ZOidcAuthUrl>;

/**
 * study/signOn/logoutUrl: the provider's address that ends its own session too (RP-initiated
 * logout), for a session an OIDC sign-on opened; null for any other session.
 */
export const ZSignOnLogoutUrl = z.object({ url: z.string().nullable() });
export type TSignOnLogoutUrl = z.infer<typeof ZSignOnLogoutUrl>;

const zParam = (max: number) =>
  z
    .string({ error: messageRef('signOn.stateInvalid') })
    .max(max, { error: messageRef('signOn.stateInvalid') });

/** study/OIDCCallBack: the parameters the provider sent the browser back with. */
export const ZOidcCallbackRequest = z.object({
  state: zParam(200).min(1, { error: messageRef('signOn.stateInvalid') }),
  code: zParam(4096).optional(),
  iss: zParam(500).optional(),
  error: zParam(200).optional(),
  error_description: zParam(1000).optional(),
});
export type TOidcCallbackRequest = z.infer<typeof ZOidcCallbackRequest>;

/** Signed in (OIDC or a suite): the session, and the path the sign-on began from. */
export const ZSignOnResult = z.object({ login: ZLoginResponse, redirect: z.string() });
export type TSignOnResult = z.infer<typeof ZSignOnResult>;

// --- The workplace suites (WeCom, DingTalk, Feishu, WeChat): docs/decisions.md "Sign-on through
// the workplace suites".

/** A suite's settings as the admin site reads them: the secret never leaves the server. */
export const ZSuiteSettings = z.object({
  kind: z.enum(SIGN_ON_SUITES),
  /** WeCom corpid, DingTalk corpId, Feishu's tenant_key for the store app ('' for WeChat). */
  corpId: z.string(),
  /** DingTalk AppKey, Feishu app_id, WeChat appid; WeCom: the agentid. */
  appId: z.string(),
  /** WeCom agentid, DingTalk AgentId. */
  agentId: z.string(),
  hasSecret: z.boolean(),
  /** Feishu: sign in through the operator's store app (商店应用) for the tenant `corpId` names. */
  storeApp: z.boolean(),
  linkBy: z.enum(SSO_LINK_RULES),
  createDepartmentId: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type TSuiteSettings = z.infer<typeof ZSuiteSettings>;

export const ZSuiteSettingsList = z.object({ list: z.array(ZSuiteSettings) });
export type TSuiteSettingsList = z.infer<typeof ZSuiteSettingsList>;

/** What a suite's application id looks like: letters, digits, `_` and `-`. */
const zSuiteId = (key: 'sso.corpId' | 'sso.appId' | 'sso.agentId' | 'sso.tenantKey') =>
  z
    .string({ error: messageRef(key) })
    .trim()
    .max(100, { error: messageRef('validation.tooLong', { max: 100 }) })
    .refine((v) => v === '' || /^[A-Za-z0-9_.-]+$/.test(v), { error: messageRef(key) });

/** The fields each suite needs (the others may stay empty). */
export const SUITE_REQUIRED: Record<TSignOnSuite, readonly ('corpId' | 'appId' | 'agentId')[]> = {
  wxwork: ['corpId', 'agentId'],
  dingtalk: ['appId', 'corpId'],
  feishu: ['appId'],
  weixin: ['appId'],
};

export const ZSuiteSettingsUpdate = z
  .object({
    kind: z.enum(SIGN_ON_SUITES, { error: messageRef('validation.option') }),
    corpId: zSuiteId('sso.corpId'),
    appId: zSuiteId('sso.appId'),
    agentId: zSuiteId('sso.agentId'),
    /** A new secret; absent or empty keeps the stored one. */
    secret: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
      .optional(),
    linkBy: z.enum(SSO_LINK_RULES, { error: messageRef('validation.option') }),
    createDepartmentId: zId.nullable(),
    enabled: z.boolean({ error: messageRef('common.parameterError') }),
    /** Feishu only: the operator's store app, for the tenant `corpId` names (absent: false). */
    storeApp: z.boolean({ error: messageRef('common.parameterError') }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.storeApp && v.kind !== 'feishu')
      ctx.addIssue({
        code: 'custom',
        path: ['storeApp'],
        message: messageRef('validation.option'),
      });
    // Feishu's store app: the company's tenant_key instead of its own app.
    if (v.storeApp) {
      if (v.corpId === '')
        ctx.addIssue({ code: 'custom', path: ['corpId'], message: messageRef('sso.tenantKey') });
    } else
      // WeCom names its application by the agentid: the app id is that.
      for (const field of SUITE_REQUIRED[v.kind])
        if ((field === 'appId' && v.kind === 'wxwork' ? v.agentId : v[field]) === '')
          ctx.addIssue({ code: 'custom', path: [field], message: messageRef(`sso.${field}`) });
    if (v.linkBy === 'create' && v.createDepartmentId === null)
      ctx.addIssue({
        code: 'custom',
        path: ['createDepartmentId'],
        message: messageRef('sso.createDepartment'),
      });
  });
export type TSuiteSettingsUpdate = z.infer<typeof ZSuiteSettingsUpdate>;

export const ZSuiteKindRequest = z.object({
  kind: z.enum(SIGN_ON_SUITES, { error: messageRef('validation.option') }),
});
export type TSuiteKindRequest = z.infer<typeof ZSuiteKindRequest>;

/**
 * study/signOn/authUrl: where to send a signed-out visitor to sign in with the suite (its QR or
 * OAuth page); `state` is the page to land on afterwards.
 */
export const ZSuiteAuthUrlRequest = z.object({
  kind: z.enum(SIGN_ON_SUITES, { error: messageRef('validation.option') }),
  mode: z.enum(SUITE_MODES, { error: messageRef('validation.option') }),
  customerId: zId,
  state: zReturnPath.optional(),
});
export type TSuiteAuthUrlRequest = z.infer<typeof ZSuiteAuthUrlRequest>;

/** The code the suite's page sent the browser back with, and the state it carried. */
export const ZSuiteLoginRequest = z.object({
  code: zParam(1024).min(1, { error: messageRef('signOn.failed') }),
  state: zParam(200).min(1, { error: messageRef('signOn.stateInvalid') }),
});
export type TSuiteLoginRequest = z.infer<typeof ZSuiteLoginRequest>;

/** A code from the suite's JS API inside its app (no redirect, so no state): and whose app. */
export const ZSuiteInAppLoginRequest = z.object({
  code: zParam(1024).min(1, { error: messageRef('signOn.failed') }),
  customerId: zId,
});
export type TSuiteInAppLoginRequest = z.infer<typeof ZSuiteInAppLoginRequest>;

/**
 * weixinH5Login: signed in, or (a WeChat user not yet linked: WeChat knows no account, mobile
 * or email) a ticket the person links by signing in once (study/me/bindweixin).
 */
export const ZWeixinLoginResult = z.union([
  ZSignOnResult,
  z.object({ bindTicket: z.string(), redirect: z.string() }),
]);
export type TWeixinLoginResult = z.infer<typeof ZWeixinLoginResult>;

export const ZBindTicketRequest = z.object({
  ticket: zParam(200).min(1, { error: messageRef('signOn.stateInvalid') }),
});
export type TBindTicketRequest = z.infer<typeof ZBindTicketRequest>;

/** customer/wxwork/config: the JS-SDK's wx.config and wx.agentConfig for a page of this site. */
export const ZWxworkJsConfigRequest = z.object({
  customerId: zId,
  url: z
    .string({ error: messageRef('common.parameterError') })
    .max(2000, { error: messageRef('common.parameterError') })
    .regex(/^https?:\/\/[^\s#]+(#.*)?$/, { error: messageRef('common.parameterError') }),
});
export type TWxworkJsConfigRequest = z.infer<typeof ZWxworkJsConfigRequest>;

export const ZWxworkJsConfig = z.object({
  corpId: z.string(),
  agentId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** wx.config's signature (the company's jsapi_ticket). */
  signature: z.string(),
  /** wx.agentConfig's signature (the application's ticket). */
  agentSignature: z.string(),
});
export type TWxworkJsConfig = z.infer<typeof ZWxworkJsConfig>;

// --- Installing the operator's WeCom third-party app (spec s.7 `wxworkInstallApp`, the public
// page /install/wxwork): docs/decisions.md "Installing Ascent as a WeCom third-party app".

/**
 * study/wxworkInstallApp: without `authCode`, step one (the install page's address); with
 * `authCode` and `state` (what WeCom sent the browser back to /install/wxwork with), step two.
 */
export const ZWxworkInstallRequest = z
  .object({
    authCode: zParam(512)
      .min(1, { error: messageRef('signOn.installCodeInvalid') })
      .optional(),
    state: zParam(200)
      .min(1, { error: messageRef('signOn.installStateInvalid') })
      .optional(),
  })
  .refine((v) => v.authCode === undefined || v.state !== undefined, {
    error: messageRef('signOn.installStateInvalid'),
  });
export type TWxworkInstallRequest = z.infer<typeof ZWxworkInstallRequest>;

/** What an install did: the company here it is bound to, and whether it made that company. */
export const ZWxworkInstalled = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The WeCom company's name as WeCom gave it. */
  corpName: z.string(),
  created: z.boolean(),
});
export type TWxworkInstalled = z.infer<typeof ZWxworkInstalled>;

export const ZWxworkInstallResult = z.object({
  /** Step one: WeCom's install page (a single-use state in it); null in step two. */
  url: z.string().nullable(),
  /** Step two: the install; null in step one. */
  installed: ZWxworkInstalled.nullable(),
  /**
   * Step two: the installing administrator signed in, when they have an account here linked to
   * their WeCom identity (always so for a company the install made); else null.
   */
  login: ZLoginResponse.nullable(),
});
export type TWxworkInstallResult = z.infer<typeof ZWxworkInstallResult>;

/**
 * The query of WeCom's pushes to the suite's instruction callback: the signature, timestamp and
 * nonce; `echostr` only on the GET that verifies the address.
 */
export const ZWxworkSuiteCallbackQuery = z.object({
  msg_signature: zParam(64).min(1, { error: messageRef('signOn.callbackRefused') }),
  timestamp: zParam(20).min(1, { error: messageRef('signOn.callbackRefused') }),
  nonce: zParam(64).min(1, { error: messageRef('signOn.callbackRefused') }),
  echostr: zParam(2048).optional(),
});
export type TWxworkSuiteCallbackQuery = z.infer<typeof ZWxworkSuiteCallbackQuery>;

/**
 * Feishu's event pushes to the store app's callback (Encrypt Key set: every body is
 * `{encrypt}`, AES-256-CBC; docs/decisions.md "Feishu's store app").
 */
export const ZFeishuStoreCallback = z.object({
  encrypt: z
    .string({ error: messageRef('signOn.callbackRefused') })
    .min(1, { error: messageRef('signOn.callbackRefused') })
    .max(60_000, { error: messageRef('signOn.callbackRefused') }),
});
export type TFeishuStoreCallback = z.infer<typeof ZFeishuStoreCallback>;

/** manage/sso/suite/test: the suite accepted the application's credentials. */
export const ZSuiteTestResult = z.object({ kind: z.enum(SIGN_ON_SUITES) });
export type TSuiteTestResult = z.infer<typeof ZSuiteTestResult>;

// --- IAM: an identity system that speaks plain OAuth 2.0 (not OIDC): docs/decisions.md "IAM
// sign-on" (spec s.7 `IAMGetAuthUrl`, `IAMCallBack`).

/** The userinfo field a rule reads unless the administrator names another. */
export const DEFAULT_IAM_FIELD: Record<TSsoLinkRule, string> = {
  account: 'username',
  mobile: 'mobile',
  email: 'email',
  employeeNo: 'employeeNo',
  create: 'username',
};

/** The IAM settings as the admin site reads them: the client secret never leaves the server. */
export const ZIamSettings = z.object({
  authorizeUrl: z.string(),
  tokenUrl: z.string(),
  userinfoUrl: z.string(),
  clientId: z.string(),
  /** A secret is stored (it is not shown; an empty field on save keeps it). */
  hasSecret: z.boolean(),
  scopes: z.string(),
  /** The userinfo field (a dotted path, e.g. `data.userId`) that is the person's stable id. */
  subjectField: z.string(),
  linkBy: z.enum(SSO_LINK_RULES),
  /** The userinfo field (a dotted path) the link rule matches. */
  linkField: z.string(),
  createDepartmentId: z.number().int().nullable(),
});
export type TIamSettings = z.infer<typeof ZIamSettings>;

/** An endpoint of the IAM: https, or http on this machine only (as `isIssuerUrl`). */
const zEndpointUrl = z
  .string({ error: messageRef('sso.endpointUrl') })
  .trim()
  .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
  .refine(isIssuerUrl, { error: messageRef('sso.endpointUrl') });

/** A field of the userinfo answer: a name, or a dotted path into nested objects (`data.userId`). */
export const isFieldPath = (v: string): boolean =>
  /^[A-Za-z_$][\w$:-]{0,63}(\.[\w$:-]{1,64}){0,7}$/.test(v);

const zFieldPath = z
  .string({ error: messageRef('sso.field') })
  .trim()
  .refine(isFieldPath, { error: messageRef('sso.field') });

export const ZIamSettingsUpdate = z
  .object({
    authorizeUrl: zEndpointUrl,
    tokenUrl: zEndpointUrl,
    userinfoUrl: zEndpointUrl,
    clientId: z
      .string({ error: messageRef('sso.clientId') })
      .trim()
      .min(1, { error: messageRef('sso.clientId') })
      .max(200, { error: messageRef('validation.tooLong', { max: 200 }) }),
    /** A new secret; absent or empty keeps the stored one. */
    clientSecret: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
      .optional(),
    /** Space-separated; may be empty (the IAM's default scope). */
    scopes: z
      .string({ error: messageRef('sso.scopeList') })
      .trim()
      .max(300, { error: messageRef('validation.tooLong', { max: 300 }) })
      .refine((v) => v === '' || /^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(v), {
        error: messageRef('sso.scopeList'),
      }),
    subjectField: zFieldPath,
    linkBy: z.enum(SSO_LINK_RULES, { error: messageRef('validation.option') }),
    linkField: zFieldPath,
    createDepartmentId: zId.nullable(),
  })
  .strict()
  .refine((v) => v.linkBy !== 'create' || v.createDepartmentId !== null, {
    error: messageRef('sso.createDepartment'),
    path: ['createDepartmentId'],
  });
export type TIamSettingsUpdate = z.infer<typeof ZIamSettingsUpdate>;

/** manage/sso/iam/test: each endpoint answered over HTTP (its status; any status is an answer). */
export const ZIamTestResult = z.object({
  endpoints: z.array(
    z.object({
      name: z.enum(['authorize', 'token', 'userinfo']),
      url: z.string(),
      status: z.number().int(),
    }),
  ),
});
export type TIamTestResult = z.infer<typeof ZIamTestResult>;

/**
 * study/IAMGetAuthUrl {customerId, state}: `customerId` is the company (platform config
 * `CustomerID`); `state` is where to land afterwards (this site's path).
 */
export const ZIamAuthUrlRequest = z.object({
  customerId: zId,
  state: zReturnPath.optional(),
});
export type TIamAuthUrlRequest = z.infer<typeof ZIamAuthUrlRequest>;

/** study/IAMCallBack: the parameters the IAM sent the browser back with (RFC 6749 s.4.1.2). */
export const ZIamCallbackRequest = ZOidcCallbackRequest.omit({ iss: true });
export type TIamCallbackRequest = z.infer<typeof ZIamCallbackRequest>;
export * from './directory.ts';

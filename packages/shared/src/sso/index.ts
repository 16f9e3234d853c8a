import { z } from 'zod';
import { ZLoginResponse } from '../auth/index.ts';
import { messageRef } from '../errors/index.ts';
import { zId } from '../validators/index.ts';

/**
 * Sign-on through the company's OpenID Connect provider (spec s.4 "Unauthenticated entry", s.7
 * `OIDCGetAuthUrl`, `OIDCCallBack`; docs/decisions.md "OIDC sign-on").
 */

export { OIDC_REDIRECT_PATH, OPERATOR_LOGIN_PATH } from './paths.ts';

/**
 * How a person the provider vouches for finds their account the first time (then the link is
 * kept): by account, mobile number or email (the claim named `linkClaim` against that field), or
 * a new account in a chosen department. Never by display name.
 */
export const SSO_LINK_RULES = ['account', 'mobile', 'email', 'create'] as const;
export type TSsoLinkRule = (typeof SSO_LINK_RULES)[number];

/** The claim each rule reads unless the administrator names another. */
export const DEFAULT_LINK_CLAIM: Record<TSsoLinkRule, string> = {
  account: 'preferred_username',
  mobile: 'phone_number',
  email: 'email',
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

/** Signed in: the session, and the path the sign-on began from. */
export const ZOidcCallback = z.object({ login: ZLoginResponse, redirect: z.string() });
export type TOidcCallback = z.infer<typeof ZOidcCallback>;

import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
export * from './token-expiry.ts';

export const ZAccountLoginRequest = z.object({
  account: z
    .string({ error: messageRef('validation.enter', { name: 'account' }) })
    .trim()
    .min(1, { error: messageRef('validation.account') })
    .max(64, { error: messageRef('validation.tooLong', { max: 64 }) }),
  password: z
    .string({ error: messageRef('password.required') })
    .min(1, { error: messageRef('password.required') })
    .max(200, { error: messageRef('password.tooLong', { max: 200 }) }),
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().trim().max(64).optional(),
});
export type TAccountLoginRequest = z.infer<typeof ZAccountLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  isAdmin: z.boolean(),
  /**
   * The admin site opens for the caller: an administrator (the whole site), or a unit manager
   * or supervisor (its dashboard and learner reports, of their departments). The learner
   * site's admin link follows it.
   */
  canManage: z.boolean(),
  changePassword: z.boolean(),
  passwordExpire: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** A login refusal that needs a captcha carries this data so the client can show one. */
export interface TLoginFailureData {
  needCaptcha: boolean;
  lockedUntil?: number;
}

export const ZRefreshTokenRequest = z.object({
  refreshToken: z
    .string({ error: messageRef('auth.refreshInvalid') })
    .trim()
    .min(1)
    .max(200),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

export const ZRefreshTokenResponse = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  refreshToken: z.string(),
});
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;

export const ZCaptchaResponse = z.object({
  captchaKey: z.string(),
  /** An SVG data URL. */
  image: z.string(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

export const ZPublicKeyResponse = z.object({
  /** RSA public key, SPKI PEM. */
  publicKey: z.string(),
});
export type TPublicKeyResponse = z.infer<typeof ZPublicKeyResponse>;

/** oldpass/newpass: base64 of RSA-OAEP (SHA-256) ciphertext of the UTF-8 password. */
export const ZEditPassRequest = z.object({
  oldpass: z
    .string({ error: messageRef('password.oldRequired') })
    .trim()
    .max(2048, { error: messageRef('auth.decryptFailed') })
    .optional(),
  newpass: z
    .string({ error: messageRef('password.required') })
    .trim()
    .min(1, { error: messageRef('password.required') })
    .max(2048, { error: messageRef('auth.decryptFailed') }),
});
export type TEditPassRequest = z.infer<typeof ZEditPassRequest>;

/**
 * Whose figures and reports the admin site shows the caller, and so what it offers them:
 * 'company' (an administrator: the whole site), or 'departments' (a unit manager or supervisor:
 * the dashboard and the learner reports only, of the subtrees of `departments`; no department
 * leaves the list empty and the figures refuse, ret 7 `dashboard.noDepartment`).
 */
export const ZManageScope = z.object({
  kind: z.enum(['company', 'departments']),
  /** The departments whose subtrees the caller looks after (empty for 'company'). */
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TManageScope = z.infer<typeof ZManageScope>;

/**
 * GET /api/manage/session: the signed-in administrator, unit manager or supervisor, for the
 * admin site's frame, with what they may see (`scope`).
 */
export const ZManageSession = z.object({
  userId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  portrait: z.string(),
  companyName: z.string(),
  changePassword: z.boolean(),
  passwordExpire: z.boolean(),
  scope: ZManageScope,
});
export type TManageSession = z.infer<typeof ZManageSession>;

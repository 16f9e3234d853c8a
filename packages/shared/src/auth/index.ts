import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { zMobile } from '../validators/index.ts';
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

/**
 * QR login (spec s.7 `login/qrcode/new`, `login/qrcode/state`): a computer shows a code, a phone
 * signed in to the learner site opens it (`/login/scan?code=`), says who it is and confirms, and
 * the computer, asking after the code's state, signs in as that person.
 */
export const QR_LOGIN = {
  /** How long a code may be scanned and confirmed. */
  codeSeconds: 120,
  /** How often the computer asks after its code. */
  pollMs: 2000,
  /** Codes one address may ask for a minute. */
  codesPerMinute: 30,
} as const;

export const QR_LOGIN_STATES = ['pending', 'scanned', 'confirmed', 'cancelled', 'expired'] as const;
export type TQrLoginState = (typeof QR_LOGIN_STATES)[number];

export const ZQrCodeNew = z.object({
  /** The code's secret: the phone's address carries it (`/login/scan?code=`). */
  code: z.string(),
  /** Seconds until it can no longer be scanned. */
  expiresIn: z.number().int(),
});
export type TQrCodeNew = z.infer<typeof ZQrCodeNew>;

const zQrCode = z
  .string({ error: messageRef('auth.qrInvalid') })
  .regex(/^[\w-]{20,64}$/, { error: messageRef('auth.qrInvalid') });

export const ZQrCodeRequest = z.strictObject({ code: zQrCode });
export type TQrCodeRequest = z.infer<typeof ZQrCodeRequest>;

/** The phone's answer: sign the computer in (accept) or not. */
export const ZQrCodeAnswer = z.strictObject({
  code: zQrCode,
  accept: z.boolean({ error: messageRef('common.parameterError') }),
});
export type TQrCodeAnswer = z.infer<typeof ZQrCodeAnswer>;

/** A code's state; `login` once, to the computer that asks after it confirmed. */
export const ZQrCodeState = z.object({
  state: z.enum(QR_LOGIN_STATES),
  login: ZLoginResponse.optional(),
});
export type TQrCodeState = z.infer<typeof ZQrCodeState>;

/**
 * Codes sent by text message (spec s.7 `mobile/sendcode`, `sendcode`, `loginMobile`,
 * `resetpass`): six digits, alive five minutes, five tries; a number (and a client address) is
 * sent at most one a minute and ten a (company) day; a captcha before each sending.
 */
export const PHONE_CODE = {
  digits: 6,
  minutes: 5,
  tries: 5,
  /** Seconds before the same number or address may be sent another code. */
  resendSeconds: 60,
  perDay: 10,
} as const;

/** What a code is for: signing in (`mobile/sendcode`) or a new password (`sendcode`). */
export type TPhoneCodePurpose = 'login' | 'reset';

const zCaptchaAnswer = z
  .string({ error: messageRef('auth.captchaRequired') })
  .trim()
  .min(1, { error: messageRef('auth.captchaRequired') })
  .max(16, { error: messageRef('auth.captchaWrong') });

/** POST study/mobile/sendcode and study/sendcode: a number and the captcha shown beside it. */
export const ZSendCodeRequest = z.object({
  mobile: zMobile,
  captcha: zCaptchaAnswer,
  captchaKey: z
    .string({ error: messageRef('auth.captchaWrong') })
    .trim()
    .min(1, { error: messageRef('auth.captchaWrong') })
    .max(64, { error: messageRef('auth.captchaWrong') }),
});
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;

export const ZSendCodeResponse = z.object({
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int(),
  /** Seconds the code lives. */
  expiresIn: z.number().int(),
});
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;

/** A code as sent: six digits (the shared rule of the server's schema and the forms). */
export const isPhoneCode = (v: string): boolean => /^\d{6}$/.test(v);

/** The six digits as typed (spaces around them are dropped). */
export const zPhoneCode = z
  .string({ error: messageRef('validation.smsCodeRequired') })
  .trim()
  .min(1, { error: messageRef('validation.smsCodeRequired') })
  .refine(isPhoneCode, { error: messageRef('validation.smsCode') });

/** POST study/loginMobile: signs in with the number and the code sent to it. */
export const ZMobileLoginRequest = z.object({ mobile: zMobile, code: zPhoneCode });
export type TMobileLoginRequest = z.infer<typeof ZMobileLoginRequest>;

/**
 * POST study/resetpass: a new password for the account the number belongs to, proved by the
 * code; `newpass` encrypted as editpass's (base64 of RSA-OAEP, SHA-256).
 */
export const ZResetPassRequest = z.object({
  mobile: zMobile,
  code: zPhoneCode,
  newpass: ZEditPassRequest.shape.newpass,
});
export type TResetPassRequest = z.infer<typeof ZResetPassRequest>;

/**
 * A login transfer (spec s.2 router guard, s.7 `switchAuth`; docs/decisions.md "Login transfer"):
 * a signed-in person's single-use ticket that opens a session for them on another site of the
 * company (another website's domain, the mobile domain): `/login/transfer?tgtn=…` trades it.
 */
export const TRANSFER = {
  /** How long a ticket may be traded. */
  seconds: 60,
} as const;

/** study/me/transfer: a ticket, and the seconds it is good for. */
export const ZTransferTicket = z.object({ tgtn: z.string(), expiresIn: z.number().int() });
export type TTransferTicket = z.infer<typeof ZTransferTicket>;

/** study/switchAuth: the ticket from the page's `tgtn`. */
export const ZSwitchAuthRequest = z.strictObject({
  tgtn: z
    .string({ error: messageRef('signOn.transferInvalid') })
    .regex(/^[\w-]{20,64}$/, { error: messageRef('signOn.transferInvalid') }),
});
export type TSwitchAuthRequest = z.infer<typeof ZSwitchAuthRequest>;

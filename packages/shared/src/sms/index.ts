import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { zMobile } from '../validators/index.ts';

/**
 * A company's own SMS provider (docs/decisions.md "Codes by text message"): when it is on, the
 * company's sign-in and password-reset codes go through it instead of the operator's
 * (the SMS_* environment values).
 */
export const COMPANY_SMS_PROVIDERS = ['aliyun', 'tencent'] as const;
export type TCompanySmsProvider = (typeof COMPANY_SMS_PROVIDERS)[number];

/** "Send a test message": at most one a minute and this many a day per company. */
export const SMS_TEST_LIMIT = { perMinute: 1, perDay: 10 } as const;

/** manage/sms/settings: what the admin site shows (the key secret never leaves the server). */
export const ZSmsSettings = z.object({
  enabled: z.boolean(),
  provider: z.enum(COMPANY_SMS_PROVIDERS),
  accessKeyId: z.string(),
  /** A key secret is stored (it is not shown; an empty field on save keeps it). */
  hasSecret: z.boolean(),
  signName: z.string(),
  loginTemplate: z.string(),
  resetTemplate: z.string(),
  sdkAppId: z.string(),
  region: z.string(),
  baseUrl: z.string(),
});
export type TSmsSettings = z.infer<typeof ZSmsSettings>;

/** An origin: https, or http on this machine only (a test or a local gateway); no path. */
export const isSmsBaseUrl = (v: string): boolean =>
  v === '' ||
  /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/.test(v) ||
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?\/?$/.test(v);

const text = (max: number, ref: Parameters<typeof messageRef>[0]) =>
  z
    .string({ error: messageRef(ref) })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) });

/**
 * manage/sms/settings/update. Switched on, the key id, the sign name and the sign-in template
 * are needed (the reset template defaults to the sign-in one, as SMS_RESET_TEMPLATE does), and
 * for Tencent the SDK app id; switched off, whatever is filled in is kept.
 */
export const ZSmsSettingsUpdate = z
  .object({
    enabled: z.boolean({ error: messageRef('common.parameterError') }),
    provider: z.enum(COMPANY_SMS_PROVIDERS, { error: messageRef('validation.option') }),
    accessKeyId: text(200, 'smsSettings.accessKeyId').refine((v) => /^[\x21-\x7e]*$/.test(v), {
      error: messageRef('smsSettings.accessKeyId'),
    }),
    /** A new key secret; absent or empty keeps the stored one. */
    accessKeySecret: text(500, 'common.parameterError').optional(),
    signName: text(50, 'smsSettings.signName'),
    loginTemplate: text(50, 'smsSettings.template').refine((v) => /^[\w-]*$/.test(v), {
      error: messageRef('smsSettings.template'),
    }),
    resetTemplate: text(50, 'smsSettings.template').refine((v) => /^[\w-]*$/.test(v), {
      error: messageRef('smsSettings.template'),
    }),
    sdkAppId: text(50, 'smsSettings.sdkAppId').refine((v) => /^\d*$/.test(v), {
      error: messageRef('smsSettings.sdkAppId'),
    }),
    region: text(50, 'smsSettings.region').refine((v) => /^[a-z0-9-]*$/.test(v), {
      error: messageRef('smsSettings.region'),
    }),
    baseUrl: text(300, 'smsSettings.baseUrl').refine(isSmsBaseUrl, {
      error: messageRef('smsSettings.baseUrl'),
    }),
  })
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    const need = (ok: boolean, path: string, ref: Parameters<typeof messageRef>[0]) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: messageRef(ref) });
    };
    need(v.accessKeyId !== '', 'accessKeyId', 'smsSettings.accessKeyId');
    need(v.signName !== '', 'signName', 'smsSettings.signName');
    need(v.loginTemplate !== '', 'loginTemplate', 'smsSettings.template');
    if (v.provider === 'tencent') need(v.sdkAppId !== '', 'sdkAppId', 'smsSettings.sdkAppId');
  });
export type TSmsSettingsUpdate = z.infer<typeof ZSmsSettingsUpdate>;

/** manage/sms/test: the number the test message goes to. */
export const ZSmsTestRequest = z.object({ mobile: zMobile });
export type TSmsTestRequest = z.infer<typeof ZSmsTestRequest>;

/** The provider accepted the test message. */
export const ZSmsTestResult = z.object({ provider: z.enum(COMPANY_SMS_PROVIDERS) });
export type TSmsTestResult = z.infer<typeof ZSmsTestResult>;

/**
 * Text messages (SMS) to mobile numbers: sign-in and password-reset codes. One interface; the
 * provider and its keys are configuration (docs/decisions.md s.5 "Outside services"):
 * `outbox` (development: writes each message to DATA_DIR/sms-outbox.jsonl and the log),
 * `aliyun` (Alibaba Cloud SMS, dysmsapi SendSms) or `tencent` (Tencent Cloud SMS, SendSms).
 */
export interface SmsProvider {
  readonly name: SmsProviderName;
  /** A development provider: nothing reaches a phone (named as such at start). */
  readonly development: boolean;
  /**
   * Sends a verification code. Resolves once the provider accepted the message; rejects with an
   * `SmsSendError` when it refused it or could not be reached.
   */
  sendCode(message: SmsCodeMessage): Promise<void>;
}

export const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface SmsCodeMessage {
  /** Mainland China mobile number, 11 digits (shared `isMobile`), without a country code. */
  mobile: string;
  /** Six digits. */
  code: string;
  /** What the code is for: the template's wording may differ. */
  purpose: 'login' | 'reset';
  /** Minutes the code lives (a template parameter where the template has one). */
  minutes: number;
}

/** SMS settings (config.ts reads them from the environment, SMS_*). */
export interface SmsConfig {
  provider: SmsProviderName;
  /** The provider's API origin; empty: its public endpoint. Tests point it at a local server. */
  baseUrl: string;
  /** Aliyun AccessKeyId / Tencent SecretId. */
  accessKeyId: string;
  /** Aliyun AccessKeySecret / Tencent SecretKey. */
  accessKeySecret: string;
  /** The approved signature (签名) shown before the text. */
  signName: string;
  /** The approved templates: Aliyun TemplateCode (SMS_123...) / Tencent TemplateId (digits). */
  loginTemplate: string;
  resetTemplate: string;
  /** Tencent only: the SMS application (SmsSdkAppId) and the region (default ap-guangzhou). */
  sdkAppId: string;
  region: string;
  /** The outbox may run with NODE_ENV=production only when the operator says so. */
  allowOutboxInProduction: boolean;
  /** How long one request to the provider may take (ms). */
  timeoutMs: number;
}

/** A provider refused a message or could not be reached; `code` is the provider's own. */
export class SmsSendError extends Error {
  readonly provider: SmsProviderName;
  readonly code: string;
  constructor(provider: SmsProviderName, code: string, message: string) {
    super(`${provider} SMS: ${code} ${message}`);
    this.name = 'SmsSendError';
    this.provider = provider;
    this.code = code;
  }
}

/** How an SMS provider's unreachable or nonsensical answer reads (infra/outside-json). */
export const smsFailure =
  (provider: SmsProviderName) =>
  (code: 'network' | 'bad_response', detail: string): SmsSendError =>
    new SmsSendError(provider, code, detail);

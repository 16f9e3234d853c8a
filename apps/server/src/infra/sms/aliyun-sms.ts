import { createHmac, randomUUID } from 'node:crypto';
import {
  isRecord,
  requestProviderJson,
  textOf,
  unexpectedAnswer,
  type ProviderAnswer,
} from '../outside-json.ts';
import {
  SmsSendError,
  smsFailure,
  type SmsCodeMessage,
  type SmsConfig,
  type SmsProvider,
} from './sms-provider.ts';

/** Alibaba Cloud SMS's public endpoint (dysmsapi), used when `SmsConfig.baseUrl` is empty. */
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** The dysmsapi API version SendSms belongs to. */
export const ALIYUN_SMS_VERSION = '2017-05-25';

/**
 * Percent-encoding by Aliyun's RPC signature rules: the RFC 3986 unreserved characters
 * (A-Z a-z 0-9 - _ . ~) stay as they are, every other UTF-8 byte becomes %XY in capitals
 * (a space is %20, never +; * is %2A; ~ is never %7E).
 */
export function aliyunPercentEncode(value: string): string {
  // encodeURIComponent already keeps ~ and writes a space as %20; it also keeps !'()*.
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The canonicalized query string: every parameter but `Signature`, sorted by name (code-unit
 * order), name and value percent-encoded, `name=value` joined with `&`. It is also the query sent.
 */
export function aliyunCanonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .filter(([name]) => name !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(value)}`)
    .join('&');
}

/** StringToSign = HTTPMethod & percentEncode("/") & percentEncode(canonicalized query). */
export function aliyunStringToSign(
  params: Readonly<Record<string, string>>,
  method = 'GET',
): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

/**
 * The RPC signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): base64 of the
 * HMAC-SHA1 of the StringToSign, keyed with the AccessKeySecret followed by '&'.
 */
export function aliyunSignature(
  params: Readonly<Record<string, string>>,
  accessKeySecret: string,
  method = 'GET',
): string {
  return createHmac('sha1', `${accessKeySecret}&`)
    .update(aliyunStringToSign(params, method), 'utf8')
    .digest('base64');
}

/** ISO 8601 UTC to the second, the form Aliyun's Timestamp takes: 2016-02-23T12:46:24Z. */
export function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The SendSms request's parameters for one code, before signing. */
export function aliyunSendSmsParams(
  config: SmsConfig,
  message: SmsCodeMessage,
  now: Date,
  nonce: string,
): Record<string, string> {
  return {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.mobile,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: message.purpose === 'login' ? config.loginTemplate : config.resetTemplate,
    TemplateParam: JSON.stringify({ code: message.code }),
    Timestamp: aliyunTimestamp(now),
    Version: ALIYUN_SMS_VERSION,
  };
}

/** The GET URL that carries the parameters and their Signature. */
export function aliyunSignedUrl(
  endpoint: string,
  params: Readonly<Record<string, string>>,
  accessKeySecret: string,
): string {
  const signature = aliyunPercentEncode(aliyunSignature(params, accessKeySecret));
  return `${endpoint}/?${aliyunCanonicalQuery(params)}&Signature=${signature}`;
}

/**
 * Alibaba Cloud SMS (dysmsapi SendSms, RPC style, signature v1.0). Resolves when the answer's
 * Code is OK; any other Code (isv.BUSINESS_LIMIT_CONTROL, SignatureDoesNotMatch, ...) rejects
 * with `SmsSendError('aliyun', Code, Message)`.
 */
export function createAliyunSms(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const endpoint = (config.baseUrl || ALIYUN_SMS_ENDPOINT).replace(/\/+$/, '');
  return {
    name: 'aliyun',
    development: false,
    async sendCode(message) {
      const params = aliyunSendSmsParams(config, message, new Date(), randomUUID());
      const answer = await requestProviderJson(
        aliyunSignedUrl(endpoint, params, config.accessKeySecret),
        { method: 'GET', headers: { accept: 'application/json' } },
        config.timeoutMs,
        fetchImpl,
        smsFailure('aliyun'),
      );
      checkAliyunAnswer(answer);
    },
  };
}

/** Aliyun answers `{"Code":"OK",...}` when it took the message, else its error Code and Message. */
function checkAliyunAnswer(answer: ProviderAnswer): void {
  const { body } = answer;
  if (!isRecord(body) || typeof body.Code !== 'string')
    throw unexpectedAnswer(answer, smsFailure('aliyun'));
  if (body.Code !== 'OK') throw new SmsSendError('aliyun', body.Code, textOf(body.Message));
}

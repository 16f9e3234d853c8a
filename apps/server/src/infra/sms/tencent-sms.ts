import { createHash, createHmac } from 'node:crypto';
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

/** Tencent Cloud SMS's public endpoint, used when `SmsConfig.baseUrl` is empty. */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';

/** The SMS API version SendSms is called with. */
export const TENCENT_SMS_VERSION = '2021-01-11';

const SERVICE = 'sms';
const ACTION = 'SendSms';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const ALGORITHM = 'TC3-HMAC-SHA256';

/** What TC3-HMAC-SHA256 signs for one POST request to a TencentCloud API 3.0 endpoint. */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product ("cvm", "sms"): the service of the credential scope. */
  service: string;
  /** Unix seconds, the X-TC-Timestamp header; its UTC date is the credential scope's date. */
  timestamp: number;
  /** The body exactly as sent. */
  payload: string;
  /** The headers to sign as sent, by name: at least Content-Type and Host. */
  headers: Readonly<Record<string, string>>;
}

/** The UTC date (YYYY-MM-DD) of a Unix timestamp, as the credential scope writes it. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/**
 * The canonical request of a POST to "/": method, URI, empty query, the signed headers
 * (names and values lowercased and trimmed, sorted by name, `name:value\n` each), their names
 * joined with ';', and the hex SHA-256 of the payload.
 */
export function tc3CanonicalRequest(request: Pick<Tc3Request, 'payload' | 'headers'>): {
  canonicalRequest: string;
  signedHeaders: string;
} {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.trim().toLowerCase(), value.trim().toLowerCase()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonicalHeaders = headers.map(([name, value]) => `${name}:${value}\n`).join('');
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    'POST',
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  return { canonicalRequest, signedHeaders };
}

/** StringToSign = algorithm, timestamp, credential scope and the canonical request's hash. */
export function tc3StringToSign(
  timestamp: number,
  service: string,
  canonicalRequest: string,
): string {
  const scope = `${tc3Date(timestamp)}/${service}/tc3_request`;
  return [ALGORITHM, String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
}

/**
 * The hex signature: the key is derived as HMAC("TC3" + SecretKey, date) -> service ->
 * "tc3_request", then HMAC-SHA256 of the StringToSign.
 */
export function tc3Signature(
  secretKey: string,
  date: string,
  service: string,
  stringToSign: string,
): string {
  const secretDate = hmac(`TC3${secretKey}`, date);
  const secretService = hmac(secretDate, service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
}

/** The Authorization header of a request signed with TC3-HMAC-SHA256. */
export function tc3Authorization(request: Tc3Request): string {
  const { canonicalRequest, signedHeaders } = tc3CanonicalRequest(request);
  const stringToSign = tc3StringToSign(request.timestamp, request.service, canonicalRequest);
  const date = tc3Date(request.timestamp);
  const signature = tc3Signature(request.secretKey, date, request.service, stringToSign);
  return (
    `${ALGORITHM} Credential=${request.secretId}/${date}/${request.service}/tc3_request, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`
  );
}

/** The SendSms body for one code: the template's parameters are the code and its minutes. */
export function tencentSendSmsBody(config: SmsConfig, message: SmsCodeMessage) {
  return {
    PhoneNumberSet: [`+86${message.mobile}`],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: message.purpose === 'login' ? config.loginTemplate : config.resetTemplate,
    TemplateParamSet: [message.code, String(message.minutes)],
  };
}

/** The headers of a signed SendSms request to `host` (the host actually called). */
export function tencentSendSmsHeaders(
  config: SmsConfig,
  host: string,
  payload: string,
  timestamp: number,
): Record<string, string> {
  const signed = { 'Content-Type': CONTENT_TYPE, Host: host, 'X-TC-Action': ACTION };
  const authorization = tc3Authorization({
    secretId: config.accessKeyId,
    secretKey: config.accessKeySecret,
    service: SERVICE,
    timestamp,
    payload,
    headers: signed,
  });
  return {
    Authorization: authorization,
    ...signed,
    'X-TC-Timestamp': String(timestamp),
    'X-TC-Version': TENCENT_SMS_VERSION,
    'X-TC-Region': config.region || 'ap-guangzhou',
  };
}

/**
 * Tencent Cloud SMS (SendSms 2021-01-11, signature v3 TC3-HMAC-SHA256). Resolves when the
 * message's SendStatus Code is Ok; a Response.Error (AuthFailure.SignatureFailure, ...) or another
 * SendStatus Code (LimitExceeded.PhoneNumberDailyLimit, ...) rejects with
 * `SmsSendError('tencent', code, message)`.
 */
export function createTencentSms(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = new URL('/', config.baseUrl || TENCENT_SMS_ENDPOINT);
  return {
    name: 'tencent',
    development: false,
    async sendCode(message) {
      const payload = JSON.stringify(tencentSendSmsBody(config, message));
      const timestamp = Math.floor(Date.now() / 1000);
      const answer = await requestProviderJson(
        url.href,
        {
          method: 'POST',
          headers: tencentSendSmsHeaders(config, url.host, payload, timestamp),
          body: payload,
        },
        config.timeoutMs,
        fetchImpl,
        smsFailure('tencent'),
      );
      checkTencentAnswer(answer);
    },
  };
}

/**
 * Tencent answers `{"Response":{"Error":{Code,Message}}}` when it refused the request, else
 * `{"Response":{"SendStatusSet":[{Code,Message,...}]}}` where Code "Ok" means sent.
 */
function checkTencentAnswer(answer: ProviderAnswer): void {
  const response = isRecord(answer.body) ? answer.body.Response : undefined;
  if (!isRecord(response)) throw unexpectedAnswer(answer, smsFailure('tencent'));
  const error = response.Error;
  if (isRecord(error) && typeof error.Code === 'string')
    throw new SmsSendError('tencent', error.Code, textOf(error.Message));
  const status = firstItem(response.SendStatusSet);
  if (!isRecord(status) || typeof status.Code !== 'string')
    throw unexpectedAnswer(answer, smsFailure('tencent'));
  if (status.Code !== 'Ok') throw new SmsSendError('tencent', status.Code, textOf(status.Message));
}

function firstItem(list: unknown): unknown {
  return Array.isArray(list) ? (list as unknown[])[0] : undefined;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

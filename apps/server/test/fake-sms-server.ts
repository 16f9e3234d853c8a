import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { json, type FakeAnswer, type RawRequest } from './fake-server.ts';
import {
  SmsSendError,
  type SmsCodeMessage,
  type SmsProviderName,
} from '../src/infra/sms/sms-provider.ts';

/** Test support for the SMS adapters' tests (their local server is test/fake-server). */

/** The message the adapters' tests send: a sign-in code. */
export const SAMPLE_CODE: SmsCodeMessage = {
  mobile: '13800138000',
  code: '123456',
  purpose: 'login',
  minutes: 5,
};

/** The SmsSendError a send that should fail rejects with (from that provider). */
export async function providerRefusal(
  promise: Promise<void>,
  provider: SmsProviderName,
): Promise<SmsSendError> {
  const err: unknown = await promise.then(
    () => new Error('expected the send to fail'),
    (e: unknown) => e,
  );
  if (!(err instanceof SmsSendError)) throw err;
  expect(err.provider).toBe(provider);
  return err;
}

// --- A fake dysmsapi: it verifies requests the way the vendor documents, from the raw query. ---
// (aliyun-sms.unit.test.ts and the company SMS settings' API test, modules/sms/sms.test.ts.)

/** The account the fake knows, unless given another. */
export const ACCOUNT = { accessKeyId: 'LTAI5tTestKeyId', accessKeySecret: 'test secret*~/+=' };
/** A number the fake refuses with a flow-control error. */
export const LIMITED_MOBILE = '13900000009';

/** RFC 3986 encoding written from Aliyun's rule, byte by byte (not the adapter's code). */
function fakeEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function fakeStringToSign(params: Record<string, string>): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort();
  const query = names.map((name) => `${fakeEncode(name)}=${fakeEncode(params[name] ?? '')}`);
  return `GET&${fakeEncode('/')}&${fakeEncode(query.join('&'))}`;
}

export function fakeSignature(params: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(fakeStringToSign(params)).digest('base64');
}

/** The raw query's parameters, decoded; null when a pair is malformed or repeated. */
function parseRawQuery(url: string): Record<string, string> | null {
  const [path, query = ''] = url.split('?', 2);
  if (path !== '/' || query.includes('+')) return null;
  const params: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if (at < 1) return null;
    const name = decodeURIComponent(pair.slice(0, at));
    if (name in params) return null;
    params[name] = decodeURIComponent(pair.slice(at + 1));
  }
  return params;
}

export const REQUEST_ID = 'F655A8D5-B967-440B-8683-DAD6FF8DE990';
const aliyunError = (status: number, code: string, message: string) =>
  json(status, { RequestId: REQUEST_ID, Message: message, Code: code });

/** What SendSms needs besides the signature; each problem in words. */
function sendSmsProblems(params: Record<string, string>, seenNonces: Set<string>): string[] {
  const fixed: Record<string, string> = {
    Action: 'SendSms',
    Version: '2017-05-25',
    Format: 'JSON',
    RegionId: 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
  };
  const problems = Object.entries(fixed)
    .filter(([name, value]) => params[name] !== value)
    .map(([name, value]) => `${name} should be ${value}, got ${params[name]}`);
  for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam'])
    if (!params[name]) problems.push(`${name} is missing`);
  const timestamp = params.Timestamp ?? '';
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp))
    problems.push(`Timestamp ${timestamp} is not yyyy-MM-ddTHH:mm:ssZ`);
  else if (Math.abs(Date.parse(timestamp) - Date.now()) > 15 * 60_000)
    problems.push('Timestamp is too far from now');
  const nonce = params.SignatureNonce ?? '';
  if (!/^[0-9a-f-]{36}$/.test(nonce) || seenNonces.has(nonce))
    problems.push(`SignatureNonce ${nonce} is not a fresh uuid`);
  seenNonces.add(nonce);
  return problems;
}

/** Answers as dysmsapi does: signature first, then parameters, then the number's fate. */
export function aliyunFake(
  received: Record<string, string>[],
  account: { accessKeyId: string; accessKeySecret: string } = ACCOUNT,
) {
  const seenNonces = new Set<string>();
  return (request: RawRequest): FakeAnswer => {
    if (request.method !== 'GET') return aliyunError(400, 'UnsupportedHTTPMethod', 'GET only');
    const params = parseRawQuery(request.url);
    if (!params) return aliyunError(400, 'InvalidParameter', 'malformed query');
    if (params.AccessKeyId !== account.accessKeyId)
      return aliyunError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.Signature !== fakeSignature(params, account.accessKeySecret))
      return aliyunError(
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${fakeStringToSign(params)}`,
      );
    const problems = sendSmsProblems(params, seenNonces);
    if (problems.length > 0) return aliyunError(400, 'isv.INVALID_PARAMETERS', problems.join('; '));
    received.push(params);
    if (!/^1\d{10}$/.test(params.PhoneNumbers ?? ''))
      return aliyunError(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (params.PhoneNumbers === LIMITED_MOBILE)
      return aliyunError(200, 'isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    return json(200, {
      Message: 'OK',
      RequestId: REQUEST_ID,
      Code: 'OK',
      BizId: '900619746936498440^0',
    });
  };
}

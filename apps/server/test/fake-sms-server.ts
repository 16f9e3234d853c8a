import { createHash, createHmac } from 'node:crypto';
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

// --- A fake sms.tencentcloudapi.com: it verifies requests from the raw headers and body. ---
// (tencent-sms.unit.test.ts and the company SMS settings' API test, modules/sms/sms.test.ts.)

/** The account the Tencent fake knows, unless given another. */
export const TENCENT_ACCOUNT = {
  secretId: 'AKIDTestSecretId0123456789',
  secretKey: 'TestSecretKey0123456789',
};
export const TENCENT_SDK_APP_ID = '1400006666';
export const TENCENT_REQUEST_ID = 'a0aabda6-cf91-4f3e-a81f-9198114a2279';

/** Derives the key and signs, written from the documentation (not the adapter's code). */
export function tencentFakeSignature(
  secretKey: string,
  timestamp: number,
  service: string,
  canonicalRequest: string,
): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const hashed = createHash('sha256').update(canonicalRequest).digest('hex');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hashed}`;
  let key: Buffer = createHmac('sha256', `TC3${secretKey}`).update(date).digest();
  for (const step of [service, 'tc3_request'])
    key = createHmac('sha256', key).update(step).digest();
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const tencentError = (code: string, message: string) =>
  json(200, {
    Response: { Error: { Code: code, Message: message }, RequestId: TENCENT_REQUEST_ID },
  });

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function tcHeader(request: RawRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Checks the common headers and the signature; an error answer, or null when they hold. */
function authFailure(
  request: RawRequest,
  ownHost: string,
  account: { secretId: string; secretKey: string },
): FakeAnswer | null {
  if (tcHeader(request, 'content-type') !== 'application/json; charset=utf-8')
    return tencentError('InvalidParameter', 'Content-Type');
  if (tcHeader(request, 'x-tc-action') !== 'SendSms')
    return tencentError('InvalidAction', 'The action requested is invalid.');
  if (tcHeader(request, 'x-tc-version') !== '2021-01-11')
    return tencentError('NoSuchVersion', 'The requested version does not exist.');
  if (tcHeader(request, 'x-tc-region') !== 'ap-guangzhou')
    return tencentError('UnsupportedRegion', 'The region is not supported.');
  const timestamp = Number(tcHeader(request, 'x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(timestamp - Date.now() / 1000) > 300)
    return tencentError('AuthFailure.SignatureExpire', 'Signature expired.');
  const auth = AUTHORIZATION.exec(tcHeader(request, 'authorization'));
  if (!auth) return tencentError('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
  const [, secretId, date, service, signedHeaders = '', signature] = auth;
  if (secretId !== account.secretId)
    return tencentError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
  const names = signedHeaders.split(';');
  const scopeOk =
    service === 'sms' && date === new Date(timestamp * 1000).toISOString().slice(0, 10);
  const headersOk =
    names.includes('content-type') &&
    names.includes('host') &&
    names.join(';') === [...names].sort().join(';') &&
    tcHeader(request, 'host') === ownHost;
  if (!scopeOk || !headersOk)
    return tencentError('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
  const canonicalHeaders = names
    .map((name) => `${name}:${tcHeader(request, name).trim().toLowerCase()}\n`)
    .join('');
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
  if (signature !== tencentFakeSignature(account.secretKey, timestamp, 'sms', canonical))
    return tencentError(
      'AuthFailure.SignatureFailure',
      'The provided credentials could not be validated. Please check your signature is correct.',
    );
  return null;
}

export interface TencentSendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

/** Answers as SMS SendSms does: auth first, then the parameters, then the number's fate. */
export function tencentFake(
  received: TencentSendSmsBody[],
  account: { secretId: string; secretKey: string } = TENCENT_ACCOUNT,
  sdkAppId = TENCENT_SDK_APP_ID,
) {
  return (request: RawRequest, ownHost: string): FakeAnswer => {
    if (request.method !== 'POST' || request.url !== '/')
      return tencentError('InvalidParameter', 'POST / only');
    const failure = authFailure(request, ownHost, account);
    if (failure) return failure;
    const body = JSON.parse(request.body) as TencentSendSmsBody;
    const phones = body.PhoneNumberSet;
    const params = body.TemplateParamSet;
    if (
      !Array.isArray(phones) ||
      phones.length !== 1 ||
      !/^\+861\d{10}$/.test(String(phones[0])) ||
      body.SmsSdkAppId !== sdkAppId ||
      typeof body.SignName !== 'string' ||
      typeof body.TemplateId !== 'string' ||
      !Array.isArray(params) ||
      !params.every((p) => typeof p === 'string')
    )
      return tencentError('InvalidParameterValue', 'SendSms parameters');
    received.push(body);
    const code =
      phones[0] === `+86${LIMITED_MOBILE}` ? 'LimitExceeded.PhoneNumberDailyLimit' : 'Ok';
    const message =
      code === 'Ok'
        ? 'send success'
        : 'the number of SMS messages sent from a single mobile number every day exceeds the upper limit';
    return json(200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: '5000:1045710669157053657849499619',
            PhoneNumber: phones[0],
            Fee: 1,
            SessionContext: '',
            Code: code,
            Message: message,
            IsoCode: 'CN',
          },
        ],
        RequestId: TENCENT_REQUEST_ID,
      },
    });
  };
}

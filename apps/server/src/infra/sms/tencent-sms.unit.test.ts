import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  json,
  startFakeServer,
  unreachableOrigin,
  type FakeAnswer,
  type FakeServer,
  type RawRequest,
} from '../../../test/fake-server.ts';
import { providerRefusal, SAMPLE_CODE } from '../../../test/fake-sms-server.ts';
import type { SmsConfig } from './sms-provider.ts';
import {
  createTencentSms,
  tc3Authorization,
  tc3CanonicalRequest,
  tc3Date,
  tc3StringToSign,
} from './tencent-sms.ts';

// The published example of TencentCloud API signature v3 (TC3-HMAC-SHA256): CVM
// DescribeInstances in ap-guangzhou, X-TC-Timestamp 1551113065, from the "Signature v3" /
// "签名方法 v3" page of the API 3.0 documentation (the same page under every product, e.g. CVM
// https://cloud.tencent.com/document/api/213/30654, SMS https://www.tencentcloud.com/document/product/382/40467;
// the code of https://github.com/TencentCloud/signature-process-demo builds the same request).
// The English edition signs with SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE; the Chinese edition
// prints the key masked as Gu5t9xGARNpq86cd98joQYCN3******* and gives the signature of that string.
const DOC_PAYLOAD =
  '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
const DOC_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  Host: 'cvm.tencentcloudapi.com',
};
const DOC_TIMESTAMP = 1551113065;
const DOC_PAYLOAD_HASH = '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064';
const DOC_CANONICAL_REQUEST = `POST
/

content-type:application/json; charset=utf-8
host:cvm.tencentcloudapi.com

content-type;host
${DOC_PAYLOAD_HASH}`;
const DOC_STRING_TO_SIGN = `TC3-HMAC-SHA256
1551113065
2019-02-25/cvm/tc3_request
5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031`;
const DOC_SECRET_ID = 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE';
const DOC_SECRET_KEY = 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE';
const DOC_SIGNATURE = '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168';
const DOC_MASKED_KEY = 'Gu5t9xGARNpq86cd98joQYCN3*******';
const DOC_MASKED_KEY_SIGNATURE = '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c';

describe('TC3-HMAC-SHA256', () => {
  it('reproduces the published DescribeInstances example step by step', () => {
    const { canonicalRequest, signedHeaders } = tc3CanonicalRequest({
      payload: DOC_PAYLOAD,
      headers: DOC_HEADERS,
    });
    expect(canonicalRequest).toBe(DOC_CANONICAL_REQUEST);
    expect(signedHeaders).toBe('content-type;host');
    expect(tc3StringToSign(DOC_TIMESTAMP, 'cvm', canonicalRequest)).toBe(DOC_STRING_TO_SIGN);
    const doc = {
      secretId: DOC_SECRET_ID,
      secretKey: DOC_SECRET_KEY,
      service: 'cvm',
      timestamp: DOC_TIMESTAMP,
      payload: DOC_PAYLOAD,
      headers: DOC_HEADERS,
    };
    expect(tc3Authorization(doc)).toBe(
      `TC3-HMAC-SHA256 Credential=${DOC_SECRET_ID}/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${DOC_SIGNATURE}`,
    );
    expect(tc3Authorization({ ...doc, secretKey: DOC_MASKED_KEY })).toContain(
      `Signature=${DOC_MASKED_KEY_SIGNATURE}`,
    );
  });

  it('matches the official Node.js SDK test vector', () => {
    // tencentcloud-sdk-nodejs test/common/sign.test.ts, "should generate sign3 signature correctly".
    expect(
      tc3Authorization({
        secretId: 'test-secret-id',
        secretKey: 'test-secret-key',
        service: 'cvm',
        timestamp: 1640995200,
        payload: '{"Action":"DescribeInstances","Version":"2017-03-12"}',
        headers: { 'Content-Type': 'application/json', Host: 'cvm.tencentcloudapi.com' },
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=test-secret-id/2022-01-01/cvm/tc3_request, SignedHeaders=content-type;host, Signature=96473b50fe407833672a5d6d067238d88bb44c8abcc39ef83baa3132afbfadd3',
    );
  });

  it('dates the scope in UTC (00:44 in Beijing is still the day before)', () => {
    expect(tc3Date(DOC_TIMESTAMP)).toBe('2019-02-25');
  });

  it("the fake server's own verifier agrees with the published example", () => {
    expect(fakeSignature(DOC_SECRET_KEY, DOC_TIMESTAMP, 'cvm', DOC_CANONICAL_REQUEST)).toBe(
      DOC_SIGNATURE,
    );
  });
});

// --- A fake sms.tencentcloudapi.com: it verifies requests from the raw headers and body. ---

const ACCOUNT = { secretId: 'AKIDTestSecretId0123456789', secretKey: 'TestSecretKey0123456789' };
const SDK_APP_ID = '1400006666';
const LIMITED_MOBILE = '13900000009';
const REQUEST_ID = 'a0aabda6-cf91-4f3e-a81f-9198114a2279';

/** Derives the key and signs, written from the documentation (not the adapter's code). */
function fakeSignature(
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
  json(200, { Response: { Error: { Code: code, Message: message }, RequestId: REQUEST_ID } });

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function header(request: RawRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Checks the common headers and the signature; an error answer, or null when they hold. */
function authFailure(request: RawRequest, ownHost: string): FakeAnswer | null {
  if (header(request, 'content-type') !== 'application/json; charset=utf-8')
    return tencentError('InvalidParameter', 'Content-Type');
  if (header(request, 'x-tc-action') !== 'SendSms')
    return tencentError('InvalidAction', 'The action requested is invalid.');
  if (header(request, 'x-tc-version') !== '2021-01-11')
    return tencentError('NoSuchVersion', 'The requested version does not exist.');
  if (header(request, 'x-tc-region') !== 'ap-guangzhou')
    return tencentError('UnsupportedRegion', 'The region is not supported.');
  const timestamp = Number(header(request, 'x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(timestamp - Date.now() / 1000) > 300)
    return tencentError('AuthFailure.SignatureExpire', 'Signature expired.');
  const auth = AUTHORIZATION.exec(header(request, 'authorization'));
  if (!auth) return tencentError('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
  const [, secretId, date, service, signedHeaders = '', signature] = auth;
  if (secretId !== ACCOUNT.secretId)
    return tencentError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
  const names = signedHeaders.split(';');
  const scopeOk =
    service === 'sms' && date === new Date(timestamp * 1000).toISOString().slice(0, 10);
  const headersOk =
    names.includes('content-type') &&
    names.includes('host') &&
    names.join(';') === [...names].sort().join(';') &&
    header(request, 'host') === ownHost;
  if (!scopeOk || !headersOk)
    return tencentError('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
  const canonicalHeaders = names
    .map((name) => `${name}:${header(request, name).trim().toLowerCase()}\n`)
    .join('');
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
  if (signature !== fakeSignature(ACCOUNT.secretKey, timestamp, 'sms', canonical))
    return tencentError(
      'AuthFailure.SignatureFailure',
      'The provided credentials could not be validated. Please check your signature is correct.',
    );
  return null;
}

interface SendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

/** Answers as SMS SendSms does: auth first, then the parameters, then the number's fate. */
function tencentFake(received: SendSmsBody[]) {
  return (request: RawRequest, ownHost: string): FakeAnswer => {
    if (request.method !== 'POST' || request.url !== '/')
      return tencentError('InvalidParameter', 'POST / only');
    const failure = authFailure(request, ownHost);
    if (failure) return failure;
    const body = JSON.parse(request.body) as SendSmsBody;
    const phones = body.PhoneNumberSet;
    const params = body.TemplateParamSet;
    if (
      !Array.isArray(phones) ||
      phones.length !== 1 ||
      !/^\+861\d{10}$/.test(String(phones[0])) ||
      body.SmsSdkAppId !== SDK_APP_ID ||
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
        RequestId: REQUEST_ID,
      },
    });
  };
}

// --- The adapter against the fake. ---

const configFor = (baseUrl: string, overrides: Partial<SmsConfig> = {}): SmsConfig => ({
  provider: 'tencent',
  baseUrl,
  accessKeyId: ACCOUNT.secretId,
  accessKeySecret: ACCOUNT.secretKey,
  signName: '腾讯云',
  loginTemplate: '449739',
  resetTemplate: '449740',
  sdkAppId: SDK_APP_ID,
  region: 'ap-guangzhou',
  allowOutboxInProduction: false,
  timeoutMs: 5_000,
  ...overrides,
});

const sendError = (promise: Promise<void>) => providerRefusal(promise, 'tencent');

describe('createTencentSms against a local SMS API', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function fake() {
    const received: SendSmsBody[] = [];
    server = await startFakeServer(tencentFake(received));
    return { received, origin: server.origin };
  }

  it('sends a signed SendSms with the template and its parameters', async () => {
    const { received, origin } = await fake();
    const sms = createTencentSms(configFor(origin));
    expect(sms).toMatchObject({ name: 'tencent', development: false });
    await sms.sendCode(SAMPLE_CODE);
    await sms.sendCode({ ...SAMPLE_CODE, code: '654321', purpose: 'reset', minutes: 10 });
    expect(received).toEqual([
      {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: SDK_APP_ID,
        SignName: '腾讯云',
        TemplateId: '449739',
        TemplateParamSet: ['123456', '5'],
      },
      {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: SDK_APP_ID,
        SignName: '腾讯云',
        TemplateId: '449740',
        TemplateParamSet: ['654321', '10'],
      },
    ]);
  });

  it('defaults the region to ap-guangzhou', async () => {
    const { received, origin } = await fake();
    await createTencentSms(configFor(origin, { region: '' })).sendCode(SAMPLE_CODE);
    expect(received).toHaveLength(1);
  });

  it("rejects with the SendStatus code when the vendor doesn't send", async () => {
    const { origin } = await fake();
    const sms = createTencentSms(configFor(origin));
    const err = await sendError(sms.sendCode({ ...SAMPLE_CODE, mobile: LIMITED_MOBILE }));
    expect(err.code).toBe('LimitExceeded.PhoneNumberDailyLimit');
    expect(err.message).toContain('exceeds the upper limit');
  });

  it('is refused with AuthFailure.SignatureFailure under a wrong secret', async () => {
    const { received, origin } = await fake();
    const sms = createTencentSms(configFor(origin, { accessKeySecret: 'not the key' }));
    const err = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(err.code).toBe('AuthFailure.SignatureFailure');
    expect(received).toHaveLength(0);
    const unknownId = createTencentSms(configFor(origin, { accessKeyId: 'AKIDSomeoneElse' }));
    expect((await sendError(unknownId.sendCode(SAMPLE_CODE))).code).toBe(
      'AuthFailure.SecretIdNotFound',
    );
  });

  it('calls the public endpoint, signing its host, when no baseUrl is set', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    const fetchStub: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok' }] } }));
    };
    await createTencentSms(configFor(''), fetchStub).sendCode(SAMPLE_CODE);
    expect(calls[0]?.url).toBe('https://sms.tencentcloudapi.com/');
    expect(calls[0]?.headers.get('host')).toBe('sms.tencentcloudapi.com');
    expect(calls[0]?.headers.get('authorization')).toMatch(
      /\/sms\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=[0-9a-f]{64}$/,
    );
  });

  it("is a network error when the server can't be reached", async () => {
    const sms = createTencentSms(configFor(await unreachableOrigin()));
    const err = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(err.code).toBe('network');
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('is a network error when the server does not answer in time', async () => {
    server = await startFakeServer(() => 'no answer');
    const sms = createTencentSms(configFor(server.origin, { timeoutMs: 200 }));
    const err = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(err.code).toBe('network');
    expect(err.message).toContain('no answer within 200 ms');
  });

  it('is a bad response when the answer is not JSON, or not a SendSms answer', async () => {
    let calls = 0;
    server = await startFakeServer(() =>
      ++calls === 1
        ? { status: 503, body: 'Service Unavailable', contentType: 'text/plain' }
        : json(200, { Response: { RequestId: REQUEST_ID } }),
    );
    const sms = createTencentSms(configFor(server.origin));
    const text = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(text.code).toBe('bad_response');
    expect(text.message).toContain('HTTP 503');
    expect((await sendError(sms.sendCode(SAMPLE_CODE))).code).toBe('bad_response');
  });
});

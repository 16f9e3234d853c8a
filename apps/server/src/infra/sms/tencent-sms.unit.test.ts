import { afterEach, describe, expect, it } from 'vitest';
import {
  json,
  startFakeServer,
  unreachableOrigin,
  type FakeServer,
} from '../../../test/fake-server.ts';
import {
  LIMITED_MOBILE,
  providerRefusal,
  SAMPLE_CODE,
  TENCENT_ACCOUNT as ACCOUNT,
  TENCENT_REQUEST_ID as REQUEST_ID,
  TENCENT_SDK_APP_ID as SDK_APP_ID,
  tencentFake,
  tencentFakeSignature as fakeSignature,
  type TencentSendSmsBody as SendSmsBody,
} from '../../../test/fake-sms-server.ts';
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

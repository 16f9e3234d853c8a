import { afterEach, describe, expect, it } from 'vitest';
import {
  aliyunPercentEncode,
  aliyunSignature,
  aliyunStringToSign,
  aliyunTimestamp,
  createAliyunSms,
} from './aliyun-sms.ts';
import {
  json,
  startFakeServer,
  unreachableOrigin,
  type FakeServer,
} from '../../../test/fake-server.ts';
import {
  ACCOUNT,
  aliyunFake,
  fakeSignature,
  fakeStringToSign,
  LIMITED_MOBILE,
  providerRefusal,
  REQUEST_ID,
  SAMPLE_CODE,
} from '../../../test/fake-sms-server.ts';
import type { SmsConfig } from './sms-provider.ts';

// The published example of Alibaba Cloud's RPC signature (signature version 1.0): ECS
// DescribeRegions with AccessKeyId "testid" and AccessKeySecret "testsecret", from the ECS API
// reference "签名机制" / "Request signatures" (https://www.alibabacloud.com/help/doc-detail/28139.htm,
// quoted in full at https://developer.aliyun.com/ask/210168): its StringToSign and Signature.
const DOC_PARAMS = {
  TimeStamp: '2016-02-23T12:46:24Z',
  Format: 'XML',
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  Version: '2014-05-26',
  SignatureVersion: '1.0',
};
const DOC_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26';
const DOC_SIGNATURE = 'CT9X0VtwR86fNWSnsc6v8YGOjuE=';

describe('Aliyun RPC signature', () => {
  it('reproduces the published DescribeRegions example', () => {
    expect(aliyunStringToSign(DOC_PARAMS)).toBe(DOC_STRING_TO_SIGN);
    expect(aliyunSignature(DOC_PARAMS, 'testsecret')).toBe(DOC_SIGNATURE);
    expect(aliyunSignature({ ...DOC_PARAMS, Signature: 'ignored' }, 'testsecret')).toBe(
      DOC_SIGNATURE,
    );
  });

  it('percent-encodes by Aliyun rules', () => {
    expect(aliyunPercentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
    expect(aliyunPercentEncode("!'()+/:=&")).toBe('%21%27%28%29%2B%2F%3A%3D%26');
    expect(aliyunPercentEncode('短信-_.')).toBe('%E7%9F%AD%E4%BF%A1-_.');
  });

  it('writes Timestamp as ISO 8601 UTC to the second', () => {
    expect(aliyunTimestamp(new Date('2016-02-23T12:46:24.678Z'))).toBe('2016-02-23T12:46:24Z');
  });

  it("the fake server's own verifier agrees with the published example", () => {
    expect(fakeStringToSign(DOC_PARAMS)).toBe(DOC_STRING_TO_SIGN);
    expect(fakeSignature(DOC_PARAMS, 'testsecret')).toBe(DOC_SIGNATURE);
  });
});

// --- The adapter against the fake. ---

const configFor = (baseUrl: string, overrides: Partial<SmsConfig> = {}): SmsConfig => ({
  provider: 'aliyun',
  baseUrl,
  accessKeyId: ACCOUNT.accessKeyId,
  accessKeySecret: ACCOUNT.accessKeySecret,
  signName: '阿里云短信测试',
  loginTemplate: 'SMS_154950909',
  resetTemplate: 'SMS_154950910',
  sdkAppId: '',
  region: '',
  allowOutboxInProduction: false,
  timeoutMs: 5_000,
  ...overrides,
});

const sendError = (promise: Promise<void>) => providerRefusal(promise, 'aliyun');

describe('createAliyunSms against a local dysmsapi', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function fake() {
    const received: Record<string, string>[] = [];
    server = await startFakeServer(aliyunFake(received));
    return { received, origin: server.origin };
  }

  it('sends a signed SendSms with the template for the purpose', async () => {
    const { received, origin } = await fake();
    const sms = createAliyunSms(configFor(`${origin}/`));
    expect(sms).toMatchObject({ name: 'aliyun', development: false });
    await sms.sendCode(SAMPLE_CODE);
    await sms.sendCode({ ...SAMPLE_CODE, code: '654321', purpose: 'reset' });
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({
      PhoneNumbers: '13800138000',
      SignName: '阿里云短信测试',
      TemplateCode: 'SMS_154950909',
      TemplateParam: '{"code":"123456"}',
    });
    expect(received[1]).toMatchObject({
      TemplateCode: 'SMS_154950910',
      TemplateParam: '{"code":"654321"}',
    });
  });

  it("rejects with the vendor's code when it refuses the message", async () => {
    const { origin } = await fake();
    const sms = createAliyunSms(configFor(origin));
    const limited = await sendError(sms.sendCode({ ...SAMPLE_CODE, mobile: LIMITED_MOBILE }));
    expect(limited.code).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(limited.message).toContain('流控');
    const illegal = await sendError(sms.sendCode({ ...SAMPLE_CODE, mobile: '1380013800' }));
    expect(illegal.code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
  });

  it('is refused with SignatureDoesNotMatch under a wrong secret, and an unknown key id', async () => {
    const { received, origin } = await fake();
    const wrongSecret = createAliyunSms(configFor(origin, { accessKeySecret: 'not the secret' }));
    expect((await sendError(wrongSecret.sendCode(SAMPLE_CODE))).code).toBe('SignatureDoesNotMatch');
    const unknownId = createAliyunSms(configFor(origin, { accessKeyId: 'LTAI5tSomeoneElse' }));
    expect((await sendError(unknownId.sendCode(SAMPLE_CODE))).code).toBe(
      'InvalidAccessKeyId.NotFound',
    );
    expect(received).toHaveLength(0);
  });

  it('calls the public endpoint when no baseUrl is set', async () => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ Code: 'OK', Message: 'OK' }));
    };
    await createAliyunSms(configFor(''), fetchStub).sendCode(SAMPLE_CODE);
    expect(urls[0]).toMatch(/^https:\/\/dysmsapi\.aliyuncs\.com\/\?AccessKeyId=.*&Signature=/);
  });

  it("is a network error when the server can't be reached", async () => {
    const sms = createAliyunSms(configFor(await unreachableOrigin()));
    const err = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(err.code).toBe('network');
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('is a network error when the server does not answer in time', async () => {
    server = await startFakeServer(() => 'no answer');
    const sms = createAliyunSms(configFor(server.origin, { timeoutMs: 200 }));
    const err = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(err.code).toBe('network');
    expect(err.message).toContain('no answer within 200 ms');
  });

  it('is a bad response when the answer is not JSON, or JSON without a Code', async () => {
    server = await startFakeServer((request) =>
      request.url.includes('PhoneNumbers=13800138000')
        ? { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' }
        : json(200, { RequestId: REQUEST_ID }),
    );
    const sms = createAliyunSms(configFor(server.origin));
    const html = await sendError(sms.sendCode(SAMPLE_CODE));
    expect(html.code).toBe('bad_response');
    expect(html.message).toContain('HTTP 502');
    const noCode = await sendError(sms.sendCode({ ...SAMPLE_CODE, mobile: '13700137000' }));
    expect(noCode.code).toBe('bad_response');
  });
});

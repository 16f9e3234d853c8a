import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResponse } from '@ascent/shared/auth';
import type { TSmsSettings, TSmsSettingsUpdate, TSmsTestResult } from '@ascent/shared/sms';
import { startFakeServer, type FakeServer } from '../../../test/fake-server.ts';
import {
  aliyunFake,
  LIMITED_MOBILE,
  tencentFake,
  type TencentSendSmsBody,
} from '../../../test/fake-sms-server.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { expectRefusal } from '../../../test/sign-on.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { smsSettings } from './sms.schema.ts';

/** The operator's account (SMS_*) and the company's own, each known to its own dysmsapi. */
const OPERATOR = { accessKeyId: 'LTAIoperatorKey', accessKeySecret: 'operator secret' };
const COMPANY = { accessKeyId: 'LTAIcompanyKey', accessKeySecret: 'company secret*~/+=' };
/** Another company's Tencent Cloud account. */
const TENCENT = { secretId: 'AKIDcompanySecretId', secretKey: 'company tencent key' };
const TENCENT_APP = '1400123456';

const newMobile = () => `137${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
const newAddress = () =>
  `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

/** A company's own SMS provider over the operator's (docs/decisions.md "Codes by text message"). */
describe('company SMS settings', () => {
  let s: TestServer;
  let operatorSms: FakeServer;
  let companySms: FakeServer;
  let tencentSms: FakeServer;
  const toTencent: TencentSendSmsBody[] = [];
  const toOperator: Record<string, string>[] = [];
  const toCompany: Record<string, string>[] = [];
  let companyId: number;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    operatorSms = await startFakeServer(aliyunFake(toOperator, OPERATOR));
    companySms = await startFakeServer(aliyunFake(toCompany, COMPANY));
    tencentSms = await startFakeServer(tencentFake(toTencent, TENCENT, TENCENT_APP));
    s = await startTestServer({
      SMS_PROVIDER: 'aliyun',
      SMS_BASE_URL: operatorSms.origin,
      SMS_ACCESS_KEY_ID: OPERATOR.accessKeyId,
      SMS_ACCESS_KEY_SECRET: OPERATOR.accessKeySecret,
      SMS_SIGN_NAME: 'Operator',
      SMS_LOGIN_TEMPLATE: 'SMS_000001',
      SMS_RESET_TEMPLATE: 'SMS_000002',
    });
    companyId = (await buildCompany(s.db)).id;
    const adminUser = await buildUser(s.db, { companyId, roles: ['admin'] });
    admin = (await s.api.login(adminUser.account, TEST_PASSWORD)).token;
    const person = await buildUser(s.db, { companyId });
    learner = (await s.api.login(person.account, TEST_PASSWORD)).token;
  });
  afterAll(async () => {
    await s.close();
    await operatorSms.close();
    await companySms.close();
    await tencentSms.close();
  });

  const settings: TSmsSettingsUpdate = {
    enabled: true,
    provider: 'aliyun',
    accessKeyId: COMPANY.accessKeyId,
    accessKeySecret: COMPANY.accessKeySecret,
    signName: 'Our Company',
    loginTemplate: 'SMS_900001',
    resetTemplate: 'SMS_900002',
    sdkAppId: '',
    region: '',
    baseUrl: '',
  };
  const save = (patch: Partial<TSmsSettingsUpdate>, token = admin, lang = 'en-US') =>
    s.api.post<TSmsSettings>(
      '/api/manage/sms/settings/update',
      { ...settings, baseUrl: companySms.origin, ...patch },
      { token, lang },
    );
  const sendTest = async (mobile: string, lang = 'en-US') => {
    await s.state.del(`sms:test:wait:${companyId}`);
    return s.api.post<TSmsTestResult>('/api/manage/sms/test', { mobile }, { token: admin, lang });
  };
  /** Asks a sign-in code for a new person's number; answers the number. */
  const askCode = async () => {
    const mobile = newMobile();
    await buildUser(s.db, { companyId, mobile });
    const res = await s.api.post(
      '/api/study/mobile/sendcode',
      { mobile, ...(await s.solveCaptcha()) },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
    return mobile;
  };
  const sentTo = (received: Record<string, string>[], mobile: string) =>
    received.filter((p) => p.PhoneNumbers === mobile);

  it('is for administrators only (ret 7), in the caller’s language', async () => {
    const calls = [
      ['/api/manage/sms/settings', {}],
      ['/api/manage/sms/settings/update', settings],
      ['/api/manage/sms/test', { mobile: newMobile() }],
    ] as const;
    for (const [url, body] of calls)
      for (const [lang, msg] of [
        ['zh-CN', '该账号没有管理员权限'],
        ['zh-TW', '該帳號沒有管理員權限'],
        ['en-US', 'This account has no administrator rights'],
      ] as const)
        expect((await s.api.post(url, body, { token: learner, lang })).body, url).toEqual({
          ret: 7,
          msg,
          data: null,
        });
    expect(await s.db.select().from(smsSettings)).toEqual([]);
  });

  it('sends codes through the operator’s provider until the company switches its own on', async () => {
    const before = await s.api.post<TSmsSettings>('/api/manage/sms/settings', {}, { token: admin });
    expect(before.body.data).toMatchObject({
      enabled: false,
      hasSecret: false,
      provider: 'aliyun',
    });
    const first = await askCode();
    expect(sentTo(toOperator, first)).toHaveLength(1);
    expect(sentTo(toOperator, first)[0]).toMatchObject({ SignName: 'Operator' });

    expect((await save({})).body.ret).toBe(0);
    const mobile = await askCode();
    expect(sentTo(toOperator, mobile)).toEqual([]);
    const [sent] = sentTo(toCompany, mobile);
    // The fake checked the signature with the company's secret, opened from the sealed one.
    expect(sent).toMatchObject({
      AccessKeyId: COMPANY.accessKeyId,
      SignName: 'Our Company',
      TemplateCode: 'SMS_900001',
    });
    const { code } = JSON.parse(sent!.TemplateParam!) as { code: string };
    const login = await s.api.post<TLoginResponse>('/api/study/loginMobile', { mobile, code });
    expect(login.body.ret, login.body.msg).toBe(0);

    // Switched off (the secret kept): the operator's again.
    expect((await save({ enabled: false, accessKeySecret: '' })).body.ret).toBe(0);
    const after = await askCode();
    expect(sentTo(toOperator, after)).toHaveLength(1);
    expect(sentTo(toCompany, after)).toEqual([]);
  });

  it('sends reset codes with the sign-in template when no reset template is saved', async () => {
    expect((await save({ resetTemplate: '' })).body.ret).toBe(0);
    const mobile = newMobile();
    await buildUser(s.db, { companyId, mobile });
    const res = await s.api.post(
      '/api/study/sendcode',
      { mobile, ...(await s.solveCaptcha()) },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(sentTo(toCompany, mobile)).toMatchObject([{ TemplateCode: 'SMS_900001' }]);
  });

  it('sends through the company’s Tencent Cloud account, with its app id', async () => {
    const other = (await buildCompany(s.db)).id;
    const otherAdmin = await buildUser(s.db, { companyId: other, roles: ['admin'] });
    const token = (await s.api.login(otherAdmin.account, TEST_PASSWORD)).token;
    const saved = await save(
      {
        provider: 'tencent',
        accessKeyId: TENCENT.secretId,
        accessKeySecret: TENCENT.secretKey,
        loginTemplate: '449739',
        resetTemplate: '449740',
        sdkAppId: TENCENT_APP,
        baseUrl: tencentSms.origin,
      },
      token,
    );
    expect(saved.body.ret, saved.body.msg).toBe(0);
    const mobile = newMobile();
    await buildUser(s.db, { companyId: other, mobile });
    const res = await s.api.post(
      '/api/study/mobile/sendcode',
      { mobile, ...(await s.solveCaptcha()) },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(toTencent.filter((b) => String(b.PhoneNumberSet) === `+86${mobile}`)).toMatchObject([
      { SmsSdkAppId: TENCENT_APP, SignName: 'Our Company', TemplateId: '449739' },
    ]);
    const refused = await s.api.post('/api/manage/sms/test', { mobile: LIMITED_MOBILE }, { token });
    expect(refused.body).toMatchObject({ ret: 1 });
    expect(refused.body.msg).toMatch(
      /^The SMS provider refused the message: LimitExceeded\.PhoneNumberDailyLimit /,
    );
  });

  it('seals the key secret, never answers it, keeps it when left empty, and logs every change', async () => {
    const saved = await save({});
    expect(saved.body).toMatchObject({ ret: 0, data: { enabled: true, hasSecret: true } });
    expect(JSON.stringify(saved.body)).not.toContain(COMPANY.accessKeySecret);
    const kept = await save({ accessKeySecret: '', signName: 'Renamed' });
    expect(kept.body.data).toMatchObject({ hasSecret: true, signName: 'Renamed' });
    const read = await s.api.post<TSmsSettings>('/api/manage/sms/settings', {}, { token: admin });
    expect(JSON.stringify(read.body)).not.toContain(COMPANY.accessKeySecret);
    const [row] = await s.db.select().from(smsSettings).where(eq(smsSettings.companyId, companyId));
    expect(row!.accessKeySecret).toMatch(/^v1\./);
    expect(row!.accessKeySecret).not.toContain(COMPANY.accessKeySecret);
    // Still sends with the kept secret.
    expect((await sendTest(newMobile())).body).toMatchObject({
      ret: 0,
      data: { provider: 'aliyun' },
    });

    const logged = await s.db.select().from(operationLogs).where(eq(operationLogs.entity, 'sms'));
    expect(JSON.stringify(logged)).not.toContain(COMPANY.accessKeySecret);
    const last = logged.at(-1)!;
    expect(JSON.stringify(last)).toContain('(kept)');
    expect(JSON.stringify(last)).toContain('Renamed');
    expect(logged.some((l) => JSON.stringify(l).includes('(replaced)'))).toBe(true);
  });

  it('sends a test message, or reports the provider’s error code and message', async () => {
    await save({});
    const mobile = newMobile();
    expect((await sendTest(mobile)).body).toMatchObject({ ret: 0, data: { provider: 'aliyun' } });
    expect(sentTo(toCompany, mobile)).toHaveLength(1);
    await expectRefusal(
      (lang) => sendTest(LIMITED_MOBILE, lang),
      [
        '短信服务商拒绝发送：isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1',
        '簡訊服務商拒絕發送：isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1',
        'The SMS provider refused the message: isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1',
      ],
    );
    await save({ accessKeySecret: 'not the secret' });
    const wrong = await sendTest(newMobile());
    expect(wrong.body).toMatchObject({ ret: 1 });
    expect(wrong.body.msg).toMatch(/^The SMS provider refused the message: SignatureDoesNotMatch /);
  });

  it('sends one test message a minute per company', async () => {
    await save({});
    expect((await sendTest(newMobile())).body.ret).toBe(0);
    await expectRefusal(
      (lang) => s.api.post('/api/manage/sms/test', { mobile: newMobile() }, { token: admin, lang }),
      [
        '测试短信每分钟只能发送一条，请稍后再试',
        '測試簡訊每分鐘只能發送一則，請稍後再試',
        'One test message a minute. Please try again later',
      ],
    );
  });

  it('refuses settings that cannot work with the shared rule’s message, and tests nothing unsaved', async () => {
    await expectRefusal(
      (lang) => save({ baseUrl: 'http://sms.example.com' }, admin, lang),
      [
        '请输入有效的接口地址（https；仅本机可用 http），或留空使用服务商的公共地址',
        '請輸入有效的介面位址（https；僅本機可用 http），或留空使用服務商的公共位址',
        "Please enter a valid API address (https; http only on this machine), or leave it empty for the provider's public one",
      ],
    );
    await expectRefusal(
      (lang) => save({ signName: '' }, admin, lang),
      ['请输入短信签名', '請輸入簡訊簽名', 'Please enter the SMS signature'],
    );
    await expectRefusal(
      (lang) => save({ provider: 'tencent', sdkAppId: '' }, admin, lang),
      [
        '请输入短信应用 SDK AppID（数字）',
        '請輸入簡訊應用 SDK AppID（數字）',
        "Please enter the SMS application's SDK AppID (digits)",
      ],
    );
    // Switched off, an incomplete setting may be kept.
    expect((await save({ enabled: false, signName: '' })).body.ret).toBe(0);
    await expectRefusal(
      (lang) => sendTest(newMobile(), lang),
      [
        '请先保存短信服务商的设置（AccessKey、签名和模板）',
        '請先儲存簡訊服務商的設定（AccessKey、簽名和範本）',
        "Please save the SMS provider's settings first (the keys, the signature and the templates)",
      ],
    );
    expect((await sendTest('12345')).body).toMatchObject({ ret: 1 });
  });
});

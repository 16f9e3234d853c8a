import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE_CODE,
  type TLoginResponse,
  type TSendCodeResponse,
  type TPhoneCodePurpose,
} from '@ascent/shared/auth';
import { expectRefusal } from '../../../test/sign-on.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, setUserStatus, TEST_PASSWORD } from '../../../test/builders.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';

/** A mobile number no other test uses (shared `isMobile`: 1[3-9] and nine digits). */
const newMobile = () => `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
/** A client address of its own, so the per-address limits of one test leave the others alone. */
const newAddress = () =>
  `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

const SEND_URL: Record<TPhoneCodePurpose, string> = {
  login: '/api/study/mobile/sendcode',
  reset: '/api/study/sendcode',
};

/** Mobile login and forgot password by codes sent through the SMS outbox (spec s.7). */
describe('codes by text message', () => {
  let s: TestServer;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
  });
  afterAll(() => s.close());

  const send = async (
    purpose: TPhoneCodePurpose,
    mobile: string,
    opts: { ip?: string; lang?: string; captcha?: { captchaKey: string; captcha: string } } = {},
  ) =>
    s.api.post<TSendCodeResponse>(
      SEND_URL[purpose],
      { mobile, ...(opts.captcha ?? (await s.solveCaptcha())) },
      {
        lang: opts.lang ?? 'en-US',
        headers: { 'x-forwarded-for': opts.ip ?? newAddress() },
      },
    );
  const loginMobile = (mobile: string, code: unknown, lang = 'en-US') =>
    s.api.post<TLoginResponse>('/api/study/loginMobile', { mobile, code }, { lang });
  const lastCode = async (mobile: string) => (await s.smsCodes(mobile)).at(-1);
  const personWith = (mobile: string) => buildUser(s.db, { companyId, mobile });
  /** Lets the number's and the address's minute pass. */
  const waitAMinute = async (mobile: string, ip: string) => {
    await s.state.del(`sms:wait:m:${mobile}`);
    await s.state.del(`sms:wait:ip:${ip}`);
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

  it('signs in with the code sent to the number, once', async () => {
    const mobile = newMobile();
    const user = await personWith(mobile);
    const sent = await send('login', mobile);
    expect(sent.body).toMatchObject({
      ret: 0,
      msg: 'The code has been sent. It is valid for 5 minutes',
      data: { resendIn: 60, expiresIn: 300 },
    });
    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const login = await loginMobile(mobile, ` ${code} `);
    expect(login.body.ret).toBe(0);
    const profile = await s.api.get<{ account: string }>('/api/study/me/profile', {
      token: login.body.data.token,
    });
    expect(profile.body.data.account).toBe(user.account);
    // Spent: the same code again is refused.
    expect((await loginMobile(mobile, code)).body).toMatchObject({
      ret: 1,
      msg: 'The code is wrong or has expired',
    });
  });

  it('answers a number on no account as any other, and sends nothing', async () => {
    const mobile = newMobile();
    const sent = await send('login', mobile);
    expect(sent.body).toMatchObject({ ret: 0, data: { resendIn: 60, expiresIn: 300 } });
    expect(await s.smsCodes(mobile)).toEqual([]);
    expect((await loginMobile(mobile, '123456')).body.ret).toBe(1);
  });

  it('sends nothing to a disabled account, and refuses a number several accounts share', async () => {
    const mobile = newMobile();
    const user = await personWith(mobile);
    await setUserStatus(s.db, user.id, 'disabled');
    expect((await send('login', mobile)).body.ret).toBe(0);
    expect(await s.smsCodes(mobile)).toEqual([]);

    const shared = newMobile();
    await personWith(shared);
    await personWith(shared);
    for (const [lang, msg] of [
      ['zh-CN', '该手机号绑定了多个账号，请使用账号密码登录或联系管理员'],
      ['zh-TW', '該手機號綁定了多個帳號，請使用帳號密碼登入或聯絡管理員'],
      [
        'en-US',
        'Several accounts use this mobile number. Sign in with your account and password, or contact your administrator',
      ],
    ] as const)
      expect((await send('reset', shared, { lang })).body, lang).toMatchObject({ ret: 1, msg });
    expect(await s.smsCodes(shared)).toEqual([]);
  });

  it('needs the captcha before each sending', async () => {
    const mobile = newMobile();
    await personWith(mobile);
    const { captchaKey } = await s.solveCaptcha();
    for (const [lang, msg] of [
      ['zh-CN', '验证码错误或已过期'],
      ['zh-TW', '驗證碼錯誤或已過期'],
      ['en-US', 'The captcha is wrong or has expired'],
    ] as const) {
      const wrong = await send('login', mobile, { lang, captcha: { captchaKey, captcha: 'zzzz' } });
      expect(wrong.body, lang).toMatchObject({ ret: 1, msg });
    }
    const missing = await s.api.post(SEND_URL.login, { mobile }, { lang: 'en-US' });
    expect(missing.body).toMatchObject({ ret: 1, msg: 'Please enter the captcha' });
    // A captcha is good once.
    const captcha = await s.solveCaptcha();
    expect((await send('login', mobile, { captcha })).body.ret).toBe(0);
    const again = await send('login', mobile, { captcha, ip: newAddress() });
    expect(again.body).toMatchObject({ ret: 1, msg: 'The captcha is wrong or has expired' });
    expect(await s.smsCodes(mobile)).toHaveLength(1);
  });

  it('sends a number, and an address, one code a minute', async () => {
    const mobile = newMobile();
    await personWith(mobile);
    const ip = newAddress();
    expect((await send('login', mobile, { ip })).body.ret).toBe(0);
    for (const [lang, msg] of [
      ['zh-CN', '发送太频繁，请一分钟后再试'],
      ['zh-TW', '發送太頻繁，請一分鐘後再試'],
      ['en-US', 'A code was sent less than a minute ago. Please wait a minute and try again'],
    ] as const) {
      // The same number from elsewhere, for either purpose...
      const byNumber = await send(lang === 'en-US' ? 'reset' : 'login', mobile, { lang });
      expect(byNumber.body, lang).toMatchObject({ ret: 1, msg });
    }
    // ...and another number from the same address.
    const other = newMobile();
    await personWith(other);
    expect((await send('login', other, { ip })).body.ret).toBe(1);
    expect(await s.smsCodes(mobile)).toHaveLength(1);
    // The address's wait does not hold the other number back once the address may send again.
    await s.state.del(`sms:wait:ip:${ip}`);
    expect((await send('login', other, { ip })).body.ret).toBe(0);
    await waitAMinute(mobile, newAddress());
    expect((await send('login', mobile)).body.ret).toBe(0);
    expect(await s.smsCodes(mobile)).toHaveLength(2);
  });

  it(`sends a number, and an address, at most ${PHONE_CODE.perDay} a day`, async () => {
    const mobile = newMobile();
    await personWith(mobile);
    const ip = newAddress();
    for (let i = 0; i < PHONE_CODE.perDay; i++) {
      expect((await send('login', mobile, { ip })).body.ret, `sending ${i + 1}`).toBe(0);
      await waitAMinute(mobile, ip);
    }
    for (const [lang, msg] of [
      ['zh-CN', '今天发送验证码的次数已达上限，请明天再试'],
      ['zh-TW', '今天發送驗證碼的次數已達上限，請明天再試'],
      ['en-US', 'No more codes can be sent today. Please try again tomorrow'],
    ] as const) {
      expect((await send('login', mobile, { lang })).body, lang).toMatchObject({ ret: 1, msg });
      await waitAMinute(mobile, ip);
    }
    expect(await s.smsCodes(mobile)).toHaveLength(PHONE_CODE.perDay);
    // The address has used its day too, whatever the number.
    const other = newMobile();
    await personWith(other);
    expect((await send('login', other, { ip })).body).toMatchObject({
      ret: 1,
      msg: 'No more codes can be sent today. Please try again tomorrow',
    });
    await s.state.del(`sms:wait:m:${other}`);
    expect((await send('login', other)).body.ret).toBe(0);
  });

  it(`kills a code after ${PHONE_CODE.tries} wrong tries, and when it expires`, async () => {
    const mobile = newMobile();
    await personWith(mobile);
    await send('login', mobile);
    const code = (await lastCode(mobile))!;
    for (let i = 1; i < PHONE_CODE.tries; i++)
      expect((await loginMobile(mobile, wrongCode(code))).body).toMatchObject({
        ret: 1,
        msg: 'The code is wrong or has expired',
      });
    for (const [lang, msg] of [
      ['en-US', 'Too many wrong codes. Please ask for a new one'],
      ['zh-CN', '短信验证码错误或已过期'],
      ['zh-TW', '簡訊驗證碼錯誤或已過期'],
    ] as const)
      expect((await loginMobile(mobile, wrongCode(code), lang)).body, lang).toMatchObject({
        ret: 1,
        msg,
      });
    // The right code is dead now.
    expect((await loginMobile(mobile, code)).body.ret).toBe(1);

    // A new code lives five minutes; the tries start again.
    await waitAMinute(mobile, newAddress());
    await send('login', mobile);
    const next = (await lastCode(mobile))!;
    expect((await loginMobile(mobile, wrongCode(next))).body.ret).toBe(1);
    await s.expireState(`sms:code:login:${mobile}`);
    expect((await loginMobile(mobile, next)).body).toMatchObject({
      ret: 1,
      msg: 'The code is wrong or has expired',
    });
  });

  it('keeps a sign-in code and a reset code apart', async () => {
    const mobile = newMobile();
    await personWith(mobile);
    await send('reset', mobile);
    const code = (await lastCode(mobile))!;
    expect((await loginMobile(mobile, code)).body.ret).toBe(1);
  });

  it('refuses malformed input in the caller’s language and sends nothing', async () => {
    const cases = [
      [
        { mobile: '12345', code: '123456' },
        ['请输入正确的手机号码', '請輸入正確的手機號碼', 'Please enter a valid mobile number'],
      ],
      [
        { mobile: newMobile(), code: '12a456' },
        ['短信验证码为 6 位数字', '簡訊驗證碼為 6 位數字', 'The code is 6 digits'],
      ],
      [
        { mobile: newMobile(), code: '' },
        ['请输入短信验证码', '請輸入簡訊驗證碼', 'Please enter the code from the text message'],
      ],
    ] as const;
    for (const [body, msgs] of cases)
      await expectRefusal((lang) => s.api.post('/api/study/loginMobile', body, { lang }), msgs);
    const bad = await s.api.post(
      SEND_URL.reset,
      { mobile: '2000', ...(await s.solveCaptcha()) },
      { lang: 'en-US' },
    );
    expect(bad.body).toMatchObject({ ret: 1, msg: 'Please enter a valid mobile number' });
  });

  describe('forgot password (resetpass)', () => {
    const NEW_PASSWORD = 'Harbor#Lamp_72';
    const resetpass = async (mobile: string, code: string, password: string, lang = 'en-US') =>
      s.api.post(
        '/api/study/resetpass',
        { mobile, code, newpass: await s.api.encrypt(password) },
        { lang },
      );

    it('sets the new password, ends every session, and spends the code', async () => {
      const mobile = newMobile();
      const user = await personWith(mobile);
      const sessions = [
        (await s.api.login(user.account, TEST_PASSWORD)).token,
        (await s.api.login(user.account, TEST_PASSWORD)).token,
      ];
      // Failed logins before the reset do not count after it.
      for (let i = 0; i < 3; i++) await s.api.tryLogin(user.account, 'wrong');
      await send('reset', mobile);
      const code = (await lastCode(mobile))!;
      const done = await resetpass(mobile, code, NEW_PASSWORD);
      expect(done.body).toMatchObject({
        ret: 0,
        msg: 'Your password has been reset. Sign in with the new password',
      });
      for (const token of sessions)
        expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(5);
      expect((await s.api.tryLogin(user.account, TEST_PASSWORD)).body.ret).toBe(1);
      const fresh = await s.api.login(user.account, NEW_PASSWORD);
      expect(fresh.changePassword).toBe(false);
      expect((await resetpass(mobile, code, 'Other#Pass_93')).body).toMatchObject({
        ret: 1,
        msg: 'The code is wrong or has expired',
      });
    });

    it('applies the company’s policy before spending the code', async () => {
      const strong = await buildCompany(s.db, { useStrongPass: 1 });
      const mobile = newMobile();
      const user = await buildUser(s.db, { companyId: strong.id, mobile });
      await send('reset', mobile);
      const code = (await lastCode(mobile))!;
      for (const [lang, msg] of [
        ['zh-CN', '密码须包含小写字母、大写字母、数字、特殊字符中的至少三种'],
        [
          'en-US',
          'The password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
        ],
      ] as const)
        expect((await resetpass(mobile, code, 'onlylowercase', lang)).body, lang).toMatchObject({
          ret: 1,
          msg,
        });
      expect((await resetpass(mobile, code, TEST_PASSWORD)).body).toMatchObject({
        ret: 1,
        msg: 'The new password must differ from the original password',
      });
      const garbled = await s.api.post(
        '/api/study/resetpass',
        { mobile, code, newpass: Buffer.from('not a ciphertext').toString('base64') },
        { lang: 'en-US' },
      );
      expect(garbled.body).toMatchObject({
        ret: 1,
        msg: 'The password could not be decrypted. Reload the page and try again',
      });
      // Four tries used; the fifth, right, resets.
      expect((await resetpass(mobile, code, NEW_PASSWORD)).body.ret).toBe(0);
      await s.api.login(user.account, NEW_PASSWORD);
    });
  });
});

/** A provider that cannot send: the caller is told, and no code is kept to guess at. */
describe('codes by text message, when the provider fails', () => {
  let s: TestServer;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer({
      SMS_PROVIDER: 'aliyun',
      SMS_BASE_URL: await unreachableOrigin(),
      SMS_ACCESS_KEY_ID: 'test-key',
      SMS_ACCESS_KEY_SECRET: 'test-secret',
      SMS_SIGN_NAME: 'Ascent',
      SMS_LOGIN_TEMPLATE: 'SMS_000001',
    });
    companyId = (await buildCompany(s.db)).id;
  });
  afterAll(() => s.close());

  it('answers "could not be sent" in the caller’s language and keeps no code', async () => {
    for (const [lang, msg] of [
      ['zh-CN', '短信发送失败，请稍后再试'],
      ['zh-TW', '簡訊發送失敗，請稍後再試'],
      ['en-US', 'The text message could not be sent. Please try again later'],
    ] as const) {
      const mobile = newMobile();
      await buildUser(s.db, { companyId, mobile });
      const res = await s.api.post(
        SEND_URL.login,
        { mobile, ...(await s.solveCaptcha()) },
        { lang, headers: { 'x-forwarded-for': newAddress() } },
      );
      expect(res.body, lang).toMatchObject({ ret: 1, msg });
      expect(await s.state.get(`sms:code:login:${mobile}`)).toBeNull();
    }
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResponse, TRefreshTokenResponse } from '@ascent/shared/auth';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildUser,
  expireLoginLock,
  loginFailures,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { encryptOaep, generateRsaKeyPair } from './rsa-key.ts';

/** decisions.md s.3 over HTTP: login, throttling, tokens, sessions, editpass, the admin login. */

const DAY_MS = 24 * 60 * 60 * 1000;
const WRONG = 'Wrong!Pass_72';
const NEW_PASSWORD = 'Bright!Moon_58';

const MSG = {
  badCredentials: 'The account or password is wrong',
  captchaRequired: 'Please enter the captcha',
  captchaWrong: 'The captcha is wrong or has expired',
  locked: 'Too many failed logins. The account is locked; try again in 15 minutes',
  disabled: 'This account is disabled. Please contact your administrator',
  noToken: 'Please sign in',
  expired: 'Your session has expired. Please sign in again',
  kicked: 'Your account has signed in elsewhere',
  adminRequired: 'This account has no administrator rights',
  modified: 'Modified successfully',
  oldRequired: 'Please enter the original password',
  oldWrong: 'The original password is wrong',
  sameAsOld: 'The new password must differ from the original password',
  decryptFailed: 'The password could not be decrypted. Reload the page and try again',
  keyboard: 'The password must not contain three adjacent keyboard keys (such as qwe or 1qa)',
  containsAccount: 'The password must not contain the account name',
  forbiddenChars: 'The password must not contain & % = +',
  lengthRange: 'The password must be 8 to 160 characters',
  tooShort8: 'The password must be at least 8 characters',
  mustChange: 'Please change your password before continuing',
} as const;

describe('auth (decisions.md s.3)', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db);
  });
  afterAll(() => s.close());

  const newUser = (opts: Partial<Parameters<typeof buildUser>[1]> = {}) =>
    buildUser(s.db, { companyId: company.id, ...opts });
  const profile = (token: string, headers?: Record<string, string>) =>
    s.api.get<TProfile>('/api/study/me/profile', headers ? { headers } : { token });
  /** Fails n times with a wrong password and no captcha (n <= 5). */
  async function failTimes(account: string, n: number) {
    for (let i = 0; i < n; i++) {
      const res = await s.api.tryLogin(account, WRONG);
      expect(res.body).toEqual({
        ret: 1,
        msg: MSG.badCredentials,
        data: { needCaptcha: i + 1 >= 5 },
      });
    }
  }

  describe('accountLogin', () => {
    it('answers {token, expiresIn, refreshToken, isAdmin, canManage, changePassword, passwordExpire}', async () => {
      const u = await newUser();
      const res = await s.api.tryLogin(u.account, TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.ret).toBe(0);
      const data = res.body.data;
      expect(Object.keys(data).sort()).toEqual([
        'canManage',
        'changePassword',
        'expiresIn',
        'isAdmin',
        'passwordExpire',
        'refreshToken',
        'token',
      ]);
      expect(data).toMatchObject({
        isAdmin: false,
        canManage: false,
        changePassword: false,
        passwordExpire: false,
      });
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(data.refreshToken).not.toBe(data.token);
      expect(Number.isInteger(data.expiresIn)).toBe(true);
      expect(data.expiresIn).toBeGreaterThan(1800);
      // The token signs the caller in.
      const me = await profile(data.token);
      expect(me.body.ret).toBe(0);
      expect(me.body.data.account).toBe(u.account);
    });

    it('isAdmin is true for an administrator', async () => {
      const admin = await newUser({ roles: ['admin'] });
      expect((await s.api.login(admin.account, TEST_PASSWORD)).isAdmin).toBe(true);
    });

    it('changePassword is true for a new account', async () => {
      const u = await newUser({ changePassword: true });
      const data = await s.api.login(u.account, TEST_PASSWORD);
      expect(data.changePassword).toBe(true);
      expect(data.passwordExpire).toBe(false);
    });

    it('passwordExpire follows the company passExpire days since passwordChangedAt', async () => {
      const expiring = await buildCompany(s.db, { passExpire: 90 });
      const never = await buildCompany(s.db, { passExpire: 0 });
      const old = new Date(Date.now() - 91 * DAY_MS);
      const oldIn90 = await buildUser(s.db, { companyId: expiring.id, passwordChangedAt: old });
      const recentIn90 = await buildUser(s.db, {
        companyId: expiring.id,
        passwordChangedAt: new Date(Date.now() - 89 * DAY_MS),
      });
      const oldIn0 = await buildUser(s.db, {
        companyId: never.id,
        passwordChangedAt: new Date(Date.now() - 3650 * DAY_MS),
      });
      expect((await s.api.login(oldIn90.account, TEST_PASSWORD)).passwordExpire).toBe(true);
      expect((await s.api.login(recentIn90.account, TEST_PASSWORD)).passwordExpire).toBe(false);
      expect((await s.api.login(oldIn0.account, TEST_PASSWORD)).passwordExpire).toBe(false);
    });

    it('a wrong password is ret 1 "The account or password is wrong" without a captcha, in the caller language', async () => {
      const u = await newUser();
      expect((await s.api.tryLogin(u.account, WRONG)).body).toEqual({
        ret: 1,
        msg: MSG.badCredentials,
        data: { needCaptcha: false },
      });
      expect((await s.api.tryLogin(u.account, WRONG, {}, { lang: 'zh-CN' })).body.msg).toBe(
        '账号或密码错误',
      );
      expect((await s.api.tryLogin(u.account, WRONG, {}, { lang: 'zh-TW' })).body.msg).toBe(
        '帳號或密碼錯誤',
      );
      // No Accept-Language: zh-CN, the default.
      expect(
        (await s.api.tryLogin(u.account, WRONG, {}, { headers: { 'accept-language': '' } })).body
          .msg,
      ).toBe('账号或密码错误');
    });

    it('an unknown account gets exactly the same answer (no account enumeration)', async () => {
      const u = await newUser();
      const known = await s.api.tryLogin(u.account, WRONG);
      const unknown = await s.api.tryLogin(
        `nobody_${crypto.randomBytes(4).toString('hex')}`,
        WRONG,
      );
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(unknown.body).toEqual({
        ret: 1,
        msg: MSG.badCredentials,
        data: { needCaptcha: false },
      });
    });

    it('an unknown account is throttled like a real one', async () => {
      const ghost = `ghost_${crypto.randomBytes(4).toString('hex')}`;
      await failTimes(ghost, 5);
      expect((await s.api.tryLogin(ghost, WRONG)).body).toEqual({
        ret: 1,
        msg: MSG.captchaRequired,
        data: { needCaptcha: true },
      });
    });

    it('accounts are matched case-insensitively', async () => {
      const u = await newUser({ account: `Mixed_${crypto.randomBytes(3).toString('hex')}` });
      expect((await s.api.tryLogin(u.account.toUpperCase(), TEST_PASSWORD)).body.ret).toBe(0);
    });

    it('a disabled account cannot sign in; a wrong password still says only "wrong"', async () => {
      const u = await newUser({ status: 'disabled' });
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body).toEqual({
        ret: 1,
        msg: MSG.disabled,
        data: null,
      });
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD, {}, { lang: 'zh-TW' })).body.msg).toBe(
        '帳號已停用，請聯絡管理員',
      );
      expect((await s.api.tryLogin(u.account, WRONG)).body.msg).toBe(MSG.badCredentials);
    });

    it('an account disabled after sign-in: its token gives ret 5 and its refresh token too', async () => {
      const u = await newUser();
      const session = await s.api.login(u.account, TEST_PASSWORD);
      await setUserStatus(s.db, u.id, 'disabled');
      expect((await profile(session.token)).body).toEqual({ ret: 5, msg: MSG.expired, data: null });
      expect(
        (await s.api.post('/api/study/refreshToken', { refreshToken: session.refreshToken })).body
          .ret,
      ).toBe(5);
    });
  });

  describe('failed-login throttle: captcha after 5, lock after 10 (15 minutes)', () => {
    it('GET /api/study/captcha gives a key and an image data URL, and keeps the answer in shared state', async () => {
      const res = await s.api.get<{ captchaKey: string; image: string }>('/api/study/captcha');
      expect(res.body.ret).toBe(0);
      expect(res.body.data.captchaKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.data.image).toMatch(/^data:image\/(svg\+xml|png);base64,[A-Za-z0-9+/=]+$/);
      expect(await s.state.get(`captcha:${res.body.data.captchaKey}`)).toMatch(/^[a-z0-9]{4}$/);
    });

    it('after 5 failures in a row the 6th attempt needs a captcha, even with the right password', async () => {
      const u = await newUser();
      await failTimes(u.account, 5);
      const res = await s.api.tryLogin(u.account, TEST_PASSWORD);
      expect(res.body).toEqual({ ret: 1, msg: MSG.captchaRequired, data: { needCaptcha: true } });
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD, {}, { lang: 'zh-TW' })).body.msg).toBe(
        '請輸入驗證碼',
      );
      // Asking for a captcha is not a password check.
      expect(await loginFailures(s.db, u.account)).toBe(5);
    });

    it('a wrong captcha is refused and never counts as a failure: the lock does not come early', async () => {
      const u = await newUser();
      await failTimes(u.account, 5);
      for (let i = 0; i < 6; i++) {
        const password = i % 2 ? TEST_PASSWORD : WRONG;
        const { captchaKey } = await s.solveCaptcha();
        const res = await s.api.tryLogin(u.account, password, { captchaKey, captcha: 'zzzz' });
        expect(res.body).toEqual({ ret: 1, msg: MSG.captchaWrong, data: { needCaptcha: true } });
      }
      expect(
        (
          await s.api.tryLogin(u.account, TEST_PASSWORD, {
            captchaKey: crypto.randomUUID(),
            captcha: 'abcd',
          })
        ).body.msg,
      ).toBe(MSG.captchaWrong);
      expect(await loginFailures(s.db, u.account)).toBe(5);
      // Failures 6..9 with valid captchas are still plain "wrong": no lock yet.
      for (let i = 6; i <= 9; i++) {
        const res = await s.api.tryLogin(u.account, WRONG, await s.solveCaptcha());
        expect(res.body).toEqual({ ret: 1, msg: MSG.badCredentials, data: { needCaptcha: true } });
      }
      const ok = await s.api.tryLogin(u.account, TEST_PASSWORD, await s.solveCaptcha());
      expect(ok.body.ret).toBe(0);
      expect(ok.body.data.token).toBeTruthy();
    });

    it('a valid captcha with the right password signs in and resets the counter', async () => {
      const u = await newUser();
      await failTimes(u.account, 5);
      const { captchaKey, captcha } = await s.solveCaptcha();
      // The answer is case-insensitive.
      const res = await s.api.tryLogin(u.account, TEST_PASSWORD, {
        captchaKey,
        captcha: captcha.toUpperCase(),
      });
      expect(res.body.ret).toBe(0);
      expect(await loginFailures(s.db, u.account)).toBe(0);
      // Counting starts again from zero.
      await failTimes(u.account, 4);
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.ret).toBe(0);
    });

    it('a captcha is single-use', async () => {
      const u = await newUser();
      await failTimes(u.account, 5);
      const c = await s.solveCaptcha();
      expect((await s.api.tryLogin(u.account, WRONG, c)).body.msg).toBe(MSG.badCredentials);
      expect(await s.state.get(`captcha:${c.captchaKey}`)).toBeNull();
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD, c)).body).toEqual({
        ret: 1,
        msg: MSG.captchaWrong,
        data: { needCaptcha: true },
      });
      expect(
        (await s.api.tryLogin(u.account, TEST_PASSWORD, await s.solveCaptcha())).body.ret,
      ).toBe(0);
    });

    it('after 10 failures the account is locked for 15 minutes, even with the right password and captcha; then it lifts', async () => {
      const u = await newUser();
      await failTimes(u.account, 5);
      for (let i = 6; i <= 9; i++)
        expect((await s.api.tryLogin(u.account, WRONG, await s.solveCaptcha())).body.msg).toBe(
          MSG.badCredentials,
        );
      const before = Date.now();
      const tenth = await s.api.tryLogin(u.account, WRONG, await s.solveCaptcha());
      expect(tenth.body.ret).toBe(1);
      expect(tenth.body.msg).toBe(MSG.locked);
      expect(tenth.body.data.needCaptcha).toBe(true);
      const until = tenth.body.data.lockedUntil ?? 0;
      expect(until).toBeGreaterThan(before + 14 * 60_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);

      const right = await s.api.tryLogin(u.account, TEST_PASSWORD, await s.solveCaptcha());
      expect(right.body.ret).toBe(1);
      expect(right.body.msg).toBe(MSG.locked);
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD, {}, { lang: 'zh-CN' })).body.msg).toBe(
        '登录失败次数过多，账号已锁定，请 15 分钟后再试',
      );
      // Attempts during the lock do not add failures.
      expect(await loginFailures(s.db, u.account)).toBe(10);

      // The 15 minutes run out: the account still needs a captcha, then signs in.
      await expireLoginLock(s.db, u.account);
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body).toEqual({
        ret: 1,
        msg: MSG.captchaRequired,
        data: { needCaptcha: true },
      });
      const after = await s.api.tryLogin(u.account, TEST_PASSWORD, await s.solveCaptcha());
      expect(after.body.ret).toBe(0);
      expect(await loginFailures(s.db, u.account)).toBe(0);
    });

    it('a successful login resets the failures', async () => {
      const u = await newUser();
      await failTimes(u.account, 4);
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.ret).toBe(0);
      // Without the reset the 5th and 6th failures below would need a captcha at once.
      await failTimes(u.account, 4);
      expect((await s.api.tryLogin(u.account, WRONG)).body.data).toEqual({ needCaptcha: true });
    });
  });

  describe('tokens and sessions', () => {
    it('no Authorization header is ret 2 with no data', async () => {
      const res = await s.api.get('/api/study/me/profile');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ret: 2, msg: MSG.noToken, data: null });
      expect((await s.api.get('/api/study/me/profile', { lang: 'zh-CN' })).body.msg).toBe(
        '请先登录',
      );
    });

    it('a garbage or malformed token is ret 2', async () => {
      expect((await s.api.get('/api/study/me/profile', { token: 'garbage' })).body.ret).toBe(2);
      expect(
        (
          await profile('', {
            authorization: `token ${crypto.randomBytes(32).toString('base64url')}`,
          })
        ).body.ret,
      ).toBe(2);
      expect((await profile('', { authorization: 'Basic dXNlcjpwYXNz' })).body.ret).toBe(2);
      expect((await profile('', { authorization: 'token' })).body.ret).toBe(2);
    });

    it('accepts "Authorization: token X" and "Bearer X"', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile('', { authorization: `token ${token}` })).body.ret).toBe(0);
      expect((await profile('', { authorization: `Bearer ${token}` })).body.ret).toBe(0);
    });

    it('a session ended through one process is refused in every process at once', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const elsewhere = await s.anotherProcess();
      const there = async () => (await elsewhere.get('/api/study/me/profile', { token })).body.ret;
      // Both processes have read the session and keep it (shared cache 'sessions').
      expect((await profile(token)).body.ret).toBe(0);
      expect(await there()).toBe(0);
      expect((await elsewhere.get('/api/study/me/logout', { token })).body.ret).toBe(0);
      expect(await there()).toBe(5);
      // Here too, as soon as the drop is heard (well within the entry's 5 s).
      await expect.poll(async () => (await profile(token)).body.ret, { timeout: 1000 }).toBe(5);
    });

    it('logout kills the token and its refresh token, and only that session', async () => {
      const u = await newUser();
      const a = await s.api.login(u.account, TEST_PASSWORD);
      const b = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile(a.token)).body.ret).toBe(0); // now in the session cache
      const out = await s.api.get('/api/study/me/logout', { token: a.token });
      expect(out.body).toEqual({ ret: 0, msg: 'Signed out', data: null });
      expect((await profile(a.token)).body).toEqual({ ret: 5, msg: MSG.expired, data: null });
      expect(
        (await s.api.get('/api/study/me/profile', { token: a.token, lang: 'zh-TW' })).body.msg,
      ).toBe('登入已過期，請重新登入');
      expect(
        (await s.api.post('/api/study/refreshToken', { refreshToken: a.refreshToken })).body.ret,
      ).toBe(5);
      expect((await profile(b.token)).body.ret).toBe(0);
    });

    it('refresh rotates both tokens: the new access token works, the old one does not', async () => {
      const u = await newUser();
      const first = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile(first.token)).body.ret).toBe(0);
      const res = await s.api.post<TRefreshTokenResponse>('/api/study/refreshToken', {
        refreshToken: first.refreshToken,
      });
      expect(res.body.ret).toBe(0);
      expect(Object.keys(res.body.data).sort()).toEqual(['expiresIn', 'refreshToken', 'token']);
      expect(res.body.data.expiresIn).toBeGreaterThan(1800);
      expect(res.body.data.token).not.toBe(first.token);
      expect(res.body.data.refreshToken).not.toBe(first.refreshToken);
      expect((await profile(res.body.data.token)).body.ret).toBe(0);
      const old = await profile(first.token);
      expect([2, 5]).toContain(old.body.ret);
      expect(old.body.data).toBeNull();
      // The new refresh token rotates again.
      const again = await s.api.post<TRefreshTokenResponse>('/api/study/refreshToken', {
        refreshToken: res.body.data.refreshToken,
      });
      expect(again.body.ret).toBe(0);
      expect((await profile(again.body.data.token)).body.ret).toBe(0);
    });

    it('reusing a used refresh token is ret 5 and ends the whole session', async () => {
      const u = await newUser();
      const first = await s.api.login(u.account, TEST_PASSWORD);
      const second = (
        await s.api.post<TRefreshTokenResponse>('/api/study/refreshToken', {
          refreshToken: first.refreshToken,
        })
      ).body.data;
      const third = (
        await s.api.post<TRefreshTokenResponse>('/api/study/refreshToken', {
          refreshToken: second.refreshToken,
        })
      ).body.data;
      expect((await profile(third.token)).body.ret).toBe(0); // cached
      const reuse = await s.api.post('/api/study/refreshToken', {
        refreshToken: first.refreshToken,
      });
      expect(reuse.body).toEqual({ ret: 5, msg: MSG.expired, data: null });
      expect((await profile(third.token)).body.ret).toBe(5);
      expect(
        (await s.api.post('/api/study/refreshToken', { refreshToken: third.refreshToken })).body
          .ret,
      ).toBe(5);
    });

    it('an unknown refresh token is ret 2', async () => {
      const res = await s.api.post('/api/study/refreshToken', {
        refreshToken: crypto.randomBytes(32).toString('base64url'),
      });
      expect(res.body).toEqual({ ret: 2, msg: MSG.noToken, data: null });
    });

    it('single-session company: a second login ends the first session with ret 8', async () => {
      const single = await buildCompany(s.db, { singleSession: true });
      const u = await buildUser(s.db, { companyId: single.id });
      const first = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile(first.token)).body.ret).toBe(0); // cached
      const second = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile(first.token)).body).toEqual({ ret: 8, msg: MSG.kicked, data: null });
      expect(
        (await s.api.get('/api/study/me/profile', { token: first.token, lang: 'zh-CN' })).body.msg,
      ).toBe('您的账号已在其他地方登录');
      expect(
        (await s.api.post('/api/study/refreshToken', { refreshToken: first.refreshToken })).body
          .ret,
      ).toBe(8);
      expect((await profile(second.token)).body.ret).toBe(0);
    });

    it('without single-session, two logins of one account both stay signed in', async () => {
      const u = await newUser();
      const a = await s.api.login(u.account, TEST_PASSWORD);
      const b = await s.api.login(u.account, TEST_PASSWORD);
      expect((await profile(a.token)).body.ret).toBe(0);
      expect((await profile(b.token)).body.ret).toBe(0);
    });
  });

  describe('editpass', () => {
    const editpass = (token: string, body: Record<string, string>, lang = 'en-US') =>
      s.api.post('/api/study/me/editpass', body, { token, lang });
    const enc = (text: string) => s.api.encrypt(text);

    it('GET /api/study/publickey gives an RSA SPKI PEM, the same on every call', async () => {
      const a = await s.api.get<{ publicKey: string }>('/api/study/publickey');
      const b = await s.api.get<{ publicKey: string }>('/api/study/publickey');
      expect(a.body.ret).toBe(0);
      const pem = a.body.data.publicKey;
      expect(pem).toMatch(
        /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n?$/,
      );
      expect(b.body.data.publicKey).toBe(pem);
      const key = crypto.createPublicKey(pem);
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    });

    it('forced change without oldpass: applies, clears changePassword, swaps the password, ends the other sessions only', async () => {
      const u = await newUser({ changePassword: true });
      const other = await s.api.login(u.account, TEST_PASSWORD);
      const current = await s.api.login(u.account, TEST_PASSWORD);
      expect(current.changePassword).toBe(true);
      expect((await profile(other.token)).body.ret).toBe(0); // cached
      expect((await profile(current.token)).body.data.changePassword).toBe(true);

      const res = await editpass(current.token, { newpass: await enc(NEW_PASSWORD) });
      expect(res.body).toEqual({ ret: 0, msg: MSG.modified, data: null });

      const me = await profile(current.token);
      expect(me.body.ret).toBe(0);
      expect(me.body.data.changePassword).toBe(false);
      expect(me.body.data.passwordExpire).toBe(false);
      expect((await profile(other.token)).body.ret).toBe(5);
      expect(
        (await s.api.post('/api/study/refreshToken', { refreshToken: other.refreshToken })).body
          .ret,
      ).toBe(5);
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.msg).toBe(MSG.badCredentials);
      const fresh = await s.api.login(u.account, NEW_PASSWORD);
      expect(fresh.changePassword).toBe(false);
      // The forced change is over: a second change needs the old password again.
      expect(
        (await editpass(current.token, { newpass: await enc('Solid#Cave_27') })).body.msg,
      ).toBe(MSG.oldRequired);
    });

    it('an expired password may also be changed without oldpass', async () => {
      const expiring = await buildCompany(s.db, { passExpire: 30 });
      const u = await buildUser(s.db, {
        companyId: expiring.id,
        passwordChangedAt: new Date(Date.now() - 40 * DAY_MS),
      });
      const session = await s.api.login(u.account, TEST_PASSWORD);
      expect(session.passwordExpire).toBe(true);
      expect((await editpass(session.token, { newpass: await enc(NEW_PASSWORD) })).body.ret).toBe(
        0,
      );
      expect((await profile(session.token)).body.data.passwordExpire).toBe(false);
      expect((await s.api.login(u.account, NEW_PASSWORD)).passwordExpire).toBe(false);
    });

    it('without the forced flag, oldpass is required', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      expect((await editpass(token, { newpass: await enc(NEW_PASSWORD) })).body).toEqual({
        ret: 1,
        msg: MSG.oldRequired,
        data: null,
      });
      expect(
        (await editpass(token, { oldpass: '', newpass: await enc(NEW_PASSWORD) }, 'zh-CN')).body
          .msg,
      ).toBe('请输入原密码');
    });

    it('a wrong oldpass is refused and nothing changes', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const res = await editpass(token, {
        oldpass: await enc(WRONG),
        newpass: await enc(NEW_PASSWORD),
      });
      expect(res.body).toEqual({ ret: 1, msg: MSG.oldWrong, data: null });
      expect(
        (
          await editpass(
            token,
            { oldpass: await enc(WRONG), newpass: await enc(NEW_PASSWORD) },
            'zh-TW',
          )
        ).body.msg,
      ).toBe('原密碼錯誤');
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.ret).toBe(0);
    });

    it('wrong old passwords are limited: after 5 the account cannot guess for 15 minutes', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      for (let i = 0; i < 5; i++) {
        expect(
          (await editpass(token, { oldpass: await enc(WRONG), newpass: await enc(NEW_PASSWORD) }))
            .body.msg,
        ).toBe(MSG.oldWrong);
      }
      const res = await editpass(token, {
        oldpass: await enc(TEST_PASSWORD),
        newpass: await enc(NEW_PASSWORD),
      });
      expect(res.body.ret).toBe(1);
      expect(res.body.msg).toBe('Too many wrong original passwords. Try again in 15 minutes');
      expect((await s.api.tryLogin(u.account, NEW_PASSWORD)).body.ret).toBe(1);
    });

    it('with the right oldpass the password changes and the other sessions end', async () => {
      const u = await newUser();
      const other = await s.api.login(u.account, TEST_PASSWORD);
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const res = await editpass(token, {
        oldpass: await enc(TEST_PASSWORD),
        newpass: await enc(NEW_PASSWORD),
      });
      expect(res.body).toEqual({ ret: 0, msg: MSG.modified, data: null });
      expect((await profile(other.token)).body.ret).toBe(5);
      expect((await profile(token)).body.ret).toBe(0);
      expect((await s.api.tryLogin(u.account, NEW_PASSWORD)).body.ret).toBe(0);
    });

    it('the strong policy is the server rule: each broken rule gives its message and nothing changes', async () => {
      const account = `lin${crypto.randomBytes(3).toString('hex')}`;
      const u = await newUser({ account });
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const oldpass = await enc(TEST_PASSWORD);
      const cases: [string, string][] = [
        ['Qwerty9!xZ', MSG.keyboard],
        [`Zq9!${account.toUpperCase()}_x`, MSG.containsAccount],
        [`Zq9!${account.replace('l', 'L')}`, MSG.containsAccount],
        ['Gr4ve=Lamp_91', MSG.forbiddenChars],
        ['Gr4ve&Lamp_91', MSG.forbiddenChars],
        ['Ab1!x', MSG.lengthRange],
        [
          'Bright Moon_58',
          'The password may contain only letters, digits and the special characters , . < > { } ~ ! @ # $ ^ * _',
        ],
        [
          'brightmoon58x',
          'The password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
        ],
        ['Brrright!Mn_58', 'The password must not contain three identical characters in a row'],
        [
          'Bright!Mn_123x',
          'The password must not contain three consecutive characters (such as abc or 123)',
        ],
      ];
      for (const [newpass, msg] of cases) {
        const res = await editpass(token, { oldpass, newpass: await enc(newpass) });
        expect(res.body, newpass).toEqual({ ret: 1, msg, data: null });
      }
      expect(
        (await editpass(token, { oldpass, newpass: await enc('Qwerty9!xZ') }, 'zh-CN')).body.msg,
      ).toBe('密码不能包含三个及以上键盘相邻的字符（如 qwe、1qa）');
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.ret).toBe(0);
    });

    it('the weak policy (useStrongPass 0) only needs 8 characters', async () => {
      const weak = await buildCompany(s.db, { useStrongPass: 0 });
      const u = await buildUser(s.db, { companyId: weak.id });
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const short = await editpass(token, {
        oldpass: await enc(TEST_PASSWORD),
        newpass: await enc('1234567'),
      });
      expect(short.body).toEqual({ ret: 1, msg: MSG.tooShort8, data: null });
      expect(
        (
          await editpass(
            token,
            { oldpass: await enc(TEST_PASSWORD), newpass: await enc('1234567') },
            'zh-TW',
          )
        ).body.msg,
      ).toBe('密碼長度不能少於 8 位');
      const okRes = await editpass(token, {
        oldpass: await enc(TEST_PASSWORD),
        newpass: await enc('abcdefgh'),
      });
      expect(okRes.body).toEqual({ ret: 0, msg: MSG.modified, data: null });
      expect((await s.api.tryLogin(u.account, 'abcdefgh')).body.ret).toBe(0);
    });

    it('the new password must differ from the old one', async () => {
      const u = await newUser();
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const res = await editpass(token, {
        oldpass: await enc(TEST_PASSWORD),
        newpass: await enc(TEST_PASSWORD),
      });
      expect(res.body).toEqual({ ret: 1, msg: MSG.sameAsOld, data: null });
      // Also during a forced change.
      const forced = await newUser({ changePassword: true });
      const f = await s.api.login(forced.account, TEST_PASSWORD);
      expect((await editpass(f.token, { newpass: await enc(TEST_PASSWORD) })).body.msg).toBe(
        MSG.sameAsOld,
      );
    });

    it('ciphertext that does not decrypt is refused with decryptFailed', async () => {
      const u = await newUser({ changePassword: true });
      const { token } = await s.api.login(u.account, TEST_PASSWORD);
      const foreign = encryptOaep(generateRsaKeyPair().publicPem, NEW_PASSWORD);
      const plain = Buffer.from(NEW_PASSWORD).toString('base64');
      const bodies: Record<string, string>[] = [
        { newpass: foreign },
        { newpass: plain },
        { newpass: '%%%not-base64%%%' },
        { oldpass: plain, newpass: await enc(NEW_PASSWORD) },
      ];
      for (const body of bodies) {
        expect((await editpass(token, body)).body, JSON.stringify(body)).toEqual({
          ret: 1,
          msg: MSG.decryptFailed,
          data: null,
        });
      }
      expect((await editpass(token, { newpass: foreign }, 'zh-CN')).body.msg).toBe(
        '密码解密失败，请刷新页面后重试',
      );
      expect((await s.api.tryLogin(u.account, TEST_PASSWORD)).body.ret).toBe(0);
    });

    it('needs a session', async () => {
      expect(
        (await s.api.post('/api/study/me/editpass', { newpass: await enc(NEW_PASSWORD) })).body.ret,
      ).toBe(2);
    });

    it('until a forced change is made, the session reaches only the change and the shell (issue 12)', async () => {
      const expiring = await buildCompany(s.db, { passExpire: 30 });
      const first = await newUser({ changePassword: true });
      const expired = await buildUser(s.db, {
        companyId: expiring.id,
        passwordChangedAt: new Date(Date.now() - 40 * DAY_MS),
      });
      for (const u of [first, expired]) {
        const login = await s.api.login(u.account, TEST_PASSWORD);
        expect(login.changePassword || login.passwordExpire).toBe(true);
        const { token } = login;
        // Everything else is refused, in the caller's language, and changes nothing.
        for (const lang of ['en-US', 'zh-CN'] as const) {
          const res = await s.api.post('/api/study/me/exam/list', {}, { token, lang });
          expect(res.body).toEqual({
            ret: 1,
            msg: lang === 'en-US' ? MSG.mustChange : '请先修改密码再继续',
            data: null,
          });
        }
        const edit = await s.api.post(
          '/api/study/me/editprofile',
          { realName: 'Changed before the password' },
          { token },
        );
        expect(edit.body.msg).toBe(MSG.mustChange);
        // What the forced-change modal and the shell need still answers.
        expect((await s.api.get('/api/study/publickey')).body.ret).toBe(0);
        expect((await s.api.post('/api/study/platform/config', { platform: 1 })).body.ret).toBe(0);
        expect((await profile(token)).body.data.realName).toBe(u.realName);
        expect((await s.api.get('/api/study/me/company/config', { token })).body.ret).toBe(0);
        expect((await s.api.get('/api/study/home/menu/pc', { token })).body.ret).toBe(0);
        // Once changed, the same session reaches everything.
        expect((await editpass(token, { newpass: await enc(NEW_PASSWORD) })).body.ret).toBe(0);
        expect((await s.api.post('/api/study/me/exam/list', {}, { token })).body.ret).toBe(0);
      }
      // Logging out is always possible.
      const other = await newUser({ changePassword: true });
      const { token } = await s.api.login(other.account, TEST_PASSWORD);
      expect((await s.api.get('/api/study/me/logout', { token })).body.ret).toBe(0);
      expect((await profile(token)).body.ret).toBe(5);
    });
  });

  describe('the admin site', () => {
    it('manage/accountLogin refuses a non-administrator with ret 7 and accepts an administrator', async () => {
      const learner = await newUser();
      const admin = await newUser({ roles: ['admin'] });
      const refused = await s.api.post('/api/manage/accountLogin', {
        account: learner.account,
        password: TEST_PASSWORD,
      });
      expect(refused.body).toEqual({ ret: 7, msg: MSG.adminRequired, data: null });
      const zh = await s.api.post(
        '/api/manage/accountLogin',
        { account: learner.account, password: TEST_PASSWORD },
        { lang: 'zh-CN' },
      );
      expect(zh.body.msg).toBe('该账号没有管理员权限');
      // A wrong password is the usual refusal, not a hint about roles.
      expect(
        (
          await s.api.post('/api/manage/accountLogin', {
            account: learner.account,
            password: WRONG,
          })
        ).body.msg,
      ).toBe(MSG.badCredentials);
      const ok = await s.api.post<TLoginResponse>('/api/manage/accountLogin', {
        account: admin.account,
        password: TEST_PASSWORD,
      });
      expect(ok.body.ret).toBe(0);
      expect(ok.body.data.isAdmin).toBe(true);
      expect(ok.body.data.expiresIn).toBeGreaterThan(1800);
      const session = await s.api.get<Record<string, unknown>>('/api/manage/session', {
        token: ok.body.data.token,
      });
      expect(session.body.ret).toBe(0);
      expect(session.body.data).toMatchObject({
        userId: admin.id,
        account: admin.account,
        companyName: company.name,
        changePassword: false,
      });
    });

    it('manage/session is ret 7 for a learner token and ret 2 without a token', async () => {
      const learner = await newUser();
      const { token } = await s.api.login(learner.account, TEST_PASSWORD);
      expect((await s.api.get('/api/manage/session', { token })).body).toEqual({
        ret: 7,
        msg: MSG.adminRequired,
        data: null,
      });
      expect((await s.api.get('/api/manage/session')).body).toEqual({
        ret: 2,
        msg: MSG.noToken,
        data: null,
      });
    });
  });

  describe('trimming (spec s.5: bodies trimmed, passwords not)', () => {
    it('a password with surrounding spaces is not the password', async () => {
      const u = await newUser();
      expect((await s.api.tryLogin(u.account, `  ${TEST_PASSWORD}  `)).body.msg).toBe(
        MSG.badCredentials,
      );
      expect((await s.api.tryLogin(u.account, `${TEST_PASSWORD} `)).body.msg).toBe(
        MSG.badCredentials,
      );
    });

    it('an account with surrounding spaces signs in', async () => {
      const u = await newUser();
      const res = await s.api.tryLogin(`  ${u.account}\t `, TEST_PASSWORD);
      expect(res.body.ret).toBe(0);
    });

    it('a password that really has spaces must be typed with them', async () => {
      const weak = await buildCompany(s.db, { useStrongPass: 0 });
      const u = await buildUser(s.db, { companyId: weak.id, password: '  spaced out  ' });
      expect((await s.api.tryLogin(u.account, '  spaced out  ')).body.ret).toBe(0);
      expect((await s.api.tryLogin(u.account, 'spaced out')).body.ret).toBe(1);
    });
  });
});

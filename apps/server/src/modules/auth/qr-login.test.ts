import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QR_LOGIN, type TQrCodeNew, type TQrCodeState } from '@ascent/shared/auth';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, setUserStatus, TEST_PASSWORD } from '../../../test/builders.ts';
import { hashToken } from './tokens.ts';

/** QR login: the computer's code, the phone's scan and answer, the computer's session. */
describe('QR login', () => {
  let s: TestServer;
  let phone: string;
  let phoneUserId: number;
  let other: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const user = await buildUser(s.db, { companyId: company.id, realName: 'Phone Owner' });
    phoneUserId = user.id;
    phone = (await s.api.login(user.account, TEST_PASSWORD)).token;
    const someone = await buildUser(s.db, { companyId: company.id });
    other = (await s.api.login(someone.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  const newCode = async () => {
    const res = await s.api.get<TQrCodeNew>('/api/study/login/qrcode/new', { token: null });
    expect(res.body.ret).toBe(0);
    return res.body.data.code;
  };
  const poll = (code: unknown, lang = 'en-US') =>
    s.api.post<TQrCodeState>('/api/study/login/qrcode/state', { code }, { token: null, lang });
  const scan = (code: unknown, token = phone, lang = 'en-US') =>
    s.api.post<TQrCodeState>('/api/study/login/qrcode/scan', { code }, { token, lang });
  const answer = (code: string, accept: boolean, token = phone, lang = 'en-US') =>
    s.api.post<TQrCodeState>('/api/study/login/qrcode/confirm', { code, accept }, { token, lang });
  const stateOf = async (code: string) => (await poll(code)).body.data.state;
  const INVALID = [
    ['zh-CN', '您的二维码已失效'],
    ['zh-TW', '您的二維碼已失效'],
    ['en-US', 'Your QR code is invalid'],
  ] as const;
  const expectInvalid = async (
    call: (lang: string) => Promise<{ body: { ret: number; msg: string } }>,
  ) => {
    for (const [lang, msg] of INVALID)
      expect((await call(lang)).body, lang).toMatchObject({ ret: 1, msg });
  };

  it('signs the computer in as the person whose phone scanned and confirmed, once', async () => {
    const created = await s.api.get<TQrCodeNew>('/api/study/login/qrcode/new', { token: null });
    expect(created.body.data.expiresIn).toBe(QR_LOGIN.codeSeconds);
    const { code } = created.body.data;
    expect(await stateOf(code)).toBe('pending');
    expect((await scan(code)).body.data).toEqual({ state: 'scanned' });
    // Opening it again on the same phone changes nothing.
    expect((await scan(code)).body.data).toEqual({ state: 'scanned' });
    expect(await stateOf(code)).toBe('scanned');
    expect((await answer(code, true)).body.data).toEqual({ state: 'confirmed' });
    const signedIn = await poll(code);
    expect(signedIn.body.data.state).toBe('confirmed');
    const login = signedIn.body.data.login!;
    expect(login).toMatchObject({ isAdmin: false, changePassword: false });
    const profile = await s.api.get<{ userId: number }>('/api/study/me/profile', {
      token: login.token,
    });
    expect(profile.body.data.userId).toBe(phoneUserId);
    // The phone's own session goes on.
    expect((await s.api.get('/api/study/me/profile', { token: phone })).body.ret).toBe(0);
    // Spent: no second computer gets a session from it.
    await expectInvalid((lang) => poll(code, lang));
    await expectInvalid((lang) => answer(code, true, phone, lang));
  });

  it('tells the computer when the phone turned it away, and the code is not usable after', async () => {
    const code = await newCode();
    await scan(code);
    expect((await answer(code, false)).body.data).toEqual({ state: 'cancelled' });
    expect(await poll(code)).toMatchObject({ body: { ret: 0, data: { state: 'cancelled' } } });
    await expectInvalid((lang) => answer(code, true, phone, lang));
    await expectInvalid((lang) => scan(code, phone, lang));
  });

  it('belongs to whoever scanned it first; an answer needs that scan, and counts once', async () => {
    const code = await newCode();
    await expectInvalid((lang) => answer(code, true, phone, lang));
    await scan(code);
    await expectInvalid((lang) => scan(code, other, lang));
    await expectInvalid((lang) => answer(code, true, other, lang));
    expect(await stateOf(code)).toBe('scanned');
    await answer(code, true);
    await expectInvalid((lang) => answer(code, false, phone, lang));
  });

  it('expires after its time, and is unknown once gone', async () => {
    const code = await newCode();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + QR_LOGIN.codeSeconds * 1000 + 1000);
    expect(await stateOf(code)).toBe('expired');
    await expectInvalid((lang) => scan(code, phone, lang));
    vi.useRealTimers();
    await s.expireState(`qr:entry:${hashToken(code)}`);
    await expectInvalid((lang) => poll(code, lang));
  });

  it('refuses malformed codes, a phone that is not signed in, and a disabled account', async () => {
    for (const code of ['', 'short', 'x'.repeat(65), 'has spaces in it...........', 42, null])
      await expectInvalid((lang) => poll(code, lang));
    const code = await newCode();
    const signedOut = await scan(code, '');
    expect(signedOut.body.ret).not.toBe(0);
    expect(await stateOf(code)).toBe('pending');
    const leaving = await buildUser(s.db, { companyId: (await buildCompany(s.db)).id });
    const token = (await s.api.login(leaving.account, TEST_PASSWORD)).token;
    await scan(code, token);
    await answer(code, true, token);
    await setUserStatus(s.db, leaving.id, 'disabled');
    expect((await poll(code)).body.ret).toBe(1);
  });

  it('gives one address a limited number of codes a minute', async () => {
    let refused: { ret: number; msg: string } | undefined;
    for (let i = 0; i <= QR_LOGIN.codesPerMinute + 2 && !refused; i++) {
      const res = await s.api.get('/api/study/login/qrcode/new', { token: null, lang: 'zh-CN' });
      if (res.body.ret !== 0) refused = res.body;
    }
    expect(refused).toEqual({ ret: 1, msg: '二维码创建失败', data: null });
  });
});

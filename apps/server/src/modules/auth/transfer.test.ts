import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSFER, type TLoginResponse, type TTransferTicket } from '@ascent/shared/auth';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, setUserStatus, TEST_PASSWORD } from '../../../test/builders.ts';
import { expectRefusal } from '../../../test/sign-on.ts';

const INVALID = [
  '登录链接已失效（仅可使用一次，一分钟内有效），请重新登录',
  '登入連結已失效（僅可使用一次，一分鐘內有效），請重新登入',
  'This sign-in link is no longer valid (it works once, within a minute). Please sign in',
] as const;

/** Login transfer: me/transfer makes the ticket (tgtn), switchAuth trades it once. */
describe('Login transfer', () => {
  let s: TestServer;
  let token: string;
  let person: { id: number; account: string };

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    person = await buildUser(s.db, { companyId: company.id, realName: 'Traveller' });
    token = (await s.api.login(person.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  const newTicket = async () => {
    const res = await s.api.post<TTransferTicket>('/api/study/me/transfer', {}, { token });
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.expiresIn).toBe(TRANSFER.seconds);
    return res.body.data.tgtn;
  };
  const trade = (tgtn: unknown, lang = 'en-US') =>
    s.api.post<TLoginResponse>('/api/study/switchAuth', { tgtn }, { token: null, lang });

  it('asks for a ticket only when signed in', async () => {
    const res = await s.api.post('/api/study/me/transfer', {}, { token: null });
    expect(res.body.ret).toBe(2);
  });

  it('trades a ticket once for a new session of the same person', async () => {
    const tgtn = await newTicket();
    const res = await trade(tgtn);
    expect(res.body.ret, res.body.msg).toBe(0);
    const fresh = res.body.data.token;
    expect(fresh).not.toBe(token);
    const me = await s.api.get<{ account: string }>('/api/study/me/profile', { token: fresh });
    expect(me.body.data.account).toBe(person.account);
    // The session it came from goes on.
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(0);
    // Replayed: refused, in three languages.
    await expectRefusal((lang) => trade(tgtn, lang), INVALID);
  });

  it('refuses a forged, malformed or expired ticket', async () => {
    await expectRefusal((lang) => trade('x'.repeat(43), lang), INVALID);
    await expectRefusal((lang) => trade('short', lang), INVALID);
    const tgtn = await newTicket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TRANSFER.seconds * 1000 + 1000);
    await expectRefusal((lang) => trade(tgtn, lang), INVALID);
  });

  it('refuses a ticket of an account disabled meanwhile', async () => {
    const tgtn = await newTicket();
    await setUserStatus(s.db, person.id, 'disabled');
    const res = await trade(tgtn);
    expect(res.body.ret).toBe(1);
    expect(res.body.msg).toMatch(/disabled/i);
    await setUserStatus(s.db, person.id, 'active');
  });
});

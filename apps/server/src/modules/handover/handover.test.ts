import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResponse, TManageSession } from '@ascent/shared/auth';
import type { TCreateAuthResponse } from '@ascent/shared/handover';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildUser,
  setUserChangePassword,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * The learner site -> admin site hand-over: study/me/createauth gives an administrator a
 * single-use, 60-second code; manage/handover trades it for a new admin session, with the
 * same reply as manage/accountLogin.
 */
describe('admin hand-over', () => {
  let s: TestServer;
  let companyId: number;
  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
  });
  afterAll(() => s.close());

  async function adminOnLearnerSite(extra: { changePassword?: boolean } = {}) {
    const user = await buildUser(s.db, { companyId, roles: ['admin'], ...extra });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  async function createCode(token: string) {
    const res = await s.api.post<TCreateAuthResponse>('/api/study/me/createauth', {}, { token });
    expect(res.body.ret).toBe(0);
    expect(res.body.data.code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return res.body.data.code;
  }
  const handover = (code: unknown) => s.api.post<TLoginResponse>('/api/manage/handover', { code });

  it('opens a new admin session, answering like manage/accountLogin', async () => {
    const { user, token } = await adminOnLearnerSite();
    const code = await createCode(token);
    // Flagged for a change once the code was made: the reply says so, as accountLogin's would.
    await setUserChangePassword(s.db, user.id, true);
    const res = await handover(code);
    expect(res.body).toEqual({
      ret: 0,
      msg: '',
      data: {
        token: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 7200,
        isAdmin: true,
        canManage: true,
        changePassword: true,
        passwordExpire: false,
      },
    });
    const adminToken = res.body.data.token;
    expect(adminToken).not.toBe(token);
    const session = await s.api.get<TManageSession>('/api/manage/session', { token: adminToken });
    expect(session.body.data).toMatchObject({ userId: user.id, account: user.account });
    // The learner-site session goes on; the admin session is its own (logout ends only it).
    await s.api.get('/api/study/me/logout', { token: adminToken });
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(0);
    // Its refresh token works like any other.
    const refreshed = await s.api.post('/api/study/refreshToken', {
      refreshToken: res.body.data.refreshToken,
    });
    expect(refreshed.body.ret).toBe(5); // that session was logged out above
  });

  it('gives no code to a session that must change its password first (issue 12)', async () => {
    const { token } = await adminOnLearnerSite({ changePassword: true });
    const res = await s.api.post('/api/study/me/createauth', {}, { token });
    expect(res.body).toEqual({
      ret: 1,
      msg: 'Please change your password before continuing',
      data: null,
    });
  });

  it('takes a code once only', async () => {
    const { token } = await adminOnLearnerSite();
    const code = await createCode(token);
    expect((await handover(code)).body.ret).toBe(0);
    expect((await handover(code)).body).toEqual({
      ret: 1,
      msg: 'The sign-in link is invalid or has expired. Please sign in',
      data: null,
    });
  });

  it('refuses an expired or made-up code', async () => {
    const { token } = await adminOnLearnerSite();
    const code = await createCode(token);
    await s.expireState(`handover:${code}`);
    expect((await handover(code)).body.ret).toBe(1);
    const zh = await s.api.post('/api/manage/handover', { code: 'made-up' }, { lang: 'zh-CN' });
    expect(zh.body).toEqual({ ret: 1, msg: '登录凭证无效或已过期，请重新登录', data: null });
  });

  it('gives no code to a learner (ret 7; unit managers and supervisors get one: manager-site.test.ts)', async () => {
    const learner = await buildUser(s.db, { companyId });
    const { token } = await s.api.login(learner.account, TEST_PASSWORD);
    expect((await s.api.post('/api/study/me/createauth', {}, { token })).body).toEqual({
      ret: 7,
      msg: 'This account has no administrator rights',
      data: null,
    });
  });

  it('refuses a code whose account was disabled in the meantime', async () => {
    const { user, token } = await adminOnLearnerSite();
    const code = await createCode(token);
    await setUserStatus(s.db, user.id, 'disabled');
    expect((await handover(code)).body).toEqual({
      ret: 1,
      msg: 'This account is disabled. Please contact your administrator',
      data: null,
    });
  });

  it('never answers with a session for a missing code', async () => {
    for (const code of ['', '   ', 'x'.repeat(129)]) {
      const res = await handover(code);
      expect(res.body.ret).toBe(1);
      expect(res.body.data).not.toHaveProperty('token');
    }
  });
});

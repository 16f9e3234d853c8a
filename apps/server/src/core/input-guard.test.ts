import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/builders.ts';
import { users } from '../modules/user/user.schema.ts';

/**
 * Issue 12, items 1, 5 and 7: strings PostgreSQL cannot hold, malformed multipart bodies and
 * URLs the router cannot read are refused before any handler, always in the envelope, in the
 * caller's language, changing nothing.
 */

const PARAM_ERROR = { ret: 1, msg: 'Parameter error', data: null };
const MALFORMED = 'The upload is malformed; please choose the file and upload it again';

describe('the input guard over HTTP', () => {
  let s: TestServer;
  let token: string;
  let adminToken: string;
  let userId: number;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const u = await buildUser(s.db, { companyId: company.id, realName: 'Before' });
    const admin = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    userId = u.id;
    token = (await s.api.login(u.account, TEST_PASSWORD)).token;
    adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  it('refuses NUL and lone surrogates in bodies, without a session too, in the caller language', async () => {
    for (const bad of ['a\u0000x', 'a\ud800x', '\udfff']) {
      expect(
        (await s.api.post('/api/study/platform/config', { site: bad, platform: 1 })).body,
      ).toEqual(PARAM_ERROR);
      const login = await s.api.post('/api/study/accountLogin', { account: bad, password: bad });
      expect(login.status).toBe(200);
      expect(login.body).toEqual(PARAM_ERROR);
      expect(
        (await s.api.post('/api/manage/accountLogin', { account: 'admin', password: bad })).body,
      ).toEqual(PARAM_ERROR);
      expect(
        (await s.api.post('/api/study/me/editprofile', { realName: bad }, { token })).body,
      ).toEqual(PARAM_ERROR);
    }
    // A bad key is as bad as a bad value; zh-CN gets the Chinese message.
    const zh = await s.api.post(
      '/api/study/me/editprofile',
      { ['real\u0000Name']: 'x' },
      { token, lang: 'zh-CN' },
    );
    expect(zh.body).toEqual({ ret: 1, msg: '参数错误', data: null });
    // Raw JSON text with the escapes, as an attacker would send it.
    const raw = await s.api.call('POST', '/api/study/me/editprofile', {
      token,
      raw: '{"realName":"x\\u0000y"}',
    });
    expect(raw.body).toEqual(PARAM_ERROR);
    const [row] = await s.db.select().from(users).where(eq(users.id, userId));
    expect(row!.realName).toBe('Before');
  });

  it('refuses them in query strings and path parameters', async () => {
    const q = await s.api.get('/api/study/exam/1/detail?x=%00', { token });
    expect(q.body).toEqual(PARAM_ERROR);
    const surrogate = await s.api.get('/api/study/exam/1/detail?x=%ED%A0%80', { token });
    expect(surrogate.status).toBeLessThan(500);
    expect(surrogate.body.ret).toBe(1);
    expect((await s.api.get('/api/study/exam/a%00b/detail', { token })).body).toEqual(PARAM_ERROR);
  });

  it('refuses absurd nesting without walking it', async () => {
    const n = 5000;
    const deep = `${'{"d":'.repeat(n)}1${'}'.repeat(n)}`;
    const res = await s.api.call('POST', '/api/study/me/editprofile', { token, raw: deep });
    expect(res.status).toBeLessThan(500);
    expect(res.body.ret).toBe(1);
  });

  it('answers malformed URLs and overlong path parameters with the envelope', async () => {
    const bad = await s.api.get('/api/study/exam/%/detail', { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(PARAM_ERROR);
    const long = await s.api.get(`/api/study/exam/${'9'.repeat(150)}/detail`, {
      token,
      lang: 'zh-TW',
    });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ ret: 1, msg: '參數錯誤', data: null });
    expect(long.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses malformed multipart bodies on every upload route, signed in or not', async () => {
    const routes: Array<[string, string | null]> = [
      ['/api/study/upload/file', token],
      ['/api/manage/company/logo', adminToken],
      ['/api/manage/face/attendance/import', adminToken],
      ['/api/manage/user/import', adminToken],
      ['/api/study/me/upload/avatar', token],
    ];
    const malformed: Array<{ type: string; body: string; headerOnly?: boolean }> = [
      { type: 'multipart/form-data', body: 'x', headerOnly: true },
      { type: 'multipart/form-data; boundary=', body: 'x', headerOnly: true },
      { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: 'x', headerOnly: true },
      // A body cut short after the part headers.
      {
        type: 'multipart/form-data; boundary=XyZ',
        body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      },
      // Part headers that never end.
      { type: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\nContent-Disposition: form' },
    ];
    for (const [url, tk] of routes) {
      for (const m of malformed) {
        const res = await s.api.call('POST', url, {
          token: tk,
          raw: m.body,
          headers: { 'content-type': m.type },
        });
        const what = `${url} ${m.type.slice(0, 40)}`;
        if (m.headerOnly) {
          expect(res.status, what).toBe(400);
          expect(res.body, what).toEqual({ ret: 1, msg: MALFORMED, data: null });
        } else {
          // Cut short: refused as malformed, or by the route's own check of what did arrive.
          expect(res.status, what).toBeLessThan(500);
          expect(res.body.ret, what).toBe(1);
          expect(res.body.msg, what).not.toBe('');
        }
      }
    }
    // The server is still well.
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(0);
  });
});

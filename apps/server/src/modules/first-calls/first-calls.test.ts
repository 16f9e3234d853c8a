import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CALLS_MAX, type TFirstCallReply } from '@ascent/shared/first-calls/endpoints';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** POST /api/first-calls: a landing page's first calls in one request. */
describe('first calls', () => {
  let s: TestServer;
  let learner: string;
  let otherLearner: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    learner = await login(await buildUser(s.db, { companyId: company.id }));
    otherLearner = await login(await buildUser(s.db, { companyId: other.id, realName: 'Other' }));
  });
  afterAll(() => s.close());

  const batch = (calls: unknown, token: string | null = learner, lang = 'en-US') =>
    s.api.post<TFirstCallReply[]>('/api/first-calls', { calls }, { token, lang });

  const CALLS = [
    { method: 'GET', path: 'study/home/detail' },
    { method: 'POST', path: 'study/platform/config', body: { site: 'localhost', platform: 'web' } },
    { method: 'GET', path: 'study/me/profile' },
    // Refused by the call itself: no such course.
    { method: 'GET', path: 'study/course/987654/detail' },
  ] as const;

  it('answers each call, in order, with the status and envelope it gets sent alone', async () => {
    for (const [token, lang] of [
      [learner, 'en-US'],
      [otherLearner, 'zh-TW'],
    ] as const) {
      const res = await batch(CALLS, token, lang);
      expect(res.status).toBe(200);
      expect(res.body.ret).toBe(0);
      const alone = await Promise.all(
        CALLS.map((c) =>
          c.method === 'POST'
            ? s.api.post(`/api/${c.path}`, c.body, { token, lang })
            : s.api.get(`/api/${c.path}`, { token, lang }),
        ),
      );
      expect(res.body.data).toEqual(alone.map((a) => ({ status: a.status, envelope: a.body })));
      // Each with the batch's session and language.
      const [, , profile, missing] = res.body.data;
      expect((profile!.envelope as { data: { realName: string } }).data.realName).toBe(
        token === learner ? 'Test User' : 'Other',
      );
      expect((missing!.envelope as { ret: number }).ret).not.toBe(0);
    }
  });

  it('is refused signed out, as a call of its own would be', async () => {
    const res = await batch(CALLS, null);
    const alone = await s.api.get('/api/study/me/profile', { token: null });
    expect({ status: res.status, ret: res.body.ret, msg: res.body.msg }).toEqual({
      status: alone.status,
      ret: alone.body.ret,
      msg: alone.body.msg,
    });
    expect(res.body.ret).not.toBe(0);
  });

  it("refuses, whole and in the caller's language, calls it may not carry and malformed batches", async () => {
    const refusals: unknown[] = [
      // the admin site's calls, a stream, an upload, no such call
      [{ method: 'POST', path: 'manage/banner/list', body: {} }],
      [{ method: 'GET', path: 'study/me/message/stream' }],
      [{ method: 'POST', path: 'study/home/detail' }],
      [{ method: 'GET', path: 'study/no/such/call' }],
      [{ method: 'GET', path: 'first-calls' }],
      [{ method: 'GET', path: 'study/course/../detail' }],
      [{ method: 'GET', path: 'study/me/profile?x=1' }],
      [{ method: 'DELETE', path: 'study/me/profile' }],
      [],
      Array.from({ length: FIRST_CALLS_MAX + 1 }, () => ({
        method: 'GET',
        path: 'study/me/profile',
      })),
      'study/me/profile',
    ];
    for (const calls of refusals) {
      // A stream or upload among allowed calls still refuses the whole batch.
      const mixed = Array.isArray(calls) && calls.length === 1 ? [CALLS[2], ...calls] : calls;
      for (const [lang, msg] of [
        ['zh-CN', '参数错误'],
        ['zh-TW', '參數錯誤'],
        ['en-US', 'Parameter error'],
      ] as const) {
        const res = await batch(mixed, learner, lang);
        expect(
          { status: res.status, ret: res.body.ret, msg: res.body.msg },
          JSON.stringify(mixed),
        ).toEqual({
          status: 200,
          ret: 1,
          msg,
        });
      }
    }
    const unknownField = await batch([{ ...CALLS[2], extra: 1 }], learner, 'zh-CN');
    expect(unknownField.body).toMatchObject({ ret: 1, msg: '包含未知字段：extra' });
  });
});

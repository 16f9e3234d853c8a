import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/builders.ts';
import { ROUTE_TABLE, type RouteEntry } from '../route-table.ts';

/**
 * Every built route refuses callers it must refuse (decisions.md s.2): ret 2 without a token,
 * ret 5 with a revoked one, ret 8 after being signed in elsewhere, and ret 7 for a learner on
 * the admin API. Public routes answer without a token.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/files/*',
  'POST /api/study/platform/config',
  'POST /api/study/platform/portal',
  'POST /api/study/accountLogin',
  'POST /api/study/refreshToken',
  'GET /api/study/captcha',
  'GET /api/study/publickey',
  // QR login: the computer that asks is not signed in yet (the phone's calls are guarded)
  'GET /api/study/login/qrcode/new',
  'POST /api/study/login/qrcode/state',
  // codes by text message: mobile login and forgot password (the caller is not signed in)
  'POST /api/study/mobile/sendcode',
  'POST /api/study/loginMobile',
  'POST /api/study/openfaceLogin',
  'POST /api/study/sendcode',
  'POST /api/study/resetpass',
  // OIDC sign-on: the visitor is signed out until the callback opens the session
  'POST /api/study/OIDCGetAuthUrl',
  'POST /api/study/OIDCCallBack',
  // IAM sign-on (plain OAuth 2.0): likewise
  'POST /api/study/IAMGetAuthUrl',
  'POST /api/study/IAMCallBack',
  // the workplace suites' sign-on: likewise (the code or ticket is the proof)
  'POST /api/study/signOn/authUrl',
  'POST /api/study/wxworkPCLogin',
  'POST /api/study/wxworkH5Login',
  'POST /api/study/dingtalkPCLogin',
  'POST /api/study/dingtalkH5Login',
  'POST /api/study/feishuPCLogin',
  'POST /api/study/feishuBuildPCLogin',
  'POST /api/study/weixinH5Login',
  // partner sign-on: the partner's signed single-use ticket is the proof
  'POST /api/study/ssoPCLogin',
  'POST /api/study/ssoPCLoginV2',
  'POST /api/study/htsy/auth',
  'POST /api/study/home/todoauth',
  'POST /api/study/bpm/auth',
  'POST /api/study/gatewayauth',
  'POST /api/study/autoauth',
  'POST /api/study/switchAuth',
  // the WeCom JS-SDK's signature for a page of this site (asked before sign-in inside WeCom)
  'POST /api/study/customer/wxwork/config',
  // installing the WeCom third-party app: the installer has no account here yet (WeCom's
  // auth_code with a single-use state is the proof); WeCom's signed pushes to the callback
  'POST /api/study/wxworkInstallApp',
  'GET /api/study/wxwork/suite/callback',
  'POST /api/study/wxwork/suite/callback',
  // Feishu's signed, encrypted pushes to the store app's event callback
  'POST /api/study/feishu/store/callback',
  // the licence and the clock: the /licence page reads them signed out
  'GET /api/study/licence',
  'GET /api/study/now',
  'POST /api/manage/accountLogin',
  // self-registration: the visitor has no account yet (limited per address, captcha first)
  'POST /api/study/accountCheck',
  'POST /api/study/register/individual',
  'POST /api/study/register/enterprise',
  'POST /api/study/enterprise/search',
  'POST /api/study/register/status',
  'POST /api/study/register/terms',
  // authenticated by a single-use ticket in the query, since EventSource sends no header
  'GET /api/study/me/message/stream',
  // authenticated by the single-use hand-over code in the body
  'POST /api/manage/handover',
  // Authenticated by the 5-minute ticket file/download hands out (a browser
  // download sends no Authorization header)
  'GET /api/study/file/down/get',
  // The public verification of a certificate code (throttled per address)
  'GET /api/study/certificate/verify/:code',
  // The API's description for integrators: calls, not data (decisions.md, routes as data)
  'GET /api/openapi.json',
  'GET /api/docs',
]);
/**
 * Learner-site routes a learner is refused (ret 7): for administrators, and for unit managers
 * and supervisors where the level is `manager` (dashboard/manager-site.test.ts).
 */
const ADMIN_ON_STUDY = new Set(['POST /api/study/me/createauth']);
const SESSION_RETS = [2, 5, 8];

const key = (e: RouteEntry) => `${e.method} ${e.path}`;
const built = ROUTE_TABLE.filter((e) => e.built);
const guarded = built.filter((e) => !PUBLIC.has(key(e)));
const adminOnly = guarded.filter(
  (e) => e.path.startsWith('/api/manage/') || ADMIN_ON_STUDY.has(key(e)),
);
const learnerRoutes = guarded.filter((e) => !adminOnly.includes(e));

/** A concrete URL for a route pattern. */
const urlOf = (e: RouteEntry) =>
  e.path
    .replace(/:[A-Za-z]+/g, '1')
    .replace('*', 'avatars/202601/0f0f0f0f-0000-4000-8000-000000000000.png');

describe('auth guard on every route', () => {
  let s: TestServer;
  let companyId: number;
  let learnerAccount: string;
  let revoked: string;
  let kicked: string;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const learner = await buildUser(s.db, { companyId });
    learnerAccount = learner.account;
    revoked = (await s.api.login(learner.account, TEST_PASSWORD)).token;
    expect((await s.api.get('/api/study/me/logout', { token: revoked })).body.ret).toBe(0);
    const single = await buildCompany(s.db, { singleSession: true });
    const roaming = await buildUser(s.db, { companyId: single.id });
    kicked = (await s.api.login(roaming.account, TEST_PASSWORD)).token;
    await s.api.login(roaming.account, TEST_PASSWORD);
    const a = await buildUser(s.db, { companyId, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const send = (e: RouteEntry, token?: string) =>
    e.method === 'GET' ? s.api.get(urlOf(e), { token }) : s.api.post(urlOf(e), {}, { token });

  it('covers the routes it should', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    expect(adminOnly.map(key)).toContain('GET /api/manage/session');
    // Every /api/manage route but the admin login and the hand-over refuses a learner (ret 7).
    expect(adminOnly.every((e) => e.path !== '/api/manage/accountLogin')).toBe(true);
    expect(adminOnly.map(key)).toEqual(expect.arrayContaining([...ADMIN_ON_STUDY]));
    for (const p of PUBLIC) expect(built.map(key), p).toContain(p);
  });

  describe.each(guarded.map((e) => [key(e), e] as const))('%s', (_k, e) => {
    it('no token: ret 2 with no data', async () => {
      const res = await send(e);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ret: 2, msg: 'Please sign in', data: null });
    });

    it('an unknown token: ret 2', async () => {
      expect((await send(e, 'not-a-real-token')).body.ret).toBe(2);
    });

    it('a logged-out token: ret 5 with no data', async () => {
      expect((await send(e, revoked)).body).toEqual({
        ret: 5,
        msg: 'Your session has expired. Please sign in again',
        data: null,
      });
    });

    it('a token ended by a later sign-in elsewhere: ret 8', async () => {
      expect((await send(e, kicked)).body).toEqual({
        ret: 8,
        msg: 'Your account has signed in elsewhere',
        data: null,
      });
    });

    it('a malformed body is HTTP 400 even without a token', async () => {
      if (e.method !== 'POST') return;
      const res = await s.api.call('POST', urlOf(e), { raw: '{"a":' });
      expect(res.status).toBe(400);
    });
  });

  describe.each(adminOnly.map((e) => [key(e), e] as const))('%s (admin only)', (_k, e) => {
    it('a learner gets ret 7 "no administrator rights" in the caller language', async () => {
      const { token } = await s.api.login(learnerAccount, TEST_PASSWORD);
      expect((await send(e, token)).body).toEqual({
        ret: 7,
        msg: 'This account has no administrator rights',
        data: null,
      });
      const zhTw =
        e.method === 'GET'
          ? await s.api.get(urlOf(e), { token, lang: 'zh-TW' })
          : await s.api.post(urlOf(e), {}, { token, lang: 'zh-TW' });
      expect(zhTw.body.msg).toBe('該帳號沒有管理員權限');
    });

    it('an administrator gets through', async () => {
      const res = await send(e, admin);
      expect([0, 1]).toContain(res.body.ret);
    });
  });

  describe.each(learnerRoutes.map((e) => [key(e), e] as const))('%s (learner)', (_k, e) => {
    it('a signed-in learner is let through (no session or permission refusal)', async () => {
      const { token } = await s.api.login(learnerAccount, TEST_PASSWORD);
      const res = await send(e, token);
      expect(res.status).toBeLessThan(500);
      expect([...SESSION_RETS, 7]).not.toContain(res.body.ret);
    });
  });

  describe.each([...PUBLIC].map((k) => [k, built.find((e) => key(e) === k)!] as const))(
    '%s (public)',
    (_k, e) => {
      it('answers without a token and ignores a bad one', async () => {
        for (const token of [undefined, 'not-a-real-token', revoked]) {
          const res =
            e.method === 'GET'
              ? await fetch(s.baseUrl + urlOf(e), {
                  headers: token ? { authorization: `token ${token}` } : {},
                })
              : null;
          if (res) {
            expect(res.status).toBeLessThan(500);
            if (res.headers.get('content-type')?.includes('json')) {
              const body = (await res.json()) as { ret?: number };
              expect(SESSION_RETS).not.toContain(body.ret);
            }
            continue;
          }
          const post = await s.api.post(urlOf(e), {}, { token });
          expect(post.status).toBeLessThan(500);
          expect(SESSION_RETS).not.toContain(post.body.ret);
        }
      });
    },
  );

  it('an absolute-form request line cannot skip the login check', async () => {
    const port = Number(new URL(s.baseUrl).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const sock = net.connect(port, '127.0.0.1', () =>
        sock.write(
          `GET http://127.0.0.1:${port}/api/study/me/profile HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Language: en-US\r\nConnection: close\r\n\r\n`,
        ),
      );
      let data = '';
      sock.on('data', (b: Buffer) => (data += b.toString()));
      sock.on('end', () => resolve(data));
      sock.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 (200|400|404)/);
    if (head.startsWith('HTTP/1.1 200'))
      expect(JSON.parse(body)).toEqual({ ret: 2, msg: 'Please sign in', data: null });
  });
});

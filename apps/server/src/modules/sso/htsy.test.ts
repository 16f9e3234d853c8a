import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPartnerClaims, TSignOnResult } from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal } from '../../../test/sign-on.ts';
import { buildCompany } from '../../../test/builders.ts';
import { loginAttempts } from '../auth/auth.schema.ts';
import { signPartnerV2 } from './partner-ticket.ts';

const SECRET = 'htsy-gateway-shared-secret-0123456789abcdef';
const INVALID = [
  '登录凭证无效，请从企业门户重新进入',
  '登入憑證無效，請從企業入口網站重新進入',
  'The sign-in ticket is not valid. Please come in again from your company portal',
] as const;
const EXPIRED = [
  '登录凭证已过期（或双方时钟不一致），请从企业门户重新进入',
  '登入憑證已過期（或雙方時鐘不一致），請從企業入口網站重新進入',
  'The sign-in ticket has expired (or the clocks disagree). Please come in again from your company portal',
] as const;
const USED = [
  '登录凭证已使用过，请从企业门户重新进入',
  '登入憑證已使用過，請從企業入口網站重新進入',
  'The sign-in ticket has already been used. Please come in again from your company portal',
] as const;
const NOT_SET_UP = [
  '企业账号登录尚未设置，请使用账号密码登录',
  '企業帳號登入尚未設定，請使用帳號密碼登入',
  'Company account sign-in is not set up. Sign in with your account and password',
] as const;
const NO_ACCOUNT = [
  '没有匹配的账号，请联系管理员',
  '沒有相符的帳號，請聯絡管理員',
  'No matching account. Please contact your administrator',
] as const;

const now = () => Math.floor(Date.now() / 1000);

/** The gateway's entries: each call, the body its ticket goes in, where it lands. */
const ENTRIES = [
  ['/api/study/htsy/auth', 'ticket', '/'],
  ['/api/study/home/todoauth', 'ticket', '/project'],
  ['/api/study/bpm/auth', 'ticket', '/audit?tab=todo'],
  ['/api/study/gatewayauth', 'ticket', '/'],
  ['/api/study/autoauth', 'key', '/'],
] as const;

/**
 * The htsy gateway (htsy/auth, home/todoauth, bpm/auth, gatewayauth, autoauth): V2-form tickets
 * with `iss` 'htsy' signed with the company's partner secret; each entry's landing; every
 * refusal in three languages.
 */
describe('htsy gateway sign-on', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let alice: { id: number; account: string };

  beforeAll(async () => {
    s = await startTestServer();
    ({ companyId, admin, alice } = await buildSignOnCompany(s, 'Gateway arrivals', {}));
    otherCompanyId = (await buildCompany(s.db)).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const save = (values: Record<string, unknown> = {}) =>
    s.api.post(
      '/api/manage/sso/partner/update',
      { secret: SECRET, linkBy: 'account', createDepartmentId: null, enabled: true, ...values },
      { token: admin },
    );
  const claims = (over: Partial<TPartnerClaims> = {}): TPartnerClaims => {
    const iat = now();
    return {
      iss: 'htsy',
      aud: 'ascent',
      sub: alice.account,
      cid: companyId,
      iat,
      exp: iat + 120,
      jti: randomBytes(12).toString('hex'),
      ...over,
    };
  };
  const ticket = (over: Partial<TPartnerClaims> = {}, secret = SECRET) =>
    signPartnerV2(secret, claims(over));
  const enter = (path: string, value: string, lang = 'en-US', extra: object = {}) =>
    s.api.post<TSignOnResult>(
      path,
      { [path.endsWith('autoauth') ? 'key' : 'ticket']: value, ...extra },
      { lang },
    );
  const accountOf = async (token: string) =>
    (await s.api.get<{ account: string }>('/api/study/me/profile', { token })).body.data.account;

  it('refuses every entry until the company has set up partner sign-on', async () => {
    for (const [path] of ENTRIES)
      await expectRefusal((lang) => enter(path, ticket(), lang), NOT_SET_UP);
  });

  it('each entry signs the person in and lands on its page', async () => {
    expect((await save()).body.ret).toBe(0);
    for (const [path, , landing] of ENTRIES) {
      const res = await enter(path, ticket());
      expect(res.body.ret, `${path}: ${res.body.msg}`).toBe(0);
      expect(res.body.data.redirect, path).toBe(landing);
      expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
    }
    const logged = await s.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, alice.id));
    expect(logged.filter((l) => l.reason === 'htsy')).toHaveLength(ENTRIES.length);
  });

  it('gatewayauth lands on the path the gateway names, never on another site', async () => {
    const there = await enter('/api/study/gatewayauth', ticket(), 'en-US', {
      redirect: '/course/detail?id=7',
    });
    expect(there.body.data.redirect).toBe('/course/detail?id=7');
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil'])
      expect(
        (await enter('/api/study/gatewayauth', ticket(), 'en-US', { redirect })).body.data.redirect,
        redirect,
      ).toBe('/');
  });

  it('refuses a forged ticket: another secret, changed claims, a partner ticket, alg none', async () => {
    for (const [path] of ENTRIES) {
      await expectRefusal((lang) => enter(path, ticket({}, 'w'.repeat(40)), lang), INVALID);
    }
    const good = claims();
    const [h, , sig] = signPartnerV2(SECRET, good).split('.');
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    await expectRefusal(
      (lang) =>
        enter('/api/study/htsy/auth', `${h}.${b64({ ...good, sub: 'admin' })}.${sig}`, lang),
      INVALID,
    );
    // A partner sign-on ticket (iss 'partner') is not a gateway ticket, nor the other way round.
    await expectRefusal(
      (lang) => enter('/api/study/bpm/auth', ticket({ iss: 'partner' }), lang),
      INVALID,
    );
    const partnerRes = await s.api.post('/api/study/ssoPCLoginV2', { ticket: ticket() });
    expect(partnerRes.body.msg).toBe(INVALID[2]);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    await expectRefusal((lang) => enter('/api/study/autoauth', none, lang), INVALID);
    // Claims out of shape: audience, a life longer than the window, no subject.
    for (const over of [
      { aud: 'elsewhere' },
      { exp: now() + 3600 },
      { sub: '' },
    ] as Partial<TPartnerClaims>[])
      expect((await enter('/api/study/home/todoauth', ticket(over))).body.msg).toBe(INVALID[2]);
  });

  it('refuses an unknown key: not a ticket at all, or a company that has not set it up', async () => {
    await expectRefusal(
      (lang) => s.api.post('/api/study/autoauth', { key: 'not-a-key' }, { lang }),
      INVALID,
    );
    await expectRefusal(
      (lang) => enter('/api/study/autoauth', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln', lang),
      INVALID,
    );
    await expectRefusal(
      (lang) => enter('/api/study/autoauth', ticket({ cid: otherCompanyId }), lang),
      NOT_SET_UP,
    );
  });

  it('refuses an expired ticket and one issued in the future', async () => {
    await expectRefusal(
      (lang) => enter('/api/study/htsy/auth', ticket({ iat: now() - 400, exp: now() - 100 }), lang),
      EXPIRED,
    );
    await expectRefusal(
      (lang) =>
        enter('/api/study/home/todoauth', ticket({ iat: now() + 400, exp: now() + 600 }), lang),
      EXPIRED,
    );
  });

  it('takes a ticket once, whichever entry it is brought to', async () => {
    const t = ticket();
    expect((await enter('/api/study/htsy/auth', t)).body.ret).toBe(0);
    for (const [path] of ENTRIES) await expectRefusal((lang) => enter(path, t, lang), USED);
  });

  it('refuses a person the company rule does not find', async () => {
    await expectRefusal(
      (lang) => enter('/api/study/bpm/auth', ticket({ sub: 'nobody-here' }), lang),
      NO_ACCOUNT,
    );
  });
});

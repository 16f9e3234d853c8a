import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPartnerClaims, TPartnerSettings, TSignOnResult } from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal } from '../../../test/sign-on.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { users } from '../user/user.schema.ts';
import { ssoProviders } from './sso.schema.ts';
import { signPartnerV1, signPartnerV2 } from './partner-ticket.ts';

const SECRET = 'partner-shared-secret-0123456789abcdef';
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

const b64url = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const nonce = () => randomBytes(16).toString('base64url');

/**
 * Partner sign-on (ssoPCLogin, ssoPCLoginV2): the settings, the V1 and V2 tickets signed with
 * the reference signers (partner-ticket.ts), the link rules, and every refusal in three languages.
 */
describe('Partner sign-on', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let departmentId: number;
  let admin: string;
  let alice: { id: number; account: string };

  beforeAll(async () => {
    s = await startTestServer();
    ({ companyId, departmentId, admin, alice } = await buildSignOnCompany(s, 'Partner arrivals', {
      mobile: '13800138011',
    }));
    otherCompanyId = (await buildCompany(s.db)).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const save = (values: Record<string, unknown> = {}, token = admin, lang = 'en-US') =>
    s.api.post<TPartnerSettings>(
      '/api/manage/sso/partner/update',
      { secret: SECRET, linkBy: 'account', createDepartmentId: null, enabled: true, ...values },
      { token, lang },
    );
  /** A V1 ticket as the partner builds it; `over` changes fields after signing. */
  const v1 = (
    fields: { account?: string; customerId?: number; timestamp?: number; secret?: string } = {},
  ) => {
    const f = {
      account: fields.account ?? alice.account,
      customerId: String(fields.customerId ?? companyId),
      nonce: nonce(),
      timestamp: String(fields.timestamp ?? now()),
    };
    return { ...f, sign: signPartnerV1(fields.secret ?? SECRET, f) };
  };
  const loginV1 = (body: object, lang = 'en-US') =>
    s.api.post<TSignOnResult>('/api/study/ssoPCLogin', body, { lang });
  const claims = (over: Partial<TPartnerClaims> = {}): TPartnerClaims => {
    const iat = now();
    return {
      iss: 'partner',
      aud: 'ascent',
      sub: alice.account,
      cid: companyId,
      iat,
      exp: iat + 120,
      jti: nonce(),
      ...over,
    };
  };
  const loginV2 = (ticket: string, lang = 'en-US', redirect?: string) =>
    s.api.post<TSignOnResult>(
      '/api/study/ssoPCLoginV2',
      { ticket, ...(redirect ? { redirect } : {}) },
      { lang },
    );
  const accountOf = async (token: string) =>
    (await s.api.get<{ account: string }>('/api/study/me/profile', { token })).body.data.account;

  it('refuses partner sign-on until the company has set it up', async () => {
    const msgs = [
      '企业账号登录尚未设置，请使用账号密码登录',
      '企業帳號登入尚未設定，請使用帳號密碼登入',
      'Company account sign-in is not set up. Sign in with your account and password',
    ] as const;
    await expectRefusal((lang) => loginV1(v1(), lang), msgs);
    await expectRefusal((lang) => loginV2(signPartnerV2(SECRET, claims()), lang), msgs);
  });

  it('keeps the settings for administrators only, the secret sealed and never answered', async () => {
    const learner = (await s.api.login(alice.account, TEST_PASSWORD)).token;
    expect((await s.api.post('/api/manage/sso/partner', {}, { token: learner })).body.ret).toBe(7);
    expect((await save({}, learner)).body.ret).toBe(7);
    const empty = await s.api.post<TPartnerSettings>(
      '/api/manage/sso/partner',
      {},
      { token: admin },
    );
    expect(empty.body.data).toEqual({
      hasSecret: false,
      linkBy: 'account',
      createDepartmentId: null,
      enabled: false,
    });
    // Saved disabled first: still refused.
    expect((await save({ enabled: false })).body.data).toMatchObject({ hasSecret: true });
    expect((await loginV1(v1())).body.msg).toContain('not set up');
    const saved = await save();
    expect(saved.body).toMatchObject({ ret: 0, data: { hasSecret: true, enabled: true } });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    // Saved again without a secret: the stored one stays.
    expect((await save({ secret: '' })).body.data.hasSecret).toBe(true);
    const [row] = await s.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, companyId));
    expect(row).toMatchObject({ kind: 'partner', clientId: 'partner', issuer: '' });
    expect(row!.clientSecret).not.toContain(SECRET);
    const read = await s.api.post('/api/manage/sso/partner', {}, { token: admin });
    expect(JSON.stringify(read.body)).not.toContain(SECRET);
    const logged = await s.db.select().from(operationLogs).where(eq(operationLogs.entity, 'sso'));
    expect(logged.map((l) => l.summary)).toContain('partner');
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    // A short secret and the create rule without a department are refused.
    expect((await save({ secret: 'short' })).body).toMatchObject({
      ret: 1,
      msg: expect.stringContaining('32'),
    });
    expect((await save({ linkBy: 'create' })).body).toMatchObject({
      ret: 1,
      msg: 'Please choose the department new accounts are created in',
    });
  });

  it('V1: signs in by account and lands on the page given', async () => {
    const res = await loginV1({ ...v1(), redirect: '/course/detail?id=5' });
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.redirect).toBe('/course/detail?id=5');
    expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
    // Another site's address is not followed.
    const away = await loginV1({ ...v1(), redirect: 'https://evil.example/' });
    expect(away.body.data.redirect).toBe('/');
    // The sign in hex upper case is the same sign.
    const t = v1();
    expect((await loginV1({ ...t, sign: t.sign.toUpperCase() })).body.ret).toBe(0);
  });

  it('V2: signs in by account and lands on the page given', async () => {
    const res = await loginV2(signPartnerV2(SECRET, claims()), 'en-US', '/mine');
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.redirect).toBe('/mine');
    expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
  });

  it('signs in by mobile when the rule says so', async () => {
    await save({ linkBy: 'mobile', secret: '' });
    const r1 = await loginV1(v1({ account: '13800138011' }));
    expect(r1.body.ret, r1.body.msg).toBe(0);
    expect(await accountOf(r1.body.data.login.token)).toBe(alice.account);
    const r2 = await loginV2(signPartnerV2(SECRET, claims({ sub: '13800138011' })));
    expect(r2.body.ret, r2.body.msg).toBe(0);
    expect(await accountOf(r2.body.data.login.token)).toBe(alice.account);
    await save({ secret: '' });
  });

  it('V1: refuses a bad signature, another company, an old or future time and a replay', async () => {
    const t = v1();
    await expectRefusal((lang) => loginV1({ ...t, account: 'someone-else' }, lang), INVALID);
    await expectRefusal((lang) => loginV1(v1({ secret: 'x'.repeat(40) }), lang), INVALID);
    // Signed for this company, sent as another's (not set up there), or as a third set-up one.
    expect((await loginV1({ ...t, customerId: String(otherCompanyId) })).body.msg).toContain(
      'not set up',
    );
    await expectRefusal((lang) => loginV1(v1({ timestamp: now() - 301 }), lang), EXPIRED);
    await expectRefusal((lang) => loginV1(v1({ timestamp: now() + 400 }), lang), EXPIRED);
    // Within the window either side: good.
    expect((await loginV1(v1({ timestamp: now() + 200 }))).body.ret).toBe(0);
    expect((await loginV1(v1({ timestamp: now() - 200 }))).body.ret).toBe(0);
    expect((await loginV1(t)).body.ret).toBe(0);
    await expectRefusal((lang) => loginV1(t, lang), USED);
  });

  it('V2: refuses a bad signature, other algorithms, wrong claims, expiry and a replay', async () => {
    const good = claims();
    const ticket = signPartnerV2(SECRET, good);
    await expectRefusal((lang) => loginV2(signPartnerV2('y'.repeat(40), claims()), lang), INVALID);
    // Claims changed after signing.
    const [h, , sig] = ticket.split('.');
    await expectRefusal(
      (lang) => loginV2(`${h}.${b64url({ ...good, sub: 'admin' })}.${sig}`, lang),
      INVALID,
    );
    // alg none (no signature) and HS512 (signed with the right secret): refused.
    const body = b64url(claims());
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${body}.`;
    await expectRefusal((lang) => loginV2(none, lang), INVALID);
    const h512 = `${b64url({ alg: 'HS512', typ: 'JWT' })}.${body}`;
    const hs512 = `${h512}.${createHmac('sha512', SECRET).update(h512).digest('base64url')}`;
    await expectRefusal((lang) => loginV2(hs512, lang), INVALID);
    // Wrong issuer, audience; a life longer than the window.
    for (const over of [
      { iss: 'other' },
      { aud: 'elsewhere' },
      { exp: now() + 3600 },
      { sub: '' },
    ] as Partial<TPartnerClaims>[])
      expect(
        (await loginV2(signPartnerV2(SECRET, claims(over)))).body.msg,
        JSON.stringify(over),
      ).toContain('not valid');
    // Another company's id (not set up there).
    expect(
      (await loginV2(signPartnerV2(SECRET, claims({ cid: otherCompanyId })))).body.msg,
    ).toContain('not set up');
    // Expired; issued too far in the future.
    await expectRefusal(
      (lang) =>
        loginV2(signPartnerV2(SECRET, claims({ iat: now() - 400, exp: now() - 100 })), lang),
      EXPIRED,
    );
    await expectRefusal(
      (lang) =>
        loginV2(signPartnerV2(SECRET, claims({ iat: now() + 400, exp: now() + 600 })), lang),
      EXPIRED,
    );
    expect((await loginV2(ticket)).body.ret).toBe(0);
    await expectRefusal((lang) => loginV2(ticket, lang), USED);
  });

  it('refuses a wrong customer even with a ticket it signed for itself', async () => {
    // The other company sets up partner sign-on with its own secret: this company's tickets fail there.
    const otherAdmin = await buildUser(s.db, { companyId: otherCompanyId, roles: ['admin'] });
    const token = (await s.api.login(otherAdmin.account, TEST_PASSWORD)).token;
    expect((await save({ secret: 'z'.repeat(40) }, token)).body.ret).toBe(0);
    const t = v1();
    expect((await loginV1({ ...t, customerId: String(otherCompanyId) })).body.msg).toContain(
      'not valid',
    );
    expect(
      (await loginV2(signPartnerV2(SECRET, claims({ cid: otherCompanyId })))).body.msg,
    ).toContain('not valid');
    // Alice is not of the other company: its own secret signs, but nobody matches.
    const theirs = v1({ customerId: otherCompanyId, secret: 'z'.repeat(40) });
    expect((await loginV1(theirs)).body.msg).toContain('No matching account');
  });

  it('refuses a person the rule does not find', async () => {
    await expectRefusal(
      (lang) => loginV1(v1({ account: 'nobody-here' }), lang),
      [
        '没有匹配的账号，请联系管理员',
        '沒有相符的帳號，請聯絡管理員',
        'No matching account. Please contact your administrator',
      ],
    );
    expect((await loginV2(signPartnerV2(SECRET, claims({ sub: 'nobody-here' })))).body.msg).toBe(
      'No matching account. Please contact your administrator',
    );
  });

  it('the create rule makes the account once and signs it in again later', async () => {
    await save({ linkBy: 'create', createDepartmentId: departmentId, secret: '' });
    const made = await loginV1(v1({ account: 'partner-newcomer' }));
    expect(made.body.ret, made.body.msg).toBe(0);
    const rows = await s.db.select().from(users).where(eq(users.account, 'partner-newcomer'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId, departmentId });
    const again = await loginV2(signPartnerV2(SECRET, claims({ sub: 'partner-newcomer' })));
    expect(again.body.ret, again.body.msg).toBe(0);
    expect(await accountOf(again.body.data.login.token)).toBe('partner-newcomer');
    // An existing account is not taken over by the create rule.
    expect((await loginV1(v1())).body.msg).toContain('No matching account');
    await save({ secret: '' });
  });
});

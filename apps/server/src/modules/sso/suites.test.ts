import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TPlatformConfig } from '@ascent/shared/platform';
import type {
  TOidcAuthUrl,
  TSignOnResult,
  TSignOnSuite,
  TSuiteMode,
  TSuiteSettings,
  TSuiteSettingsList,
  TWeixinLoginResult,
  TWxworkJsConfig,
} from '@ascent/shared/sso';
import { EMPLOYEE_NO_FIELD } from '@ascent/shared/sso';
import { RET } from '@ascent/shared/errors';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal, LANGS } from '../../../test/sign-on.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { startFakeDingtalk } from '../../../test/fake-suites/dingtalk.ts';
import { startFakeFeishu } from '../../../test/fake-suites/feishu.ts';
import { startFakeWeixin } from '../../../test/fake-suites/weixin.ts';
import {
  startFakeWxwork,
  WXWORK_AGENT_TICKET,
  WXWORK_SAMPLE_TICKET,
  wxworkTicketSignature,
} from '../../../test/fake-suites/wxwork.ts';
import { companies, websites } from '../company/company.schema.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { ssoProviders } from './sso.schema.ts';
import { users } from '../user/user.schema.ts';
import { personnelValues } from '../personnel/personnel.schema.ts';

const SECRET = 'the-apps-secret';

/**
 * Sign-on through WeCom, DingTalk, Feishu and WeChat against local suites that speak their
 * documented OAuth and user-info endpoints and error codes (test/fake-suites): the settings, the
 * PC and in-app flows, the link rules, the WeChat link, the WeCom JS-SDK signature, and every
 * refusal in three languages.
 */
describe('Sign-on through the workplace suites', () => {
  let s: TestServer;
  let fakes: Record<TSignOnSuite, FakeSuite>;
  let companyId: number;
  let departmentId: number;
  let admin: string;
  let alice: { id: number; account: string };
  let bob: { id: number; account: string };

  beforeAll(async () => {
    fakes = {
      wxwork: await startFakeWxwork({ corpId: 'ww-corp', secret: SECRET }),
      dingtalk: await startFakeDingtalk({
        appKey: 'ding-app',
        secret: SECRET,
        corpId: 'ding-corp',
      }),
      feishu: await startFakeFeishu({ appId: 'cli_app', secret: SECRET, tenantKey: 'tenant-1' }),
      weixin: await startFakeWeixin({ appId: 'wx-app', secret: SECRET }),
    };
    s = await startTestServer({
      WXWORK_BASE_URL: fakes.wxwork.origin,
      DINGTALK_BASE_URL: fakes.dingtalk.origin,
      FEISHU_BASE_URL: fakes.feishu.origin,
      WEIXIN_BASE_URL: fakes.weixin.origin,
      SUITE_TIMEOUT_MS: '3000',
    });
    ({ companyId, departmentId, admin, alice } = await buildSignOnCompany(s, 'Suite arrivals', {
      mobile: '13800138001',
    }));
    bob = await buildUser(s.db, { companyId, realName: 'Bob', email: 'bob@example.com' });
    // The suites' directories: alice's suite id is her account; bob's is not.
    for (const fake of [fakes.wxwork, fakes.dingtalk, fakes.feishu]) {
      fake.members.set(alice.account, {
        userId: alice.account,
        name: 'Alice',
        mobile: '+86 138-0013-8001',
      });
      fake.members.set('bob-at-suite', {
        userId: 'bob-at-suite',
        name: 'Bob',
        email: 'bob@example.com',
      });
      fake.members.set('newcomer', { userId: 'newcomer', name: 'New Comer' });
    }
    fakes.weixin.members.set('o-alice', {
      userId: 'o-alice',
      name: 'alice-wx',
      unionId: 'un-alice',
    });
  });
  afterAll(async () => {
    await s?.close();
    await Promise.all(Object.values(fakes ?? {}).map((f) => f.close()));
  });

  const APPS: Record<TSignOnSuite, Record<string, string>> = {
    wxwork: { corpId: 'ww-corp', appId: '', agentId: '1000002' },
    dingtalk: { corpId: 'ding-corp', appId: 'ding-app', agentId: '' },
    feishu: { corpId: '', appId: 'cli_app', agentId: '' },
    weixin: { corpId: '', appId: 'wx-app', agentId: '' },
  };
  const save = (
    kind: TSignOnSuite,
    values: Record<string, unknown> = {},
    token = admin,
    lang = 'en-US',
  ) =>
    s.api.post<TSuiteSettings>(
      '/api/manage/sso/suite/update',
      {
        kind,
        ...APPS[kind],
        secret: SECRET,
        linkBy: 'account',
        createDepartmentId: null,
        enabled: true,
        ...values,
      },
      { token, lang },
    );
  const authUrl = async (kind: TSignOnSuite, mode: TSuiteMode, state?: string) => {
    const res = await s.api.post<TOidcAuthUrl>('/api/study/signOn/authUrl', {
      kind,
      mode,
      customerId: companyId,
      ...(state === undefined ? {} : { state }),
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.url;
  };
  /** Leaves for the suite's page signed in there as `who`; the parameters it sends back. */
  const visit = async (
    kind: TSignOnSuite,
    mode: TSuiteMode,
    who: string | null,
    state?: string,
  ) => {
    fakes[kind].signedIn = who;
    const res = await fetch(await authUrl(kind, mode, state), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    const params = Object.fromEntries(back.searchParams);
    // DingTalk names its code authCode; the page sends it as code.
    return {
      code: params.code ?? params.authCode ?? '',
      state: params.state ?? '',
      path: back.pathname,
    };
  };
  const LOGIN_CALL: Record<TSignOnSuite, string> = {
    wxwork: '/api/study/wxworkPCLogin',
    dingtalk: '/api/study/dingtalkPCLogin',
    feishu: '/api/study/feishuPCLogin',
    weixin: '/api/study/weixinH5Login',
  };
  const login = (kind: TSignOnSuite, params: { code: string; state: string }, lang = 'en-US') =>
    s.api.post<TSignOnResult>(LOGIN_CALL[kind], params, { lang });
  const accountOf = async (token: string) =>
    (await s.api.get<{ account: string }>('/api/study/me/profile', { token })).body.data.account;

  it('refuses sign-on until the company has set the suite up', async () => {
    await expectRefusal(
      (lang) =>
        s.api.post(
          '/api/study/signOn/authUrl',
          { kind: 'wxwork', mode: 'pc', customerId: companyId },
          { lang },
        ),
      [
        '企业账号登录尚未设置，请使用账号密码登录',
        '企業帳號登入尚未設定，請使用帳號密碼登入',
        'Company account sign-in is not set up. Sign in with your account and password',
      ],
    );
    const inApp = await s.api.post('/api/study/dingtalkH5Login', {
      code: 'x',
      customerId: companyId,
    });
    expect(inApp.body).toMatchObject({ ret: 1, msg: expect.stringContaining('not set up') });
  });

  it('keeps the settings for administrators only, the secrets sealed and never answered', async () => {
    const learner = (await s.api.login(alice.account, TEST_PASSWORD)).token;
    expect((await s.api.post('/api/manage/sso/suites', {}, { token: learner })).body.ret).toBe(7);
    expect((await save('wxwork', {}, learner)).body.ret).toBe(7);
    expect(
      (await s.api.post('/api/manage/sso/suite/test', { kind: 'wxwork' }, { token: learner })).body
        .ret,
    ).toBe(7);

    const empty = await s.api.post<TSuiteSettingsList>(
      '/api/manage/sso/suites',
      {},
      { token: admin },
    );
    expect(empty.body.data.list.map((x) => [x.kind, x.enabled, x.hasSecret])).toEqual([
      ['wxwork', false, false],
      ['dingtalk', false, false],
      ['feishu', false, false],
      ['weixin', false, false],
    ]);
    for (const kind of ['wxwork', 'dingtalk', 'feishu', 'weixin'] as const) {
      const saved = await save(kind);
      expect(saved.body, kind).toMatchObject({
        ret: 0,
        data: { kind, hasSecret: true, enabled: true },
      });
      expect(JSON.stringify(saved.body)).not.toContain(SECRET);
      const tested = await s.api.post('/api/manage/sso/suite/test', { kind }, { token: admin });
      expect(tested.body, kind).toMatchObject({ ret: 0, data: { kind } });
    }
    // Saved again without a secret: the stored one stays.
    expect((await save('wxwork', { secret: '' })).body.data.hasSecret).toBe(true);
    const logged = await s.db.select().from(operationLogs).where(eq(operationLogs.entity, 'sso'));
    expect(logged.map((l) => l.summary)).toEqual(
      expect.arrayContaining(['wxwork', 'dingtalk', 'feishu', 'weixin']),
    );
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('refuses settings that cannot work, in the caller’s language', async () => {
    await expectRefusal(
      (lang) => save('wxwork', { corpId: '' }, admin, lang),
      [
        '请输入企业 ID（CorpId）',
        '請輸入企業 ID（CorpId）',
        'Please enter the company ID (CorpId)',
      ],
    );
    await expectRefusal(
      (lang) => save('feishu', { appId: 'has space' }, admin, lang),
      [
        '请输入应用 ID（AppKey / AppID）',
        '請輸入應用 ID（AppKey / AppID）',
        'Please enter the application ID (AppKey / AppID)',
      ],
    );
    expect((await save('dingtalk', { linkBy: 'create' })).body).toMatchObject({
      ret: 1,
      msg: 'Please choose the department new accounts are created in',
    });
    expect((await save('dingtalk', { kind: 'myspace' })).body.ret).toBe(1);
    // A wrong secret: the test connection says what the suite answered.
    await save('wxwork', { secret: 'wrong' });
    const tested = await s.api.post(
      '/api/manage/sso/suite/test',
      { kind: 'wxwork' },
      { token: admin },
    );
    expect(tested.body).toMatchObject({ ret: 1, msg: expect.stringContaining('40001') });
    await save('wxwork');
  });

  it.each(['wxwork', 'dingtalk', 'feishu'] as const)(
    '%s: the suite vouches for a member, found by account, who lands where they began',
    async (kind) => {
      await save(kind);
      const params = await visit(kind, 'pc', alice.account, '/course/detail?id=5');
      expect(params.path).toBe(
        { wxwork: '/login/wxwork', dingtalk: '/login/ding', feishu: '/login/feishu' }[kind],
      );
      const res = await login(kind, params);
      expect(res.body.ret, res.body.msg).toBe(0);
      expect(res.body.data.redirect).toBe('/course/detail?id=5');
      expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
    },
  );

  it('signs in inside WeCom through its OAuth page (wxworkH5Login)', async () => {
    const params = await visit('wxwork', 'h5', alice.account);
    expect(params.path).toBe('/login/wxworkh5');
    const res = await s.api.post<TSignOnResult>('/api/study/wxworkH5Login', params);
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.redirect).toBe('/');
  });

  it('signs in inside DingTalk and Feishu with the JS API code', async () => {
    for (const [kind, call] of [
      ['dingtalk', '/api/study/dingtalkH5Login'],
      ['feishu', '/api/study/feishuBuildPCLogin'],
    ] as const) {
      const res = await s.api.post<TSignOnResult>(call, {
        code: fakes[kind].issueCode(alice.account),
        customerId: companyId,
      });
      expect(res.body.ret, `${kind}: ${res.body.msg}`).toBe(0);
      expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
    }
  });

  it('refuses a forged, replayed or borrowed state, and a spent code', async () => {
    const params = await visit('wxwork', 'pc', alice.account);
    await expectRefusal(
      (lang) => login('wxwork', { ...params, state: `forged-${lang}` }, lang),
      [
        '登录请求无效或已过期，请重新登录',
        '登入請求無效或已過期，請重新登入',
        'The sign-in request is invalid or has expired. Please sign in again',
      ],
    );
    expect((await login('wxwork', params)).body.ret).toBe(0);
    // Replayed: the state was taken.
    expect((await login('wxwork', params)).body.msg).toContain('invalid or has expired');
    // A PC state at the in-app call, and another suite's state: refused.
    const pc = await visit('wxwork', 'pc', alice.account);
    expect((await s.api.post('/api/study/wxworkH5Login', pc)).body.msg).toContain(
      'invalid or has expired',
    );
    const ding = await visit('dingtalk', 'pc', alice.account);
    expect((await login('feishu', ding)).body.msg).toContain('invalid or has expired');
    // The suite refuses a spent code.
    const once = await visit('wxwork', 'pc', alice.account);
    const spentCode = once.code;
    expect((await login('wxwork', once)).body.ret).toBe(0);
    const again = await visit('wxwork', 'pc', alice.account);
    await expectRefusal(
      async (lang) =>
        login('wxwork', { ...(await visit('wxwork', 'pc', alice.account)), code: spentCode }, lang),
      [
        '企业账号登录失败，请重新登录',
        '企業帳號登入失敗，請重新登入',
        'Sign-in with the company account failed. Please sign in again',
      ],
    );
    expect(again.code).not.toBe(spentCode);
  });

  it('finds people by mobile, by email, or makes them; anyone else gets no account', async () => {
    await save('dingtalk', { linkBy: 'mobile' });
    const byMobile = await login('dingtalk', await visit('dingtalk', 'pc', alice.account));
    expect(byMobile.body.ret, byMobile.body.msg).toBe(0);

    await save('feishu', { linkBy: 'email' });
    const byEmail = await login('feishu', await visit('feishu', 'pc', 'bob-at-suite'));
    expect(byEmail.body.ret, byEmail.body.msg).toBe(0);
    expect(await accountOf(byEmail.body.data.login.token)).toBe(bob.account);

    await save('wxwork', { linkBy: 'account' });
    await expectRefusal(
      async (lang) => login('wxwork', await visit('wxwork', 'pc', 'newcomer'), lang),
      [
        '没有匹配的账号，请联系管理员',
        '沒有相符的帳號，請聯絡管理員',
        'No matching account. Please contact your administrator',
      ],
    );
    // Someone outside the company's directory.
    expect((await login('wxwork', await visit('wxwork', 'pc', null))).body.msg).toBe(
      'No matching account. Please contact your administrator',
    );

    await save('wxwork', { linkBy: 'create', createDepartmentId: departmentId });
    const made = await login('wxwork', await visit('wxwork', 'pc', 'newcomer'));
    expect(made.body.ret, made.body.msg).toBe(0);
    const [row] = await s.db.select().from(users).where(eq(users.account, 'newcomer'));
    expect(row).toMatchObject({ companyId, departmentId, realName: 'New Comer' });
    await save('wxwork', { linkBy: 'account' });
  });

  it('finds people by employee number: DingTalk job_number, Feishu employee_no, WeCom UserID', async () => {
    // Carol's employee number is E-7 (a personnel value); Dave and Erin both hold E-9.
    const carol = await buildUser(s.db, { companyId, realName: 'Carol' });
    const dave = await buildUser(s.db, { companyId, realName: 'Dave' });
    const erin = await buildUser(s.db, { companyId, realName: 'Erin' });
    const other = await buildCompany(s.db, { name: 'Other company' });
    const elsewhere = await buildUser(s.db, { companyId: other.id, realName: 'Other E-8' });
    await s.db.insert(personnelValues).values([
      { userId: carol.id, fieldKey: EMPLOYEE_NO_FIELD, value: 'E-7' },
      { userId: dave.id, fieldKey: EMPLOYEE_NO_FIELD, value: 'E-9' },
      { userId: erin.id, fieldKey: EMPLOYEE_NO_FIELD, value: 'E-9' },
      { userId: elsewhere.id, fieldKey: EMPLOYEE_NO_FIELD, value: 'E-8' },
    ]);
    const member = (userId: string, employeeNo: string) => ({ userId, name: userId, employeeNo });
    for (const fake of [fakes.dingtalk, fakes.feishu]) {
      fake.members.set('carol-at-suite', member('carol-at-suite', 'E-7'));
      fake.members.set('e9-at-suite', member('e9-at-suite', 'E-9'));
      fake.members.set('e8-at-suite', member('e8-at-suite', 'E-8'));
      fake.members.set('no-number', member('no-number', ''));
    }
    const noAccount: [string, string, string] = [
      '没有匹配的账号，请联系管理员',
      '沒有相符的帳號，請聯絡管理員',
      'No matching account. Please contact your administrator',
    ];
    for (const kind of ['dingtalk', 'feishu'] as const) {
      await save(kind, { linkBy: 'employeeNo' });
      const found = await login(kind, await visit(kind, 'pc', 'carol-at-suite'));
      expect(found.body.ret, found.body.msg).toBe(0);
      expect(await accountOf(found.body.data.login.token)).toBe(carol.account);
      // Two people hold E-9; E-8 is another company's; no-number has none.
      for (const who of ['e9-at-suite', 'e8-at-suite', 'no-number'])
        await expectRefusal(
          async (lang) => login(kind, await visit(kind, 'pc', who), lang),
          noAccount,
        );
      await save(kind, { linkBy: 'account' });
    }
    // WeCom keeps no employee number: its UserID stands in.
    fakes.wxwork.members.set('E-7', { userId: 'E-7', name: 'Carol' });
    await save('wxwork', { linkBy: 'employeeNo' });
    const byUserId = await login('wxwork', await visit('wxwork', 'pc', 'E-7'));
    expect(byUserId.body.ret, byUserId.body.msg).toBe(0);
    expect(await accountOf(byUserId.body.data.login.token)).toBe(carol.account);
    await save('wxwork', { linkBy: 'account' });
  });

  it('WeChat: a first visit gets a ticket to link by signing in once; then WeChat signs in', async () => {
    await save('weixin');
    const first = await s.api.post<TWeixinLoginResult>(
      '/api/study/weixinH5Login',
      await visit('weixin', 'h5', 'o-alice', '/mine'),
    );
    expect(first.body.ret, first.body.msg).toBe(0);
    const pending = first.body.data as { bindTicket: string; redirect: string };
    expect(pending.redirect).toBe('/mine');
    expect(pending.bindTicket).toMatch(/^[\w-]{20,}$/);
    expect(
      (await s.api.post('/api/study/me/bindweixin', { ticket: pending.bindTicket })).body.ret,
    ).toBe(RET.NO_TOKEN);
    const token = (await s.api.login(alice.account, TEST_PASSWORD)).token;
    const bound = await s.api.post(
      '/api/study/me/bindweixin',
      { ticket: pending.bindTicket },
      { token },
    );
    expect(bound.body.ret, bound.body.msg).toBe(0);
    // A ticket links once.
    expect(
      (await s.api.post('/api/study/me/bindweixin', { ticket: pending.bindTicket }, { token })).body
        .msg,
    ).toBe('The sign-in request is invalid or has expired. Please sign in again');
    const next = await s.api.post<TSignOnResult>(
      '/api/study/weixinH5Login',
      await visit('weixin', 'h5', 'o-alice'),
    );
    expect(next.body.ret, next.body.msg).toBe(0);
    expect(await accountOf(next.body.data.login.token)).toBe(alice.account);
  });

  it('gives the WeCom JS-SDK settings for a page of this site, the tickets fetched once', async () => {
    const url = `${s.baseUrl}/course/detail?id=1#top`;
    const res = await s.api.post<TWxworkJsConfig>('/api/study/customer/wxwork/config', {
      customerId: companyId,
      url,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    const c = res.body.data;
    expect(c).toMatchObject({ corpId: 'ww-corp', agentId: '1000002' });
    const signed = (ticket: string) => wxworkTicketSignature(ticket, c.nonceStr, c.timestamp, url);
    expect(c.signature).toBe(signed(WXWORK_SAMPLE_TICKET));
    expect(c.agentSignature).toBe(signed(WXWORK_AGENT_TICKET));
    await s.api.post('/api/study/customer/wxwork/config', { customerId: companyId, url });
    expect(fakes.wxwork.calls('/cgi-bin/get_jsapi_ticket')).toBe(1);
    expect(fakes.wxwork.calls('/cgi-bin/ticket/get')).toBe(1);
    const elsewhere = await s.api.post('/api/study/customer/wxwork/config', {
      customerId: companyId,
      url: 'https://evil.example/page',
    });
    expect(elsewhere.body.ret).toBe(1);
  });

  it("gives the platform config the ids of the app at the suite the company's platform names", async () => {
    await s.db.update(companies).set({ platform: '25' }).where(eq(companies.id, companyId));
    await s.db
      .update(websites)
      .set({ domain: 'suites.example' })
      .where(eq(websites.companyId, companyId));
    const config = async () =>
      (await s.api.post<TPlatformConfig>('/api/study/platform/config', { site: 'suites.example' }))
        .body.data;
    expect(await config()).toMatchObject({
      platform: '25',
      corpId: 'ww-corp',
      agentId: '1000002',
      appId: '1000002',
      jsSdkUrl: '',
    });
    await s.db.update(companies).set({ platform: '30' }).where(eq(companies.id, companyId));
    expect(await config()).toMatchObject({
      corpId: 'ding-corp',
      appId: 'ding-app',
      agentId: '',
      jsSdkUrl: '',
    });
    // Feishu's: its H5 JS SDK script, on FEISHU_BASE_URL's origin (here the local Feishu).
    const sdk = `${fakes.feishu.origin}/goofy/lark/op/h5-js-sdk-1.5.26.js`;
    await s.db.update(companies).set({ platform: '41' }).where(eq(companies.id, companyId));
    expect(await config()).toMatchObject({ appId: 'cli_app', jsSdkUrl: sdk });
    await save('feishu', { enabled: false });
    expect(await config()).toMatchObject({ appId: '', jsSdkUrl: '' });
    await save('feishu');
    await s.db.update(companies).set({ platform: '30' }).where(eq(companies.id, companyId));
    // Switched off: nothing to show.
    await save('dingtalk', { enabled: false });
    expect(await config()).toMatchObject({ corpId: '', appId: '', agentId: '' });
    await save('dingtalk');
    await s.db.update(companies).set({ platform: 'web' }).where(eq(companies.id, companyId));
    expect(await config()).toMatchObject({ corpId: '', appId: '', agentId: '' });
  });

  it("lets the learner site's pages, not the admin site's, load Feishu's JS SDK script", async () => {
    /** The sources of the page's script-src (the built pages' inline hashes left out). */
    const scripts = async (server: TestServer, path: string) => {
      const res = await fetch(`${server.baseUrl}${path}`);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      const directive = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      return directive.split(' ').filter((v) => !v.startsWith("'sha256-"));
    };
    expect(await scripts(s, '/login/feishu?redirect=%2F')).toEqual([
      'script-src',
      "'self'",
      fakes.feishu.origin,
    ]);
    expect(await scripts(s, '/manage/login')).toEqual(['script-src', "'self'"]);
    // The public CDN's origin when FEISHU_BASE_URL is not set.
    const plain = await startTestServer();
    try {
      expect(await scripts(plain, '/login/feishu')).toEqual([
        'script-src',
        "'self'",
        'https://lf1-cdn-tos.bytegoofy.com',
      ]);
    } finally {
      await plain.close();
    }
  });

  it("migration 0032 carries a company's suite ids over to its suite's settings, switched off", async () => {
    const company = await buildCompany(s.db, { platform: '40' });
    const other = await buildCompany(s.db, { platform: 'web' });
    for (const column of ['app_id', 'corp_id', 'agent_id'])
      await s.db.execute(
        sql.raw(`ALTER TABLE companies ADD COLUMN ${column} text NOT NULL DEFAULT ''`),
      );
    await s.db.execute(sql`UPDATE companies SET app_id = 'cli_old' WHERE id = ${company.id}`);
    await s.db.execute(sql`UPDATE companies SET app_id = 'ignored' WHERE id = ${other.id}`);
    const file = path.resolve(
      import.meta.dirname,
      '../../../drizzle/0032_suite_ids_from_company.sql',
    );
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await s.db.execute(sql.raw(statement));
    const rows = await s.db
      .select()
      .from(ssoProviders)
      .where(inArray(ssoProviders.companyId, [company.id, other.id]));
    expect(rows.map((r) => [r.companyId, r.kind, r.clientId, r.enabled, r.clientSecret])).toEqual([
      [company.id, 'feishu', 'cli_old', false, ''],
    ]);
  });

  it('says when the suite cannot be reached', async () => {
    const gone = await unreachableOrigin();
    const other = await startTestServer({ WXWORK_BASE_URL: gone, SUITE_TIMEOUT_MS: '2000' });
    try {
      const company = await buildCompany(other.db);
      const adminUser = await buildUser(other.db, { companyId: company.id, roles: ['admin'] });
      const token = (await other.api.login(adminUser.account, TEST_PASSWORD)).token;
      await other.api.post(
        '/api/manage/sso/suite/update',
        {
          kind: 'wxwork',
          ...APPS.wxwork,
          secret: SECRET,
          linkBy: 'account',
          createDepartmentId: null,
          enabled: true,
        },
        { token },
      );
      const prefixes = [
        '无法连接身份提供方：',
        '無法連線身分提供者：',
        'The identity provider could not be reached: ',
      ];
      for (const [i, lang] of LANGS.entries()) {
        const res = await other.api.post(
          '/api/study/customer/wxwork/config',
          { customerId: company.id, url: `${other.baseUrl}/` },
          { lang },
        );
        expect(res.body.ret, lang).toBe(1);
        expect(res.body.msg.startsWith(prefixes[i]!), res.body.msg).toBe(true);
        expect(res.body.msg).toContain('wxwork');
      }
    } finally {
      await other.close();
    }
  });
});

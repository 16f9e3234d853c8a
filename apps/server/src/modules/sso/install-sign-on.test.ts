import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  TDirectoryRun,
  TDirectoryRunDetail,
  TOidcAuthUrl,
  TSignOnResult,
  TWxworkInstallResult,
  TWxworkJsConfig,
} from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal } from '../../../test/sign-on.ts';
import { fillDirectory, type FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import {
  startFakeWxwork,
  WXWORK_AGENT_TICKET,
  WXWORK_SAMPLE_TICKET,
  wxworkTicketSignature,
  type FakeWxworkSuiteConfig,
} from '../../../test/fake-suites/wxwork.ts';
import { users } from '../user/user.schema.ts';
import { ssoLinks, ssoProviders } from './sso.schema.ts';

const SUITE: FakeWxworkSuiteConfig = {
  suiteId: 'ww-suite-signon',
  suiteSecret: 'the-suite-secret',
  token: 'CallbackToken2',
  encodingAesKey: randomBytes(32).toString('base64').slice(0, 43).replace(/[+/]/g, 'A'),
};
const CORP = 'ww-bound';
const INSTALL = '/api/study/wxworkInstallApp';
const CALLBACK = '/api/study/wxwork/suite/callback';
const CORP_TOKEN = '/cgi-bin/service/get_corp_token';

type Fake = FakeSuite & Awaited<ReturnType<typeof startFakeWxwork>>;

/**
 * Signing in through the installed WeCom third-party app and syncing the directory with the
 * company's access token from the permanent code, against the local WeCom
 * (test/fake-suites/wxwork.ts: getuserinfo3rd, get_corp_token and their error codes).
 */
describe('Signing in and syncing through the installed WeCom app', () => {
  let s: TestServer;
  let wxwork: Fake;
  let companyId: number;
  let admin: string;
  let aliceAccount: string;

  beforeAll(async () => {
    wxwork = (await startFakeWxwork({
      corpId: CORP,
      secret: 'not-used',
      members: [{ userId: 'alice-wx', name: 'Alice' }],
      suite: SUITE,
    })) as Fake;
    s = await startTestServer({
      WXWORK_BASE_URL: wxwork.origin,
      WXWORK_SUITE_ID: SUITE.suiteId,
      WXWORK_SUITE_SECRET: SUITE.suiteSecret,
      WXWORK_SUITE_TOKEN: SUITE.token,
      WXWORK_SUITE_AES_KEY: SUITE.encodingAesKey,
      SUITE_TIMEOUT_MS: '3000',
      SUITE_BACKOFF_MS: '20',
    });
    const company = await buildSignOnCompany(s, 'WeCom newcomers', { account: 'alice-wx' });
    companyId = company.companyId;
    admin = company.admin;
    aliceAccount = company.alice.account;
    // The company's own WeCom settings name the corpid and stay switched off.
    await s.db.insert(ssoProviders).values({
      companyId,
      kind: 'wxwork',
      issuer: '',
      clientId: '',
      corpId: CORP,
      agentId: '',
      clientSecret: '',
      linkBy: 'account',
      enabled: false,
    });
    await wxwork.provider.pushSuiteTicket(s.baseUrl + CALLBACK);
    wxwork.provider.state.installer = {
      corpId: CORP,
      corpName: 'Bound Co',
      agentId: 1000050,
      userId: 'installer',
      userName: 'Installer',
    };
    const first = await s.api.post<TWxworkInstallResult>(INSTALL, {});
    const page = await fetch(first.body.data.url!, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    const installed = await s.api.post<TWxworkInstallResult>(INSTALL, {
      authCode: back.searchParams.get('auth_code'),
      state: back.searchParams.get('state'),
    });
    expect(installed.body.data.installed?.companyId).toBe(companyId);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await wxwork?.close();
  });

  const authUrl = (mode: 'pc' | 'h5', lang = 'en-US') =>
    s.api.post<TOidcAuthUrl>(
      '/api/study/signOn/authUrl',
      { kind: 'wxwork', mode, customerId: companyId },
      { lang },
    );
  /** Leaves for the installed app's page signed in there as `who`; what it sends back. */
  const visit = async (mode: 'pc' | 'h5', who: string | null) => {
    const res = await authUrl(mode);
    expect(res.body.ret, res.body.msg).toBe(0);
    wxwork.signedIn = who;
    const page = await fetch(res.body.data.url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location')!);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  };
  const LOGIN = { pc: '/api/study/wxworkPCLogin', h5: '/api/study/wxworkH5Login' } as const;
  const login = (mode: 'pc' | 'h5', params: { code: string; state: string }, lang = 'en-US') =>
    s.api.post<TSignOnResult>(LOGIN[mode], params, { lang });
  const accountOf = async (token: string) =>
    (await s.api.get<{ account: string }>('/api/study/me/profile', { token })).body.data.account;

  it('sends the visitor to the installed app: the suite_id as appid on both pages', async () => {
    const h5 = new URL((await authUrl('h5')).body.data.url);
    expect(h5.pathname).toBe('/connect/oauth2/authorize');
    expect(h5.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(h5.searchParams)).toMatchObject({
      appid: SUITE.suiteId,
      response_type: 'code',
      scope: 'snsapi_base',
      redirect_uri: `${s.baseUrl}/login/wxworkh5`,
    });
    const pc = new URL((await authUrl('pc')).body.data.url);
    expect(pc.pathname).toBe('/wwlogin/sso/login');
    expect(Object.fromEntries(pc.searchParams)).toMatchObject({
      login_type: 'ServiceApp',
      appid: SUITE.suiteId,
      redirect_uri: `${s.baseUrl}/login/wxwork`,
    });
    // Once the company switches its own WeCom app on, that app is used instead.
    const own = (enabled: boolean) =>
      s.api.post(
        '/api/manage/sso/suite/update',
        {
          kind: 'wxwork',
          corpId: CORP,
          appId: '',
          agentId: '1000002',
          secret: 'own-secret',
          linkBy: 'account',
          createDepartmentId: null,
          enabled,
        },
        { token: admin },
      );
    expect((await own(true)).body.ret).toBe(0);
    const ownPage = new URL((await authUrl('pc')).body.data.url);
    expect(Object.fromEntries(ownPage.searchParams)).toMatchObject({
      login_type: 'CorpApp',
      appid: CORP,
      agentid: '1000002',
    });
    // A sign-in begun through the own app does not finish through the installed one.
    const begun = await visit('pc', 'alice-wx');
    expect((await own(false)).body.ret).toBe(0);
    expect((await login('pc', begun)).body.msg).toBe(
      'The sign-in request is invalid or has expired. Please sign in again',
    );
  });

  it('signs in inside WeCom (H5) through the installed app and links the person', async () => {
    const params = await visit('h5', 'alice-wx');
    const res = await login('h5', params);
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(await accountOf(res.body.data.login.token)).toBe(aliceAccount);
    const links = await s.db
      .select()
      .from(ssoLinks)
      .where(and(eq(ssoLinks.companyId, companyId), eq(ssoLinks.subject, 'alice-wx')));
    expect(links).toMatchObject([{ kind: 'wxwork', issuer: `wxwork:${CORP}` }]);
    // The same state again (a replay) is refused.
    expect((await login('h5', params)).body).toMatchObject({ ret: 1 });
    // The PC QR page through the installed app signs in too (the link is kept).
    const pc = await login('pc', await visit('pc', 'alice-wx'));
    expect(pc.body.ret, pc.body.msg).toBe(0);
    expect(await accountOf(pc.body.data.login.token)).toBe(aliceAccount);
  });

  it('refuses a forged or replayed state, in each language', async () => {
    const params = await visit('h5', 'alice-wx');
    const msgs = [
      '登录请求无效或已过期，请重新登录',
      '登入請求無效或已過期，請重新登入',
      'The sign-in request is invalid or has expired. Please sign in again',
    ] as const;
    await expectRefusal((lang) => login('h5', { ...params, state: `forged-${lang}` }, lang), msgs);
    expect((await login('h5', params)).body.ret).toBe(0);
    await expectRefusal((lang) => login('h5', params, lang), msgs);
  });

  it('refuses a code WeCom gave for another company, in each language', async () => {
    wxwork.provider.state.signInCorp = 'ww-other-corp';
    try {
      const visits = [
        await visit('h5', 'alice-wx'),
        await visit('h5', 'alice-wx'),
        await visit('pc', 'alice-wx'),
      ];
      let i = 0;
      await expectRefusal(
        (lang) => {
          const params = visits[i++]!;
          return login(i === 3 ? 'pc' : 'h5', params, lang);
        },
        [
          '您登录的企业微信企业不是本单位绑定的企业，请切换到本单位的企业微信后重新登录',
          '您登入的企業微信企業不是本單位綁定的企業，請切換到本單位的企業微信後重新登入',
          "You signed in to a WeCom company that is not the one bound to your company here. Switch to your company's WeCom and sign in again",
        ],
      );
    } finally {
      wxwork.provider.state.signInCorp = CORP;
    }
    // An invalid code (WeCom's 40029) and an outsider are refused, not answered with a 5xx.
    const params = await visit('h5', 'alice-wx');
    expect((await login('h5', { ...params, code: 'forged' })).body).toMatchObject({
      ret: 1,
      msg: 'Sign-in with the company account failed. Please sign in again',
    });
    expect((await login('h5', await visit('h5', null))).body).toMatchObject({
      ret: 1,
      msg: 'No matching account. Please contact your administrator',
    });
  });

  it('fetches the company token from the permanent code once, and again after 42001', async () => {
    // Every sign-in above read the member with one company token.
    expect(wxwork.calls(CORP_TOKEN)).toBe(1);
    const again = await login('h5', await visit('h5', 'alice-wx'));
    expect(again.body.ret, again.body.msg).toBe(0);
    expect(wxwork.calls(CORP_TOKEN)).toBe(1);
    // WeCom ends its tokens: user/get answers 42001, the token is dropped and fetched once more.
    wxwork.expireTokens();
    const after = await login('h5', await visit('h5', 'alice-wx'));
    expect(after.body.ret, after.body.msg).toBe(0);
    expect(wxwork.calls(CORP_TOKEN)).toBe(2);
    expect(wxwork.calls('/cgi-bin/gettoken')).toBe(0);
  });

  it('syncs the directory with the install’s company token', async () => {
    fillDirectory(wxwork, { rootId: '1', departments: 4, users: 12, prefix: 'inst' });
    const started = await s.api.post<TDirectoryRun>(
      '/api/manage/sso/directory/run',
      { suite: 'wxwork' },
      { token: admin },
    );
    expect(started.body.ret, started.body.msg).toBe(0);
    const until = Date.now() + 60_000;
    let run: TDirectoryRun;
    for (;;) {
      const res = await s.api.post<TDirectoryRunDetail>(
        '/api/manage/sso/directory/run/detail',
        { id: started.body.data.id, pageSize: 100 },
        { token: admin },
      );
      run = res.body.data.run;
      if (run.state === 'done' || run.state === 'failed') break;
      if (Date.now() > until) throw new Error(`run still ${run.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(run.state, JSON.stringify(run)).toBe('done');
    const synced = await s.db
      .select({ account: users.account })
      .from(users)
      .where(eq(users.companyId, companyId));
    expect(synced.filter((u) => u.account.startsWith('inst-')).length).toBe(12);
    expect(wxwork.calls('/cgi-bin/gettoken')).toBe(0);
  }, 90_000);

  it("signs the WeCom JS-SDK's pages with the install's company token and agentid", async () => {
    const url = `${s.baseUrl}/course/detail?id=7#top`;
    const res = await s.api.post<TWxworkJsConfig>('/api/study/customer/wxwork/config', {
      customerId: companyId,
      url,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    const c = res.body.data;
    expect(c).toMatchObject({ corpId: CORP, agentId: '1000050' });
    const signed = (ticket: string) => wxworkTicketSignature(ticket, c.nonceStr, c.timestamp, url);
    expect(c.signature).toBe(signed(WXWORK_SAMPLE_TICKET));
    expect(c.agentSignature).toBe(signed(WXWORK_AGENT_TICKET));
    expect(wxwork.calls('/cgi-bin/get_jsapi_ticket')).toBe(1);
    expect(wxwork.calls('/cgi-bin/gettoken')).toBe(0);
  });

  it('refuses sign-in once the company removed the app (cancel_auth), in each language', async () => {
    const begun = await visit('h5', 'alice-wx');
    const pushed = await wxwork.provider.push(s.baseUrl + CALLBACK, {
      InfoType: 'cancel_auth',
      TimeStamp: '1700000009',
      AuthCorpId: CORP,
    });
    expect(pushed.text).toBe('success');
    const msgs = [
      '本单位已在企业微信中移除本应用，请联系管理员重新添加或使用账号密码登录',
      '本單位已在企業微信中移除本應用，請聯絡管理員重新新增或使用帳號密碼登入',
      'Your company removed Ascent from WeCom. Ask your administrator to add it again, or sign in with your account and password',
    ] as const;
    await expectRefusal((lang) => authUrl('h5', lang), msgs);
    // A sign-in begun before the removal does not finish either.
    expect((await login('h5', begun)).body).toMatchObject({ ret: 1, msg: msgs[2] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TWxworkInstallResult } from '@ascent/shared/sso';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { expectRefusal } from '../../../test/sign-on.ts';
import { buildCompany, buildUser } from '../../../test/builders.ts';
import { startFakeWxwork, type FakeWxworkSuiteConfig } from '../../../test/fake-suites/wxwork.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { createMsgCrypt } from '../../infra/suites/wxwork-crypt.ts';
import { PUSH_WINDOW_SECONDS } from '../../infra/suites/suite-client.ts';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { ssoLinks, ssoProviders, wxworkInstalls } from './sso.schema.ts';

const SUITE: FakeWxworkSuiteConfig = {
  suiteId: 'ww-suite-ascent',
  suiteSecret: 'the-suite-secret',
  token: 'CallbackToken1',
  // 43 characters: 32 bytes in base64 without its '='.
  encodingAesKey: randomBytes(32).toString('base64').slice(0, 43).replace(/[+/]/g, 'A'),
};
const suiteEnv = (origin: string) => ({
  WXWORK_BASE_URL: origin,
  WXWORK_SUITE_ID: SUITE.suiteId,
  WXWORK_SUITE_SECRET: SUITE.suiteSecret,
  WXWORK_SUITE_TOKEN: SUITE.token,
  WXWORK_SUITE_AES_KEY: SUITE.encodingAesKey,
  SUITE_TIMEOUT_MS: '3000',
});
const INSTALL = '/api/study/wxworkInstallApp';
const CALLBACK = '/api/study/wxwork/suite/callback';

type Fake = FakeSuite & Awaited<ReturnType<typeof startFakeWxwork>>;

/**
 * Installing Ascent as a WeCom third-party app against a local WeCom that speaks the service
 * provider's endpoints and error codes (test/fake-suites/wxwork.ts): the instruction callback
 * (address check, suite_ticket, create_auth, cancel_auth), both install steps, a new company and
 * an existing one, and every refusal in three languages.
 */
describe('Installing the WeCom third-party app', () => {
  let s: TestServer;
  let wxwork: Fake;

  beforeAll(async () => {
    wxwork = (await startFakeWxwork({ corpId: 'ww-corp', secret: 's', suite: SUITE })) as Fake;
    s = await startTestServer({ ...suiteEnv(wxwork.origin), REGISTER_ENTERPRISES: 'on' });
  });
  afterAll(async () => {
    await s?.close();
    await wxwork?.close();
  });

  const callbackUrl = () => s.baseUrl + CALLBACK;

  /** Step one, then WeCom's install page as the browser follows it: the way back's query. */
  async function throughInstallPage(lang = 'en-US') {
    const first = await s.api.post<TWxworkInstallResult>(INSTALL, {}, { lang });
    expect(first.body.ret, first.body.msg).toBe(0);
    const url = new URL(first.body.data.url!);
    expect(url.pathname).toBe('/3rdapp/install');
    expect(url.searchParams.get('suite_id')).toBe(SUITE.suiteId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${s.baseUrl}/install/wxwork`);
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${s.baseUrl}/install/wxwork`);
    return {
      authCode: back.searchParams.get('auth_code')!,
      state: back.searchParams.get('state')!,
    };
  }

  it('verifies the callback address: the echostr decrypted; a bad signature refused', async () => {
    const crypt = createMsgCrypt({ ...SUITE, receiveId: SUITE.suiteId });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { encrypted, signature } = crypt.seal('4242424242', timestamp, 'n1');
    const q = (sig: string) =>
      `${CALLBACK}?${new URLSearchParams({ msg_signature: sig, timestamp, nonce: 'n1', echostr: encrypted })}`;
    const res = await fetch(s.baseUrl + q(signature));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('4242424242');
    await expectRefusal(
      (lang) => s.api.get(q('0'.repeat(40)), { lang }),
      ['回调消息校验失败', '回呼訊息校驗失敗', 'The callback message could not be verified'],
    );
  });

  it('refuses a rightly signed push dated outside the five-minute window (a replay)', async () => {
    const crypt = createMsgCrypt({ ...SUITE, receiveId: SUITE.suiteId });
    const before = await s.state.get(`wxwork-suite:ticket:${SUITE.suiteId}`);
    for (const skew of [-1, 1]) {
      const timestamp = String(Math.floor(Date.now() / 1000) + skew * (PUSH_WINDOW_SECONDS + 60));
      const sealed = crypt.seal(
        `<xml><SuiteId>${SUITE.suiteId}</SuiteId><InfoType>suite_ticket</InfoType><SuiteTicket>replayed</SuiteTicket></xml>`,
        timestamp,
        'n3',
      );
      const body = `<xml><ToUserName><![CDATA[${SUITE.suiteId}]]></ToUserName><Encrypt><![CDATA[${sealed.encrypted}]]></Encrypt></xml>`;
      const query = new URLSearchParams({
        msg_signature: sealed.signature,
        timestamp,
        nonce: 'n3',
      });
      const res = await s.api.call('POST', `${CALLBACK}?${query}`, {
        raw: body,
        headers: { 'content-type': 'text/xml' },
      });
      expect(res.body.msg).toBe('The callback message could not be verified');
    }
    expect(await s.state.get(`wxwork-suite:ticket:${SUITE.suiteId}`)).toBe(before);
  });

  it('refuses step one before WeCom pushed a suite_ticket (40085)', async () => {
    const res = await s.api.post(INSTALL, {});
    expect(res.body).toMatchObject({ ret: 1 });
    expect(res.body.msg).toContain('40085');
    expect(wxwork.calls('/cgi-bin/service/get_suite_token')).toBe(0);
  });

  it('keeps the pushed suite_ticket; a push with a bad signature or for another suite is refused', async () => {
    const pushed = await wxwork.provider.pushSuiteTicket(callbackUrl());
    expect(pushed).toMatchObject({ status: 200, text: 'success' });
    expect(await s.state.get(`wxwork-suite:ticket:${SUITE.suiteId}`)).toBe(pushed.ticket);

    // A forged push: the right shape, signed with another token.
    const forger = createMsgCrypt({ ...SUITE, token: 'not-the-token', receiveId: SUITE.suiteId });
    const sealed = forger.seal(
      `<xml><SuiteId>${SUITE.suiteId}</SuiteId><InfoType>suite_ticket</InfoType><SuiteTicket>evil</SuiteTicket></xml>`,
      String(Math.floor(Date.now() / 1000)),
      'n2',
    );
    const forged = `<xml><ToUserName><![CDATA[${SUITE.suiteId}]]></ToUserName><Encrypt><![CDATA[${sealed.encrypted}]]></Encrypt></xml>`;
    const query = new URLSearchParams({
      msg_signature: sealed.signature,
      timestamp: String(Math.floor(Date.now() / 1000)),
      nonce: 'n2',
    });
    await expectRefusal(
      (lang) =>
        s.api.call('POST', `${CALLBACK}?${query}`, {
          raw: forged,
          lang,
          headers: { 'content-type': 'text/xml' },
        }),
      ['回调消息校验失败', '回呼訊息校驗失敗', 'The callback message could not be verified'],
    );
    expect(await s.state.get(`wxwork-suite:ticket:${SUITE.suiteId}`)).toBe(pushed.ticket);
  });

  it('installs for a WeCom company it does not know: a new company, its installer admin and signed in', async () => {
    wxwork.provider.state.installer = {
      corpId: 'ww-newcorp',
      corpName: '新建企业',
      agentId: 1000021,
      userId: 'wangwu',
      userName: 'Wang Wu',
    };
    const back = await throughInstallPage();
    const res = await s.api.post<TWxworkInstallResult>(INSTALL, back, { lang: 'zh-CN' });
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.msg).toBe('已添加到企业微信');
    const data = res.body.data;
    expect(data.installed).toMatchObject({
      companyName: '新建企业',
      corpName: '新建企业',
      created: true,
    });
    expect(data.login).not.toBeNull();
    // The permanent code never leaves the server, and is sealed at rest.
    const permanentCode = wxwork.provider.permanentCodeOf('ww-newcorp')!;
    expect(JSON.stringify(res.body)).not.toContain(permanentCode);
    const [install] = await s.db
      .select()
      .from(wxworkInstalls)
      .where(eq(wxworkInstalls.corpId, 'ww-newcorp'));
    expect(install).toMatchObject({
      companyId: data.installed!.companyId,
      agentId: '1000021',
      installedBy: 'wangwu',
      createdCompany: true,
      cancelledAt: null,
    });
    expect(install!.permanentCode).not.toContain(permanentCode);
    // The installer is the new company's administrator, linked to their WeCom identity.
    const profile = await s.api.get<TProfile>('/api/study/me/profile', {
      token: data.login!.token,
    });
    expect(profile.body.data).toMatchObject({ account: 'wangwu', realName: 'Wang Wu' });
    const [admin] = await s.db.select().from(users).where(eq(users.account, 'wangwu'));
    expect(admin!.companyId).toBe(data.installed!.companyId);
    const links = await s.db
      .select()
      .from(ssoLinks)
      .where(eq(ssoLinks.companyId, data.installed!.companyId));
    expect(links).toMatchObject([
      { kind: 'wxwork', issuer: 'wxwork:ww-newcorp', subject: 'wangwu', userId: admin!.id },
    ]);
    const [provider] = await s.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, data.installed!.companyId));
    expect(provider).toMatchObject({
      kind: 'wxwork',
      corpId: 'ww-newcorp',
      agentId: '1000021',
      enabled: false,
    });

    // The same state again is refused, in each language.
    await expectRefusal(
      (lang) => s.api.post(INSTALL, back, { lang }),
      [
        '安装链接无效或已过期，请重新添加应用',
        '安裝連結無效或已過期，請重新新增應用',
        'This install link is invalid or has expired. Please add the app again',
      ],
    );

    // Installing again (WeCom hands out the same permanent code) binds the same company.
    const again = await s.api.post<TWxworkInstallResult>(INSTALL, await throughInstallPage());
    expect(again.body.data.installed).toMatchObject({
      companyId: data.installed!.companyId,
      created: false,
    });
    expect(again.body.data.login).not.toBeNull();
  });

  it('installs for a company whose WeCom settings name the corpid: that company, nobody signed in unless linked', async () => {
    const company = await buildCompany(s.db, { name: 'Existing Co' });
    await s.db.insert(ssoProviders).values({
      companyId: company.id,
      kind: 'wxwork',
      issuer: '',
      clientId: '1000002',
      corpId: 'ww-existing',
      agentId: '1000002',
      clientSecret: '',
      enabled: false,
    });
    wxwork.provider.state.installer = {
      corpId: 'ww-existing',
      corpName: 'Existing (WeCom)',
      agentId: 1000033,
      userId: 'lisi',
      userName: 'Li Si',
    };
    const before = (await s.db.select().from(companies)).length;
    const res = await s.api.post<TWxworkInstallResult>(INSTALL, await throughInstallPage());
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data).toMatchObject({
      url: null,
      installed: {
        companyId: company.id,
        companyName: 'Existing Co',
        corpName: 'Existing (WeCom)',
        created: false,
      },
      login: null,
    });
    expect((await s.db.select().from(companies)).length).toBe(before);
    const [install] = await s.db
      .select()
      .from(wxworkInstalls)
      .where(eq(wxworkInstalls.corpId, 'ww-existing'));
    expect(install).toMatchObject({
      companyId: company.id,
      agentId: '1000033',
      createdCompany: false,
    });
    // The company's own app settings are left as they were.
    const [provider] = await s.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, company.id));
    expect(provider).toMatchObject({ agentId: '1000002', clientId: '1000002' });

    // Once the installer is linked, installing again signs them in.
    const lisi = await buildUser(s.db, { companyId: company.id, realName: 'Li Si' });
    await s.db.insert(ssoLinks).values({
      companyId: company.id,
      kind: 'wxwork',
      issuer: 'wxwork:ww-existing',
      subject: 'lisi',
      userId: lisi.id,
    });
    const linked = await s.api.post<TWxworkInstallResult>(INSTALL, await throughInstallPage());
    expect(linked.body.data.login).not.toBeNull();
    const profile = await s.api.get<TProfile>('/api/study/me/profile', {
      token: linked.body.data.login!.token,
    });
    expect(profile.body.data.account).toBe(lisi.account);
  });

  it('refuses an auth_code WeCom does not know (40078), in each language', async () => {
    for (const [lang, msg] of [
      ['zh-CN', '企业微信未接受本次安装（授权码无效或已过期），请重新添加应用'],
      ['zh-TW', '企業微信未接受本次安裝（授權碼無效或已過期），請重新添加應用'],
      [
        'en-US',
        'WeCom did not accept the install (the authorisation code is invalid or has expired). Please add the app again',
      ],
    ] as const) {
      const { state } = await throughInstallPage(lang);
      const res = await s.api.post(INSTALL, { authCode: 'forged-code', state }, { lang });
      expect(res.body, lang).toMatchObject({ ret: 1, msg });
    }
  });

  it('follows create_auth (installed from the app market) and cancel_auth pushes', async () => {
    const authCode = wxwork.provider.issueAuthCode({
      corpId: 'ww-market',
      corpName: 'Market Co',
      agentId: 1000044,
      userId: 'zhaoliu',
      userName: 'Zhao Liu',
    });
    const pushed = await wxwork.provider.push(callbackUrl(), {
      InfoType: 'create_auth',
      TimeStamp: '1700000002',
      AuthCode: authCode,
    });
    expect(pushed).toMatchObject({ status: 200, text: 'success' });
    const [install] = await s.db
      .select()
      .from(wxworkInstalls)
      .where(eq(wxworkInstalls.corpId, 'ww-market'));
    expect(install).toMatchObject({ agentId: '1000044', createdCompany: true, cancelledAt: null });

    const cancelled = await wxwork.provider.push(callbackUrl(), {
      InfoType: 'cancel_auth',
      TimeStamp: '1700000003',
      AuthCorpId: 'ww-market',
    });
    expect(cancelled.text).toBe('success');
    const [after] = await s.db
      .select()
      .from(wxworkInstalls)
      .where(eq(wxworkInstalls.corpId, 'ww-market'));
    expect(after!.cancelledAt).toBeInstanceOf(Date);
  });

  it('fetches the suite token again when WeCom says it is gone', async () => {
    const before = wxwork.calls('/cgi-bin/service/get_suite_token');
    wxwork.provider.expireSuiteTokens();
    const res = await s.api.post<TWxworkInstallResult>(INSTALL, {});
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(wxwork.calls('/cgi-bin/service/get_suite_token')).toBe(before + 1);
  });
});

describe('Installing the WeCom app where the operator did not allow it', () => {
  let wxwork: Fake;
  let off: TestServer;
  let closed: TestServer;

  beforeAll(async () => {
    wxwork = (await startFakeWxwork({ corpId: 'ww-corp', secret: 's', suite: SUITE })) as Fake;
    off = await startTestServer({ WXWORK_BASE_URL: wxwork.origin });
    closed = await startTestServer(suiteEnv(wxwork.origin));
  });
  afterAll(async () => {
    await off?.close();
    await closed?.close();
    await wxwork?.close();
  });

  it('without the suite settings, installing is not offered', async () => {
    await expectRefusal(
      (lang) => off.api.post(INSTALL, {}, { lang }),
      [
        '本站未开通企业微信第三方应用安装',
        '本站未開通企業微信第三方應用安裝',
        'Adding Ascent to WeCom is not available on this site',
      ],
    );
    const res = await off.api.get(`${CALLBACK}?msg_signature=a&timestamp=1&nonce=n&echostr=x`);
    expect(res.body).toMatchObject({
      ret: 1,
      msg: 'Adding Ascent to WeCom is not available on this site',
    });
  });

  it('without REGISTER_ENTERPRISES, an unknown WeCom company makes no company', async () => {
    await wxwork.provider.pushSuiteTicket(closed.baseUrl + CALLBACK);
    const before = (await closed.db.select().from(companies)).length;
    for (const [lang, msg] of [
      ['zh-CN', '您的企业微信企业尚未在本站开通，请联系平台运营方'],
      ['zh-TW', '您的企業微信企業尚未在本站開通，請聯絡平台營運方'],
      [
        'en-US',
        'Your WeCom company has no company on this site yet. Please contact the site operator',
      ],
    ] as const) {
      const first = await closed.api.post<TWxworkInstallResult>(INSTALL, {});
      const page = await fetch(first.body.data.url!, { redirect: 'manual' });
      const back = new URL(page.headers.get('location')!);
      const res = await closed.api.post(
        INSTALL,
        { authCode: back.searchParams.get('auth_code'), state: back.searchParams.get('state') },
        { lang },
      );
      expect(res.body, lang).toMatchObject({ ret: 1, msg });
    }
    expect((await closed.db.select().from(companies)).length).toBe(before);
  });
});

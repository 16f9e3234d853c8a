import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOidcAuthUrl, TSignOnResult, TSuiteSettings } from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal } from '../../../test/sign-on.ts';
import {
  startFakeFeishuStore,
  type FakeFeishuStoreConfig,
} from '../../../test/fake-suites/feishu.ts';
import { PUSH_WINDOW_SECONDS } from '../../infra/suites/suite-client.ts';

const STORE: FakeFeishuStoreConfig = {
  appId: 'cli_store_app',
  secret: 'the-store-secret',
  verificationToken: 'verify-token-1',
  encryptKey: 'the-encrypt-key',
};
const CALLBACK = '/api/study/feishu/store/callback';
const TICKET_KEY = `feishu-store:ticket:${STORE.appId}`;

type Fake = Awaited<ReturnType<typeof startFakeFeishuStore>>;

/**
 * Feishu's store app (商店应用) against a local Feishu that speaks the store app's endpoints
 * (test/fake-suites/feishu.ts): the event callback (URL verification, a forged signature, the
 * app_ticket kept), no ticket yet (resend asked, refused), a company bound to its tenant signing
 * in, another tenant refused in three languages, and the tokens fetched once.
 */
describe("Feishu's store app", () => {
  let s: TestServer;
  let feishu: Fake;
  let bound: Awaited<ReturnType<typeof buildSignOnCompany>>;
  let other: Awaited<ReturnType<typeof buildSignOnCompany>>;

  beforeAll(async () => {
    feishu = await startFakeFeishuStore({
      store: STORE,
      members: [
        { userId: 'alice-fs', name: 'Alice', mobile: '13800138011', tenantKey: 'tenant-a' },
        { userId: 'olga-fs', name: 'Olga', mobile: '13800138012', tenantKey: 'tenant-b' },
        { userId: 'nina-fs', name: 'Nina', tenantKey: 'tenant-unbound' },
      ],
      installed: ['tenant-a', 'tenant-b', 'tenant-unbound'],
    });
    s = await startTestServer({
      FEISHU_BASE_URL: feishu.origin,
      FEISHU_STORE_APP_ID: STORE.appId,
      FEISHU_STORE_APP_SECRET: STORE.secret,
      FEISHU_STORE_VERIFICATION_TOKEN: STORE.verificationToken,
      FEISHU_STORE_ENCRYPT_KEY: STORE.encryptKey,
      SUITE_TIMEOUT_MS: '3000',
    });
    feishu.callbackAt(s.baseUrl + CALLBACK);
    bound = await buildSignOnCompany(s, 'Store arrivals', { mobile: '13800138011' });
    other = await buildSignOnCompany(s, 'Other arrivals', { mobile: '13800138012' });
  });
  afterAll(async () => {
    await s?.close();
    await feishu?.close();
  });

  const save = (token: string, values: Record<string, unknown>, lang = 'en-US') =>
    s.api.post<TSuiteSettings>(
      '/api/manage/sso/suite/update',
      {
        kind: 'feishu',
        corpId: '',
        appId: '',
        agentId: '',
        linkBy: 'mobile',
        createDepartmentId: null,
        enabled: true,
        storeApp: true,
        ...values,
      },
      { token, lang },
    );

  /** Leaves for Feishu's sign-in page as `who`, comes back, and calls feishuPCLogin. */
  async function signIn(companyId: number, who: string, lang = 'en-US') {
    const start = await s.api.post<TOidcAuthUrl>('/api/study/signOn/authUrl', {
      kind: 'feishu',
      mode: 'pc',
      customerId: companyId,
    });
    expect(start.body.ret, start.body.msg).toBe(0);
    const url = new URL(start.body.data.url);
    expect(url.searchParams.get('client_id')).toBe(STORE.appId);
    feishu.signedIn = who;
    const page = await fetch(url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    expect(back.pathname).toBe('/login/feishu');
    return s.api.post<TSignOnResult>(
      '/api/study/feishuPCLogin',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      { lang },
    );
  }

  it("answers Feishu's URL verification with its challenge; another token is refused", async () => {
    const verify = (token: string) =>
      feishu.push(
        s.baseUrl + CALLBACK,
        { challenge: 'ajls384kdjx98XX', token, type: 'url_verification' },
        false,
      );
    expect(await verify(STORE.verificationToken)).toEqual({
      status: 200,
      body: { challenge: 'ajls384kdjx98XX' },
    });
    expect((await verify('not-the-token')).body).toMatchObject({ ret: 1 });
  });

  it('binds a tenant to one company: the settings name its tenant key', async () => {
    await expectRefusal(
      (lang) => save(bound.admin, { corpId: '' }, lang),
      [
        '请填写飞书企业的 tenant_key',
        '請填寫飛書企業的 tenant_key',
        "Please enter your Feishu organization's tenant key (tenant_key)",
      ],
    );
    const saved = await save(bound.admin, { corpId: 'tenant-a' });
    expect(saved.body.ret, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({
      storeApp: true,
      corpId: 'tenant-a',
      appId: STORE.appId,
      hasSecret: false,
    });
    await expectRefusal(
      (lang) => save(other.admin, { corpId: 'tenant-a' }, lang),
      [
        '该飞书企业已绑定本站的其他公司',
        '該飛書企業已綁定本站的其他公司',
        'This Feishu organization is already bound to another company on this site',
      ],
    );
    expect((await save(other.admin, { corpId: 'tenant-b' })).body.ret).toBe(0);
  });

  it('without a kept app_ticket asks Feishu to resend one and refuses; then signs in', async () => {
    expect(await s.state.get(TICKET_KEY)).toBeNull();
    // Each language's try starts without a ticket (Feishu pushes one after each resend).
    await expectRefusal(
      async (lang) => {
        await feishu.settled();
        await s.state.del(TICKET_KEY);
        return signIn(bound.companyId, 'alice-fs', lang);
      },
      [
        '飞书尚未向本站推送商店应用的 app_ticket，已请求重新推送，请稍后再试',
        '飛書尚未向本站推送商店應用的 app_ticket，已請求重新推送，請稍後再試',
        "Feishu has not yet sent this site the store app's ticket (app_ticket); it has been asked to. Please try again in a minute",
      ],
    );
    expect(feishu.calls('/open-apis/auth/v3/app_ticket/resend')).toBe(3);
    expect(feishu.calls('/open-apis/auth/v3/app_access_token')).toBe(0);
    // Feishu pushed the ticket to the callback after the resend: kept.
    await feishu.settled();
    expect(await s.state.get(TICKET_KEY)).toMatch(/^ticket-/);
  });

  it('keeps the pushed app_ticket; a forged signature or a replay is refused and nothing kept', async () => {
    const pushed = await feishu.pushTicket(s.baseUrl + CALLBACK);
    expect(pushed).toMatchObject({ status: 200, body: {} });
    expect(await s.state.get(TICKET_KEY)).toBe(pushed.ticket);

    const forged = {
      token: STORE.verificationToken,
      type: 'event_callback',
      event: { app_id: STORE.appId, app_ticket: 'evil', type: 'app_ticket' },
    };
    for (const sign of ['0'.repeat(64), false] as const)
      expect((await feishu.push(s.baseUrl + CALLBACK, forged, sign)).body).toMatchObject({
        ret: 1,
      });
    // Signed rightly but recorded earlier (or dated ahead): outside the window, a replay.
    for (const skew of [-1, 1])
      expect(
        (
          await feishu.push(
            s.baseUrl + CALLBACK,
            { ...forged, event: { ...forged.event, app_ticket: 'replayed' } },
            true,
            Date.now() + skew * (PUSH_WINDOW_SECONDS + 60) * 1000,
          )
        ).body,
      ).toMatchObject({ ret: 1 });
    await expectRefusal(
      (lang) =>
        s.api.call('POST', CALLBACK, {
          raw: JSON.stringify({ encrypt: 'bm90IGEgY2lwaGVydGV4dCBhdCBhbGwgcmVhbGx5IQ==' }),
          lang,
          headers: { 'content-type': 'application/json' },
        }),
      ['回调消息校验失败', '回呼訊息校驗失敗', 'The callback message could not be verified'],
    );
    expect(await s.state.get(TICKET_KEY)).toBe(pushed.ticket);
  });

  it("signs a bound tenant's person in by the company's rule; the tokens are fetched once", async () => {
    const before = feishu.calls('/open-apis/auth/v3/app_access_token');
    const first = await signIn(bound.companyId, 'alice-fs');
    expect(first.body.ret, first.body.msg).toBe(0);
    const me = await s.api.get<{ account: string }>('/api/study/me/profile', {
      token: first.body.data.login.token,
    });
    expect(me.body.data.account).toBe(bound.alice.account);
    const second = await signIn(bound.companyId, 'alice-fs');
    expect(second.body.ret, second.body.msg).toBe(0);
    expect(feishu.calls('/open-apis/auth/v3/app_access_token')).toBe(before + 1);
    // Inside Feishu: tt.requestAuthCode's code with the company (feishuBuildPCLogin).
    const inApp = await s.api.post<TSignOnResult>('/api/study/feishuBuildPCLogin', {
      code: feishu.issueCode('alice-fs'),
      customerId: bound.companyId,
    });
    expect(inApp.body.ret, inApp.body.msg).toBe(0);
    const olga = await s.api.post('/api/study/feishuBuildPCLogin', {
      code: feishu.issueCode('olga-fs'),
      customerId: bound.companyId,
    });
    expect(olga.body).toMatchObject({ ret: 1 });
    expect(olga.body.msg).toContain('not bound to this company');
    // Test connection: the tenant has the app (a tenant_access_token, kept: fetched once).
    for (let i = 0; i < 2; i++) {
      const test = await s.api.post(
        '/api/manage/sso/suite/test',
        { kind: 'feishu' },
        { token: bound.admin },
      );
      expect(test.body.ret, test.body.msg).toBe(0);
    }
    expect(feishu.calls('/open-apis/auth/v3/tenant_access_token')).toBe(1);
    expect(feishu.calls('/open-apis/auth/v3/app_access_token')).toBe(before + 1);
  });

  it('fetches a token Feishu calls gone once more', async () => {
    const before = feishu.calls('/open-apis/auth/v3/app_access_token');
    feishu.expireTokens();
    const res = await signIn(bound.companyId, 'alice-fs');
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(feishu.calls('/open-apis/auth/v3/app_access_token')).toBe(before + 1);
  });

  it("refuses another company's tenant and a tenant bound to none, in three languages", async () => {
    const messages = [
      '您的飞书企业未绑定本站的该公司，请联系管理员在飞书登录设置中填写企业的 tenant_key',
      '您的飛書企業未綁定本站的該公司，請聯絡管理員在飛書登入設定中填寫企業的 tenant_key',
      'Your Feishu organization is not bound to this company on this site. Please ask your administrator to enter its tenant key in the Feishu sign-in settings',
    ] as const;
    await expectRefusal((lang) => signIn(bound.companyId, 'olga-fs', lang), messages);
    await expectRefusal((lang) => signIn(bound.companyId, 'nina-fs', lang), messages);
    // Olga's own company (tenant-b) signs her in.
    const own = await signIn(other.companyId, 'olga-fs');
    expect(own.body.ret, own.body.msg).toBe(0);
  });

  it('a stale app_ticket is forgotten and a new one asked for', async () => {
    feishu.expireTickets();
    feishu.expireTokens();
    const refused = await signIn(bound.companyId, 'alice-fs');
    expect(refused.body).toMatchObject({ ret: 1 });
    await feishu.settled();
    const res = await signIn(bound.companyId, 'alice-fs');
    expect(res.body.ret, res.body.msg).toBe(0);
  });
});

describe("Feishu's store app switched off", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({});
  });
  afterAll(() => s?.close());

  it('refuses the callback and store settings in three languages', async () => {
    const { admin } = await buildSignOnCompany(s, 'No store', { mobile: '13800138019' });
    const messages = [
      '本站未开通飞书商店应用',
      '本站未開通飛書商店應用',
      'The Feishu store app is not available on this site',
    ] as const;
    await expectRefusal(
      (lang) =>
        s.api.call('POST', CALLBACK, {
          raw: JSON.stringify({ encrypt: 'abc' }),
          lang,
          headers: { 'content-type': 'application/json' },
        }),
      messages,
    );
    await expectRefusal(
      (lang) =>
        s.api.post(
          '/api/manage/sso/suite/update',
          {
            kind: 'feishu',
            corpId: 'tenant-x',
            appId: '',
            agentId: '',
            linkBy: 'account',
            createDepartmentId: null,
            enabled: true,
            storeApp: true,
          },
          { token: admin, lang },
        ),
      messages,
    );
  });
});

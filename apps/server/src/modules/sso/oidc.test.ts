import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLoginResponse } from '@ascent/shared/auth';
import type {
  TOidcAuthUrl,
  TSignOnLogoutUrl,
  TSignOnResult,
  TOidcSettings,
} from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal } from '../../../test/sign-on.ts';
import { buildCompany, buildDepartment, TEST_PASSWORD } from '../../../test/builders.ts';
import {
  providerBrowser,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { users } from '../user/user.schema.ts';
import { ssoProviders, ssoSessions } from './sso.schema.ts';

const CLIENT_SECRET = 'client-secret-of-the-lms';

/**
 * OIDC sign-on against a real provider (oidc-provider on 127.0.0.1): the settings, the code
 * flow with PKCE, state and nonce, the link rules, and every refusal in three languages.
 */
describe('OIDC sign-on', () => {
  let s: TestServer;
  let idp: TestOidcProvider;
  let companyId: number;
  let departmentId: number;
  let admin: string;
  let alice: { id: number; account: string };
  const redirectUri = () => `${s.baseUrl}/login/oidc`;
  const signedOutUri = () => `${s.baseUrl}/login`;

  beforeAll(async () => {
    s = await startTestServer();
    ({ companyId, departmentId, admin, alice } = await buildSignOnCompany(s, 'Sign-on arrivals', {
      email: 'alice@example.com',
    }));
    idp = await startOidcProvider({
      clients: [
        {
          client_id: 'ascent-lms',
          client_secret: CLIENT_SECRET,
          redirect_uris: [redirectUri()],
          post_logout_redirect_uris: [signedOutUri()],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      accounts: {
        'alice-sub': {
          preferred_username: alice.account,
          email: 'alice@example.com',
          email_verified: true,
          name: 'Alice A.',
        },
        'stranger-sub': {
          preferred_username: 'nobody_here',
          email: 'nobody@example.com',
          email_verified: true,
        },
        'newcomer-sub': {
          preferred_username: 'sso_newcomer',
          name: 'New Comer',
          email: 'new@example.com',
          email_verified: true,
        },
      },
    });
  });
  afterAll(async () => {
    await idp?.close();
    await s?.close();
  });

  const save = (values: Record<string, unknown>, token = admin, lang = 'en-US') =>
    s.api.post<TOidcSettings>(
      '/api/manage/sso/oidc/update',
      {
        issuer: idp.issuer,
        clientId: 'ascent-lms',
        scopes: 'openid profile email',
        linkBy: 'account',
        linkClaim: 'preferred_username',
        createDepartmentId: null,
        ...values,
      },
      { token, lang },
    );
  const authUrl = async (state?: string, customerId = companyId) => {
    const res = await s.api.post<TOidcAuthUrl>('/api/study/OIDCGetAuthUrl', {
      mode: 1,
      customerId,
      authMode: 1,
      ...(state === undefined ? {} : { state }),
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.url;
  };
  const callback = (params: Record<string, string>, lang = 'en-US') =>
    s.api.post<TSignOnResult>('/api/study/OIDCCallBack', params, { lang });
  /** Leaves for the provider, signs in there as `login`, and answers the parameters it sent back. */
  const signOn = async (login: string, state?: string) => {
    const back = await signInAtProvider(await authUrl(state), redirectUri(), login);
    return Object.fromEntries(back.searchParams);
  };

  it('refuses sign-on until the company has set it up', async () => {
    await expectRefusal(
      (lang) => s.api.post('/api/study/OIDCGetAuthUrl', { customerId: companyId }, { lang }),
      [
        '企业账号登录尚未设置，请使用账号密码登录',
        '企業帳號登入尚未設定，請使用帳號密碼登入',
        'Company account sign-in is not set up. Sign in with your account and password',
      ],
    );
  });

  it('keeps the settings for administrators only, the secret sealed and never answered', async () => {
    const learner = (await s.api.login(alice.account, TEST_PASSWORD)).token;
    expect((await s.api.post('/api/manage/sso/oidc', {}, { token: learner })).body.ret).toBe(7);
    expect((await save({ clientSecret: CLIENT_SECRET }, learner)).body.ret).toBe(7);

    const empty = await s.api.post<TOidcSettings>('/api/manage/sso/oidc', {}, { token: admin });
    expect(empty.body.data).toMatchObject({ issuer: '', hasSecret: false, linkBy: 'account' });
    const saved = await save({ clientSecret: CLIENT_SECRET });
    expect(saved.body).toMatchObject({ ret: 0, data: { issuer: idp.issuer, hasSecret: true } });
    expect(JSON.stringify(saved.body)).not.toContain(CLIENT_SECRET);
    // Saved again without a secret: the stored one stays.
    expect((await save({})).body.data.hasSecret).toBe(true);
    const [row] = await s.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, companyId));
    expect(row!.clientSecret).toMatch(/^v1\./);
    expect(row!.clientSecret).not.toContain(CLIENT_SECRET);
    const logged = await s.db.select().from(operationLogs).where(eq(operationLogs.entity, 'sso'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logged)).not.toContain(CLIENT_SECRET);

    const tested = await s.api.post('/api/manage/sso/oidc/test', {}, { token: admin });
    expect(tested.body).toMatchObject({ ret: 0, data: { issuer: idp.issuer } });
  });

  it('refuses settings that cannot work, in the caller’s language', async () => {
    await expectRefusal(
      (lang) => save({ issuer: 'http://idp.example.com' }, admin, lang),
      [
        '请输入身份提供方地址（https，仅本机可用 http）',
        '請輸入身分提供者位址（https，僅本機可用 http）',
        "Please enter the identity provider's address (https; http only on this machine)",
      ],
    );
    await expectRefusal(
      (lang) => save({ scopes: 'profile email' }, admin, lang),
      [
        '授权范围须以空格分隔，且包含 openid',
        '授權範圍須以空格分隔，且包含 openid',
        'The scopes must be separated by spaces and include openid',
      ],
    );
    await expectRefusal(
      (lang) => save({ linkBy: 'create' }, admin, lang),
      [
        '请选择新建账号所在的部门',
        '請選擇新建帳號所在的部門',
        'Please choose the department new accounts are created in',
      ],
    );
    const elsewhere = await buildDepartment(s.db, (await buildCompany(s.db)).id, 'Theirs');
    expect((await save({ linkBy: 'create', createDepartmentId: elsewhere.id })).body).toMatchObject(
      { ret: 1, msg: 'Please choose the department new accounts are created in' },
    );
    const kept = await s.api.post<TOidcSettings>('/api/manage/sso/oidc', {}, { token: admin });
    expect(kept.body.data.linkBy).toBe('account');
  });

  it('signs in the person the provider vouches for, found by account, and lands on the path it began from', async () => {
    await save({ clientSecret: CLIENT_SECRET });
    const params = await signOn('alice-sub', '/course/detail?id=5');
    expect(params).toMatchObject({ iss: idp.issuer });
    const res = await callback(params);
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.redirect).toBe('/course/detail?id=5');
    const profile = await s.api.get<{ account: string }>('/api/study/me/profile', {
      token: res.body.data.login.token,
    });
    expect(profile.body.data.account).toBe(alice.account);
    // The link is kept: the subject signs in though the rule would no longer find them.
    await save({ linkBy: 'email', linkClaim: 'email' });
    await s.db.update(users).set({ email: 'changed@example.com' }).where(eq(users.id, alice.id));
    const again = await callback(await signOn('alice-sub'));
    expect(again.body.ret).toBe(0);
    expect(again.body.data.redirect).toBe('/');
    await save({ linkBy: 'account', linkClaim: 'preferred_username' });
  });

  it('never sends the person to another site afterwards', async () => {
    for (const state of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com'])
      expect((await callback(await signOn('alice-sub', state))).body.data.redirect).toBe('/');
  });

  it('refuses someone the rule does not find, and links nobody by name', async () => {
    await expectRefusal(
      async (lang) => callback(await signOn('stranger-sub'), lang),
      [
        '没有匹配的账号，请联系管理员',
        '沒有相符的帳號，請聯絡管理員',
        'No matching account. Please contact your administrator',
      ],
    );
  });

  it('creates a newcomer in the chosen department under the create rule', async () => {
    await save({ linkBy: 'create', createDepartmentId: departmentId });
    const res = await callback(await signOn('newcomer-sub'));
    expect(res.body.ret, res.body.msg).toBe(0);
    const [made] = await s.db.select().from(users).where(eq(users.account, 'sso_newcomer'));
    expect(made).toMatchObject({
      companyId,
      departmentId,
      realName: 'New Comer',
      changePassword: false,
    });
    await save({ linkBy: 'account' });
  });

  it('refuses a forged state, a replayed callback, a replayed code and a wrong nonce', async () => {
    const invalid = [
      '登录请求无效或已过期，请重新登录',
      '登入請求無效或已過期，請重新登入',
      'The sign-in request is invalid or has expired. Please sign in again',
    ] as const;
    const failed = [
      '企业账号登录失败，请重新登录',
      '企業帳號登入失敗，請重新登入',
      'Sign-in with the company account failed. Please sign in again',
    ] as const;
    // Forged: a state this server never gave out.
    const genuine = await signOn('alice-sub');
    await expectRefusal(
      (lang) => callback({ ...genuine, state: 'forged-state-value' }, lang),
      invalid,
    );
    // Replayed: the same callback twice; the second finds its state spent.
    expect((await callback(genuine)).body.ret).toBe(0);
    await expectRefusal((lang) => callback(genuine, lang), invalid);

    // A replayed code: even with its state still on record, the provider will not trade it twice.
    const params = await signOn('alice-sub');
    const flow = (await s.state.get(`oidc:${params.state!}`))!;
    expect((await callback(params)).body.ret).toBe(0);
    await expectRefusal(async (lang) => {
      await s.state.set(`oidc:${params.state!}`, flow, 60);
      return callback(params, lang);
    }, failed);

    // A wrong nonce: the ID token was issued for another request.
    await expectRefusal(async (lang) => {
      const next = await signOn('alice-sub');
      const key = `oidc:${next.state!}`;
      const entry = JSON.parse((await s.state.get(key))!) as { nonce: string };
      await s.state.set(key, JSON.stringify({ ...entry, nonce: 'another-nonce' }), 60);
      return callback(next, lang);
    }, failed);
  });

  it('passes on the provider’s refusal', async () => {
    const url = new URL(await authUrl());
    const res = await callback(
      {
        state: url.searchParams.get('state')!,
        error: 'access_denied',
        error_description: 'User cancelled',
      },
      'en-US',
    );
    expect(res.body).toMatchObject({
      ret: 1,
      msg: 'The identity provider refused the sign-in: User cancelled',
    });
  });

  it('ends the provider’s session too when the person signs out (RP-initiated logout)', async () => {
    const browser = providerBrowser();
    const back = await browser.signIn(await authUrl(), redirectUri(), 'alice-sub');
    const res = await callback(Object.fromEntries(back.searchParams));
    expect(res.body.ret, res.body.msg).toBe(0);
    const token = res.body.data.login.token;
    // While the provider's session holds, the next sign-on passes its page without a sign-in.
    expect(await browser.visit(await authUrl(), redirectUri())).toBeInstanceOf(URL);

    const logoutUrl = () =>
      s.api.post<TSignOnLogoutUrl>('/api/study/signOn/logoutUrl', {}, { token });
    const out = await logoutUrl();
    expect(out.body.ret, out.body.msg).toBe(0);
    const url = new URL(out.body.data.url!);
    expect(url.origin).toBe(idp.issuer);
    expect(url.pathname).toBe('/session/end');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(signedOutUri());
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
    // Taken once; the ID token is kept sealed, never in the clear.
    expect((await logoutUrl()).body.data.url).toBeNull();
    const kept = await s.db.select().from(ssoSessions);
    for (const row of kept) expect(row.idToken).not.toMatch(/^ey/);
    expect((await s.api.get('/api/study/me/logout', { token })).body.ret).toBe(0);

    // The provider asks to confirm, then sends the browser back to the login page here.
    const confirm = await browser.visit(url.href, signedOutUri());
    expect(confirm).toBeInstanceOf(Response);
    const home = await browser.submit(
      confirm as Response,
      url.href,
      { logout: 'yes' },
      signedOutUri(),
    );
    expect(home).toBeInstanceOf(URL);
    // The provider's session is over: the next sign-on meets its sign-in page again.
    const next = await browser.visit(await authUrl(), redirectUri());
    expect(next).toBeInstanceOf(Response);
    expect(await (next as Response).text()).toContain('name="login"');

    // A password session has no provider to sign out of.
    const password = await s.api.login(alice.account, TEST_PASSWORD);
    const none = await s.api.post<TSignOnLogoutUrl>(
      '/api/study/signOn/logoutUrl',
      {},
      { token: password.token },
    );
    expect(none.body.data.url).toBeNull();
  });

  it('answers the login reply of a password sign-in', async () => {
    const res = await callback(await signOn('alice-sub'));
    const login: TLoginResponse = res.body.data.login;
    expect(login).toMatchObject({ isAdmin: false, changePassword: false });
    expect(login.expiresIn).toBeGreaterThan(1800);
  });
});

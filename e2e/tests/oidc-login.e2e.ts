import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { startOidcProvider, type TestOidcProvider } from '../../apps/server/test/oidc-provider.ts';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
  openCompanySettings,
} from '../support/flows.ts';

// Issue 15, OIDC sign-on end to end in Chromium against a real provider (oidc-provider on this
// machine): with the company's sign-on on, a signed-out visit to a page goes to the provider,
// the person signs in there, comes back linked to their account by the company's rule and lands
// on that page. A forged state is refused on the page; /oprt_lgin keeps the password form.
// Screenshots: e2e/artifacts/oidc-{provider,failure}-*.png.

describe('OIDC sign-on', () => {
  let s: TestServer;
  let idp: TestOidcProvider;
  let browser: Browser;
  let account: string;

  beforeAll(async () => {
    const site = await startSiteServer();
    s = site.s;
    account = (await buildUser(s.db, { companyId: site.companyId, realName: '单点登录验证' }))
      .account;
    idp = await startOidcProvider({
      clients: [
        {
          client_id: 'ascent-e2e',
          client_secret: 'e2e-client-secret',
          redirect_uris: [`${s.baseUrl}/login/oidc`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      accounts: { 'employee-7': { preferred_username: account, name: '单点登录验证' } },
    });
    const admin = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    const config = await s.api.post<{ sso: Record<string, unknown> }>(
      '/api/manage/company/config',
      {},
      { token: admin },
    );
    const sso = await s.api.post(
      '/api/manage/company/config/update',
      { group: 'sso', values: { ...config.body.data.sso, useOIDC: 1 } },
      { token: admin },
    );
    expect(sso.body.ret, sso.body.msg).toBe(0);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await idp?.close();
    await s?.close();
  });

  it('zh-CN admin: saves the provider in the company settings and tests the connection', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await openCompanySettings(page, '单点登录');
    await (await visible(page.getByTestId('oidc-issuer'))).fill(idp.issuer);
    await page.getByTestId('oidc-clientId').fill('ascent-e2e');
    await page.getByTestId('oidc-secret').fill('e2e-client-secret');
    await page.getByTestId('oidc-scopes').fill('openid profile');
    await page.getByTestId('oidc-save').click();
    await visible(page.getByText('已保存密钥；留空则保持不变'));
    await page.getByTestId('oidc-test').click();
    const result = await visible(page.getByTestId('oidc-test-result'));
    expect(await result.textContent()).toBe(`连接成功：${idp.issuer}`);
    await snap(page, 'oidc-admin-zh-CN');
    await context.close();
  });

  it('zh-CN: a signed-out visit goes to the provider and comes back signed in, on that page', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/mine/layout');
    // The provider's own sign-in page (oidc-provider's development form).
    const login = await visible(page.locator('input[name="login"]'));
    expect(new URL(page.url()).origin).toBe(idp.issuer);
    await login.fill('employee-7');
    await page.locator('input[name="password"]').fill('any password');
    await snap(page, 'oidc-provider-zh-CN');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    // Signed in as the account the rule linked: its name in the header's account menu.
    await visible(page.getByText('单点登录验证'));
    await context.close();
  });

  it('en-US: a forged answer is refused on the page, with a way back to the password form', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl, locale: 'en-US' });
    await page.goto('/oprt_lgin');
    await chooseLanguage(page, 'English');
    await page.goto('/login/oidc?state=forged-state&code=stolen-code');
    const error = await visible(page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBe(
      'The sign-in request is invalid or has expired. Please sign in again',
    );
    await snap(page, 'oidc-failure-en-US');
    await page.getByTestId('sign-on-password').click();
    await page.waitForURL('**/oprt_lgin');
    await signIn(page, account, TEST_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await context.close();
  });
});

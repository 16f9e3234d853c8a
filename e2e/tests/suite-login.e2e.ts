import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { enableSuiteApps, useLoginPlatform } from '../../apps/server/test/sign-on.ts';
import type { FakeSuite } from '../../apps/server/test/fake-suites/fake-suite.ts';
import { startFakeWeixin } from '../../apps/server/test/fake-suites/weixin.ts';
import { startFakeWxwork } from '../../apps/server/test/fake-suites/wxwork.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';

// Issue 15, sign-on through the workplace suites in Chromium, against local suites that speak
// WeCom's and WeChat's documented OAuth pages and APIs (apps/server/test/fake-suites): with the
// company's login platform WeCom, a signed-out visit goes to WeCom's sign-in page, which sends
// the browser back with a code; the person lands signed in on the page they began from. A WeChat user not yet
// linked signs in once on the login page, which links them; next time WeChat signs them in.
// Screenshots: e2e/artifacts/suite-*.png.

const SECRET = 'suite-e2e-secret';

describe('Sign-on through the workplace suites', () => {
  let s: TestServer;
  let wxwork: FakeSuite;
  let weixin: FakeSuite;
  let browser: Browser;
  let account: string;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: 'ww-e2e', secret: SECRET });
    weixin = await startFakeWeixin({ appId: 'wx-e2e', secret: SECRET });
    const site = await startSiteServer({
      WXWORK_BASE_URL: wxwork.origin,
      WEIXIN_BASE_URL: weixin.origin,
    });
    s = site.s;
    account = (await buildUser(s.db, { companyId: site.companyId, realName: '企业微信验证' }))
      .account;
    wxwork.members.set(account, { userId: account, name: '企业微信验证' });
    weixin.members.set('o-e2e', { userId: 'o-e2e', name: 'wechat-e2e' });
    const admin = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    await enableSuiteApps(s.api, admin, SECRET, {
      wxwork: { corpId: 'ww-e2e', appId: '', agentId: '1000002' },
      weixin: { corpId: '', appId: 'wx-e2e', agentId: '' },
    });
    // The company's login platform is WeCom (spec s.4 code 25): signed-out visitors go there.
    await useLoginPlatform(s.api, admin, '25');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await wxwork?.close();
    await weixin?.close();
  });

  it('zh-CN: a signed-out visit goes to WeCom, which signs the person in, on that page', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    wxwork.signedIn = account;
    await page.goto('/mine/layout');
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    await visible(page.getByText('企业微信验证'));
    expect(wxwork.calls('/wwlogin/sso/login')).toBe(1);
    await snap(page, 'suite-wxwork-signed-in-zh-CN');
    // A code WeCom does not know: refused on the page, with the ways on.
    await page.goto('/login/wxwork?code=stolen&state=forged');
    const error = await visible(page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBe('登录请求无效或已过期，请重新登录');
    await snap(page, 'suite-wxwork-failure-zh-CN');
    await context.close();
  });

  it('en-US at 390 px: a WeChat user links their account by signing in once', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      ...PHONE,
    });
    await page.goto('/oprt_lgin');
    await chooseLanguage(page, 'English');
    weixin.signedIn = 'o-e2e';
    await page.goto('/login/wx?redirect=%2Fmine%2Flayout');
    const notice = await visible(page.getByTestId('login-weixin-bind'));
    expect(await notice.textContent()).toBe(
      'Sign in once to link your WeChat. Next time, WeChat signs you in',
    );
    await snap(page, 'suite-weixin-link-en-US');
    await signIn(page, account, TEST_PASSWORD);
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    await context.close();

    // Next time, in a fresh browser: WeChat alone signs them in.
    const second = await newPage(browser, { baseUrl: s.baseUrl, locale: 'en-US' });
    await second.page.goto('/login/wx?redirect=%2Fmine%2Flayout');
    await second.page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(second.page.getByTestId('app-header'));
    await second.context.close();
  });
});

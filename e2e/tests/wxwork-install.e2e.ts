import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { startFakeWxwork } from '../../apps/server/test/fake-suites/wxwork.ts';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { chooseLanguage, visible } from '../support/flows.ts';

// Issue 15, adding Ascent to WeCom as a third-party app (/install/wxwork) in Chromium, against a
// local WeCom that speaks the service provider's endpoints, its install page and its pushes
// (apps/server/test/fake-suites/wxwork.ts): WeCom pushes a suite_ticket to the callback; the
// page sends the administrator to WeCom's install page, which sends the browser back with an
// auth_code; the page completes the install (a new company, its installer signed in as its
// admin). A replayed return is refused on the page. Screenshots: e2e/artifacts/install-*.png.

const SUITE = {
  suiteId: 'ww-suite-e2e',
  suiteSecret: 'suite-e2e-secret',
  token: 'E2eCallbackToken',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};

describe('Adding Ascent to WeCom', () => {
  let s: TestServer;
  let wxwork: Awaited<ReturnType<typeof startFakeWxwork>>;
  let browser: Browser;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: 'ww-e2e', secret: 'x', suite: SUITE });
    s = (
      await startSiteServer({
        WXWORK_BASE_URL: wxwork.origin,
        WXWORK_SUITE_ID: SUITE.suiteId,
        WXWORK_SUITE_SECRET: SUITE.suiteSecret,
        WXWORK_SUITE_TOKEN: SUITE.token,
        WXWORK_SUITE_AES_KEY: SUITE.encodingAesKey,
        REGISTER_ENTERPRISES: 'on',
      })
    ).s;
    const pushed = await wxwork.provider.pushSuiteTicket(
      `${s.baseUrl}/api/study/wxwork/suite/callback`,
    );
    expect(pushed.text).toBe('success');
    wxwork.provider.state.installer = {
      corpId: 'ww-e2e-install',
      corpName: '云杉科技',
      agentId: 1000051,
      userId: 'yunshan-admin',
      userName: '林管理',
    };
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await wxwork?.close();
  });

  it('zh-CN: the administrator adds the app through WeCom and lands in the new company', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/install/wxwork');
    await visible(page.getByTestId('install-start'));
    await snap(page, 'install-start-zh-CN');
    await page.getByTestId('install-add').click();
    const done = await visible(page.getByTestId('install-done'));
    expect(page.url()).toContain('/install/wxwork?auth_code=');
    expect(await page.getByTestId('install-outcome').textContent()).toBe(
      '已为企业微信企业「云杉科技」开通学习平台「云杉科技」，您是该平台的管理员。',
    );
    expect(await done.isVisible()).toBe(true);
    expect(wxwork.calls('/3rdapp/install')).toBe(1);
    await snap(page, 'install-done-zh-CN');
    // Signed in as the new company's administrator.
    await page.getByTestId('install-enter').click();
    await visible(page.getByTestId('app-header'));
    await visible(page.getByText('林管理'));

    await context.close();
  });

  it('en-US at 390 px: a forged return is refused, with the way to start over', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      width: 390,
      height: 844,
    });
    await page.goto('/install/wxwork');
    await chooseLanguage(page, 'English');
    await visible(page.getByTestId('install-start'));
    await snap(page, 'install-start-en-US-390');
    await page.goto('/install/wxwork?auth_code=stolen&state=forged');
    const error = await visible(page.getByTestId('install-error'));
    expect(await error.textContent()).toBe(
      'This install link is invalid or has expired. Please add the app again',
    );
    await visible(page.getByTestId('install-again'));
    await snap(page, 'install-failure-en-US-390');
    await page.getByTestId('install-again').click();
    await visible(page.getByTestId('install-start'));
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildUser } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { enableSuiteApps, useLoginPlatform } from '../../apps/server/test/sign-on.ts';
import { startFakeDingtalk } from '../../apps/server/test/fake-suites/dingtalk.ts';
import { FEISHU_JS_SDK_PATH, startFakeFeishu } from '../../apps/server/test/fake-suites/feishu.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, chooseLanguage, DEMO_PASSWORD, visible } from '../support/flows.ts';

// Issue 15, sign-in inside DingTalk's and Feishu's apps through their JS APIs, in Chromium
// dressed as each app's browser (its user agent), against local suites
// (apps/server/test/fake-suites). DingTalk: an init script plays DingTalk's Android native
// bridge (`window.nuva`, as dingtalk-jsapi's lib/bridge/h5Android.js talks to it), answering
// runtime.permission.requestAuthCode with a code the local DingTalk trades at
// topapi/v2/user/getuserinfo. Feishu: the local Feishu serves the JS SDK script at the CDN's
// path (FEISHU_BASE_URL replaces the CDN too), whose tt.requestAuthCode answers a code it trades.
// The person lands signed in on the page they began from; the app's refusal is shown.
// Screenshots: e2e/artifacts/suite-inapp-*.png.

const SECRET = 'inapp-e2e-secret';
const CORP_ID = 'ding-corp-e2e';
const DINGTALK_UA =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; PGJM10 Build/TP1A.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.105 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/36280338 Channel/700159 language/zh-CN abi/64 Hmos/1 UT4Aplus/0.2.25 colorScheme/light';
const FEISHU_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Lark/7.20.6 LarkLocale/en_US ChannelName/Feishu';

/** What DingTalk's native bridge answers the page's requestAuthCode: a code, or a refusal. */
type BridgeAnswer = { code: string } | { refusal: string };

/**
 * DingTalk's Android bridge as the page meets it: `nuva.require()` gives the function
 * dingtalk-jsapi calls with (onSuccess, onFail, namespace, method, params). Every call is kept
 * in `window.__dingtalkCalls` for the test to read.
 */
function dingtalkBridge(answer: BridgeAnswer) {
  const calls: Array<{ namespace: string; method: string; params: Record<string, unknown> }> = [];
  (window as unknown as { __dingtalkCalls: typeof calls }).__dingtalkCalls = calls;
  (window as unknown as { nuva: unknown }).nuva = {
    isReady: true,
    require:
      () =>
      (
        onSuccess: (result: unknown) => void,
        onFail: (error: unknown) => void,
        namespace: string,
        method: string,
        params: Record<string, unknown>,
      ) => {
        calls.push({ namespace, method, params: { corpId: params.corpId } });
        setTimeout(() => {
          if (namespace !== 'runtime.permission' || method !== 'requestAuthCode')
            onFail({ errorCode: '1', errorMessage: `${namespace}.${method} is not played` });
          else if ('refusal' in answer) onFail({ errorCode: '3', errorMessage: answer.refusal });
          else onSuccess({ code: answer.code });
        }, 0);
      },
  };
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dingtalkCalls: unknown[] }).__dingtalkCalls ?? []);

describe('Sign-in inside DingTalk and Feishu through their JS APIs', () => {
  let s: TestServer;
  let dingtalk: Awaited<ReturnType<typeof startFakeDingtalk>>;
  let feishu: Awaited<ReturnType<typeof startFakeFeishu>>;
  let browser: Browser;
  let account: string;
  let admin: string;

  /** The company's login platform (spec s.4): its suite's ids are the platform config's. */
  const usePlatform = (platform: string) => useLoginPlatform(s.api, admin, platform);

  beforeAll(async () => {
    dingtalk = await startFakeDingtalk({ appKey: 'ding-e2e', secret: SECRET, corpId: CORP_ID });
    feishu = await startFakeFeishu({ appId: 'cli_e2e', secret: SECRET, tenantKey: 't-e2e' });
    const site = await startSiteServer({
      DINGTALK_BASE_URL: dingtalk.origin,
      FEISHU_BASE_URL: feishu.origin,
    });
    s = site.s;
    account = (await buildUser(s.db, { companyId: site.companyId, realName: '应用内验证' }))
      .account;
    dingtalk.members.set(account, { userId: account, name: '应用内验证' });
    feishu.members.set(account, { userId: account, name: '应用内验证' });
    admin = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    await enableSuiteApps(s.api, admin, SECRET, {
      dingtalk: { corpId: CORP_ID, appId: 'ding-e2e', agentId: '' },
      feishu: { corpId: '', appId: 'cli_e2e', agentId: '' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await dingtalk?.close();
    await feishu?.close();
  });

  it("zh-CN inside DingTalk: its JS API's code signs the person in, on the page they opened", async () => {
    await usePlatform('30');
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      userAgent: DINGTALK_UA,
    });
    await context.addInitScript(dingtalkBridge, { code: dingtalk.issueCode(account) });
    await page.goto('/mine/layout');
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    await visible(page.getByText('应用内验证'));
    // The page asked DingTalk for the company's organisation, and never left for its OAuth page.
    expect(await bridgeCalls(page)).toEqual([
      { namespace: 'runtime.permission', method: 'requestAuthCode', params: { corpId: CORP_ID } },
    ]);
    expect(dingtalk.calls('/topapi/v2/user/getuserinfo')).toBe(1);
    expect(dingtalk.calls('/oauth2/auth')).toBe(0);
    await snap(page, 'suite-inapp-dingtalk-signed-in-zh-CN');
    await context.close();

    // DingTalk refuses (the person cancelled): the page says so, with the ways on. The app's
    // homepage names the organisation as DingTalk replaced it; the company's CorpId comes first.
    const refused = await newPage(browser, { baseUrl: s.baseUrl, userAgent: DINGTALK_UA });
    await refused.context.addInitScript(dingtalkBridge, { refusal: '用户取消' });
    await refused.page.goto('/login/ding?corpId=%24CORPID%24&redirect=%2Fmine%2Flayout');
    const error = await visible(refused.page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBe('应用未能完成登录：用户取消 (3)');
    expect(await bridgeCalls(refused.page)).toEqual([
      { namespace: 'runtime.permission', method: 'requestAuthCode', params: { corpId: CORP_ID } },
    ]);
    // Trying again keeps the organisation and the page to land on.
    expect(await refused.page.getByTestId('sign-on-again').getAttribute('href')).toBe(
      '/login/ding?redirect=%2Fmine%2Flayout&corpId=%24CORPID%24',
    );
    expect(dingtalk.calls('/topapi/v2/user/getuserinfo')).toBe(1);
    await snap(refused.page, 'suite-inapp-dingtalk-refused-zh-CN');
    await refused.context.close();
  });

  it('en-US at 390 px inside Feishu: a refusal is shown, and trying again signs in', async () => {
    await usePlatform('40');
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      userAgent: FEISHU_UA,
      ...PHONE,
    });
    await page.goto('/oprt_lgin');
    await chooseLanguage(page, 'English');
    feishu.signedIn = account;
    feishu.inApp.refusal = 'The user denied the authorization';
    await page.goto('/login/feishu?redirect=%2Fmine%2Flayout');
    const error = await visible(page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBe(
      'The app did not sign you in: The user denied the authorization (2400001)',
    );
    expect(feishu.calls(FEISHU_JS_SDK_PATH)).toBe(1);
    await snap(page, 'suite-inapp-feishu-refused-en-US');

    feishu.inApp.refusal = null;
    await page.getByTestId('sign-on-again').click();
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    // At 390 px the header keeps no name: the personal information shows the account.
    await visible(page.getByText(account));
    expect(feishu.calls(FEISHU_JS_SDK_PATH)).toBe(2);
    expect(feishu.calls('/open-apis/authen/v1/oidc/access_token')).toBe(1);
    expect(feishu.calls('/open-apis/authen/v1/authorize')).toBe(0);
    await snap(page, 'suite-inapp-feishu-signed-in-en-US');
    await context.close();
  });
});

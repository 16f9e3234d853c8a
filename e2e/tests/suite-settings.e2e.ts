import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { startFakeWxwork } from '../../apps/server/test/fake-suites/wxwork.ts';
import { fillDirectory, type FakeSuite } from '../../apps/server/test/fake-suites/fake-suite.ts';
import { animationsDone, ARTIFACTS, launchBrowser, newPage, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, openCompanySettings, visible } from '../support/flows.ts';

// The workplace suites' sign-on settings in the admin site (company settings, sso tab), in
// Chromium against a local WeCom: the administrator fills WeCom's CorpID, AgentId and Secret,
// saves, and "Test connection" shows WeCom issuing a token; a wrong secret shows WeCom's
// refusal; the card syncs WeCom's directory and shows the run's report, and a run is cancelled
// from its report and resumed. Screenshots: e2e/artifacts/suite-settings-*.png.

const CORP_ID = 'ww5e2e0c0rp1d';
const SECRET = 'wecom-e2e-app-secret';

describe('Workplace suite settings', () => {
  let s: TestServer;
  let wxwork: FakeSuite;
  let browser: Browser;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: CORP_ID, secret: SECRET });
    // A held answer (the cancel below) is waited for, as a slow suite's would be.
    s = (await startSiteServer({ WXWORK_BASE_URL: wxwork.origin, SUITE_TIMEOUT_MS: '120000' })).s;
    await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await wxwork?.close();
    await s?.close();
  });

  /** A screenshot of the window around `at` (the full page is tall), once the toasts are gone. */
  async function view(page: Page, at: Locator, name: string) {
    await at.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
    // A dialog still zooming in would be photographed half transparent.
    await animationsDone(page.locator('body'));
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  }

  /** Signs the administrator in and opens the company settings' single sign-on group. */
  async function openSsoTab(page: Page, group: string, english = false) {
    await openCompanySettings(page, group, english);
    return visible(page.getByTestId('config-suite-wxwork'));
  }

  it('zh-CN (1366x768): saves WeCom, tests the connection, and shows a wrong secret refused', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    const card = await openSsoTab(page, '单点登录');
    // One card per suite, titled in the user's language, below the OIDC card.
    for (const name of ['企业微信', '钉钉', '飞书', '微信公众号'])
      await visible(page.locator('.ant-card-head-title', { hasText: name }));
    expect(await page.getByTestId('suite-wxwork-uri-pc').textContent()).toBe(
      `${s.baseUrl}/login/wxwork`,
    );
    expect(await page.getByTestId('suite-wxwork-uri-h5').textContent()).toBe(
      `${s.baseUrl}/login/wxworkh5`,
    );
    // The homepages of the apps inside DingTalk and Feishu, which sign in with their JS APIs.
    expect(await page.getByTestId('suite-dingtalk-homepage').textContent()).toBe(
      `${s.baseUrl}/login/ding?corpId=$CORPID$`,
    );
    expect(await page.getByTestId('suite-feishu-homepage').textContent()).toBe(
      `${s.baseUrl}/login/feishu`,
    );
    // WeCom's own fields only: CorpID, AgentId, Secret (its app is the agentid).
    expect(await card.getByTestId('suite-wxwork-appId').count()).toBe(0);
    expect(await page.getByTestId('suite-wxwork-test').isDisabled()).toBe(true);

    // Saving without the CorpID is refused in the form, with the shared rule's words.
    await page.getByTestId('suite-wxwork-save').click();
    await visible(card.getByText('请输入企业 ID（CorpId）'));

    await page.getByTestId('suite-wxwork-corpId').fill(CORP_ID);
    await page.getByTestId('suite-wxwork-agentId').fill('1000002');
    await page.getByTestId('suite-wxwork-secret').fill(SECRET);
    await page.getByTestId('suite-wxwork-enabled').click();
    await page.getByTestId('suite-wxwork-save').click();
    await visible(card.getByText('已保存密钥；留空则保持不变'));
    await visible(page.getByTestId('suite-wxwork-status').getByText('已开启'));
    expect(await page.getByTestId('suite-wxwork-secret').inputValue()).toBe('');

    await page.getByTestId('suite-wxwork-test').click();
    const result = await visible(page.getByTestId('suite-wxwork-result'));
    expect(await result.textContent()).toBe('连接成功：企业微信已为该应用签发访问令牌');
    expect(wxwork.calls('/cgi-bin/gettoken')).toBeGreaterThan(0);
    await snap(page, 'suite-settings-zh-CN');
    await view(page, result, 'suite-settings-wxwork-zh-CN');

    // A wrong secret: saved (the form keeps the CorpID and AgentId), then WeCom refuses it.
    await page.getByTestId('suite-wxwork-secret').fill('not-the-secret');
    await page.getByTestId('suite-wxwork-save').click();
    await page.getByTestId('suite-wxwork-result').waitFor({ state: 'detached' });
    await page.getByTestId('suite-wxwork-test').click();
    const refused = await visible(
      page.locator('[data-testid="suite-wxwork-result"].ant-alert-error'),
    );
    expect(await refused.textContent()).toContain('40001');
    await view(page, refused, 'suite-settings-refused-zh-CN');

    // Feishu's card: choosing the operator's store app swaps its own app's App ID and secret
    // for the organization's tenant key (the switch is only a form choice until saved).
    const feishu = page.getByTestId('config-form-suite-feishu');
    await visible(feishu.getByTestId('suite-feishu-appId'));
    await feishu.getByTestId('suite-feishu-storeApp').click();
    await visible(feishu.getByTestId('suite-feishu-tenantKey'));
    expect(await feishu.getByTestId('suite-feishu-appId').count()).toBe(0);
    expect(await feishu.getByTestId('suite-feishu-secret').count()).toBe(0);
    await visible(feishu.getByText('通过飞书商店应用登录'));
    // Its help speaks of Feishu's directory only (WeCom's missing employee number is WeCom's).
    await visible(feishu.getByText('用飞书通讯录中的 UserID、手机号、邮箱或工号'));
    expect(await feishu.textContent()).not.toContain('企业微信');
    await view(page, feishu, 'suite-settings-feishu-store-zh-CN');
    await context.close();
  });

  // The admin configuration is PC only (spec s.6).
  it('en-US (1366x768): the refusal, then the right secret connects', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl, locale: 'en-US' });
    const card = await openSsoTab(page, 'Single sign-on', true);
    for (const name of ['WeCom', 'DingTalk', 'Feishu', 'WeChat official account'])
      await visible(page.locator('.ant-card-head-title', { hasText: name }));
    // The previous test's wrong secret is still saved.
    expect(await page.getByTestId('suite-wxwork-corpId').inputValue()).toBe(CORP_ID);
    await visible(card.getByText('A secret is saved; leave empty to keep it'));
    await page.getByTestId('suite-wxwork-test').click();
    const refused = await visible(
      page.locator('[data-testid="suite-wxwork-result"].ant-alert-error'),
    );
    expect(await refused.textContent()).toContain('40001');
    await snap(page, 'suite-settings-refused-en-US');

    await page.getByTestId('suite-wxwork-secret').fill(SECRET);
    await page.getByTestId('suite-wxwork-save').click();
    await page.getByTestId('suite-wxwork-result').waitFor({ state: 'detached' });
    await page.getByTestId('suite-wxwork-test').click();
    const result = await visible(
      page.locator('[data-testid="suite-wxwork-result"].ant-alert-success'),
    );
    expect(await result.textContent()).toBe('Connected: WeCom issued an access token for this app');
    await snap(page, 'suite-settings-en-US');
    await view(page, result, 'suite-settings-wxwork-en-US');

    // The directory: WeCom's 6 departments and 30 people come in by a background run, which
    // the card follows until it is done, and the run's report counts them.
    fillDirectory(wxwork, { rootId: '1', departments: 6, users: 30, prefix: 'e2e' });
    const panel = page.getByTestId('directory-wxwork');
    await visible(
      panel.getByText('No sync yet. Sync the directory to bring in departments and people'),
    );
    await page.getByTestId('directory-wxwork-run').click();
    await visible(panel.locator('.ant-tag', { hasText: 'Done' }), 60_000);
    await panel.getByRole('button', { name: 'Report' }).first().click();
    const report = await visible(page.getByRole('dialog', { name: /Sync report/ }));
    await visible(report.getByText('Every row was applied'));
    const counts = await report.textContent();
    expect(counts).toMatch(/Departments created\s*6(?!\d)/);
    expect(counts).toMatch(/People created\s*30(?!\d)/);
    expect(counts).toMatch(/People disabled\s*0(?!\d)/);
    await view(page, report, 'suite-settings-directory-en-US');
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });

    // Cancel: WeCom holds its answer to the next run's first page of members, so the run is
    // running for as long as the test needs; it is cancelled from its report (with a confirm),
    // stops once that page is answered, says who cancelled it, and the next sync resumes it.
    const release = wxwork.hold('/cgi-bin/user/list');
    await page.getByTestId('directory-wxwork-run').click();
    const newest = panel.locator('tr.ant-table-row').first();
    await visible(newest.locator('.ant-tag', { hasText: /Queued|Running/ }));
    await newest.getByRole('button', { name: 'Report' }).click();
    const running = await visible(page.getByRole('dialog', { name: /Sync report/ }));
    await running.getByTestId('directory-report-cancel').click();
    const confirm = await visible(page.locator('.ant-popconfirm'));
    await visible(confirm.getByText('Cancel this sync?'));
    await confirm.getByRole('button', { name: 'Cancel sync' }).click();
    await visible(running.locator('.ant-tag', { hasText: 'Cancelling' }));
    release();
    await visible(running.locator('.ant-tag', { hasText: 'Cancelled' }), 30_000);
    const reason = await visible(running.getByTestId('directory-report-error'));
    expect(await reason.textContent()).toMatch(
      /^Cancelled by .+; what it applied is kept and the next run resumes where it stopped$/,
    );
    expect(await running.getByTestId('directory-report-cancel').count()).toBe(0);
    await view(page, running, 'suite-settings-directory-cancelled-en-US');
    await page.keyboard.press('Escape');
    await running.waitFor({ state: 'detached' });
    await visible(newest.locator('.ant-tag', { hasText: 'Cancelled' }));

    await page.getByTestId('directory-wxwork-run').click();
    await visible(page.getByText('Directory sync resumed where the last run stopped'));
    await visible(newest.locator('.ant-tag', { hasText: 'Done' }), 60_000);
    await context.close();
  });
});

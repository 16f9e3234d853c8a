import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { startFakeServer, type FakeServer } from '../../apps/server/test/fake-server.ts';
import { aliyunFake, LIMITED_MOBILE } from '../../apps/server/test/fake-sms-server.ts';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, openCompanySettings, visible } from '../support/flows.ts';

// Issue 15, SMS settings: the company administrator saves the company's own Alibaba Cloud SMS
// account (a local dysmsapi in this process, checking the signature with the company's secret)
// and sends a test message through it; a number the provider refuses shows its error code.
// Screenshots: e2e/artifacts/sms-settings-*.png.

const ACCOUNT = { accessKeyId: 'LTAIbrowserKey', accessKeySecret: 'browser secret' };

describe('SMS settings', () => {
  let s: TestServer;
  let sms: FakeServer;
  let browser: Browser;
  let companyId: number;
  const received: Record<string, string>[] = [];

  beforeAll(async () => {
    sms = await startFakeServer(aliyunFake(received, ACCOUNT));
    ({ s, companyId } = await startSiteServer());
    await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await sms?.close();
  });

  it('zh-CN admin: saves the company’s own provider and sends a test message', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await openCompanySettings(page, '短信');
    await visible(page.getByTestId('config-sms'));
    await page.getByTestId('sms-enabled').click();
    // Switched on without a signature: the shared rule's message, nothing saved.
    await page.getByTestId('sms-save').click();
    await visible(page.getByText('请输入短信签名'));
    await page.getByTestId('sms-accessKeyId').fill(ACCOUNT.accessKeyId);
    await page.getByTestId('sms-secret').fill(ACCOUNT.accessKeySecret);
    await page.getByTestId('sms-signName').fill('学习平台');
    await page.getByTestId('sms-loginTemplate').fill('SMS_900001');
    await page.getByTestId('sms-resetTemplate').fill('SMS_900002');
    await page.getByTestId('sms-baseUrl').fill(sms.origin);
    await page.getByTestId('sms-save').click();
    await visible(page.getByText('已保存', { exact: true }));
    await visible(page.getByText('已保存密钥，留空则保持不变'));
    expect(await page.getByTestId('sms-secret').inputValue()).toBe('');

    await page.getByTestId('sms-test-mobile').fill('13912345678');
    await page.getByTestId('sms-test').click();
    await visible(page.getByText('服务商已接受短信，请查看手机。'));
    expect(received.map((p) => [p.PhoneNumbers, p.SignName, p.AccessKeyId])).toEqual([
      ['13912345678', '学习平台', ACCOUNT.accessKeyId],
    ]);
    await snap(page, 'sms-settings-zh-CN-1366');

    // The next within the minute is refused.
    await page.getByTestId('sms-test').click();
    await visible(page.getByText('测试短信每分钟只能发送一条，请稍后再试'));
    await context.close();
  });

  it('en-US admin: a number the provider refuses shows its code and message', async () => {
    // The admin site is a desktop site (the phone sizes are the learner site's).
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl, locale: 'en-US' });
    await openCompanySettings(page, 'SMS', true);
    await visible(page.getByText('A secret is saved; leave empty to keep it'));
    await (await visible(page.getByTestId('sms-test-mobile'))).fill('1234');
    await page.getByTestId('sms-test').click();
    await visible(page.getByText('Please enter a valid mobile number'));
    await page.getByTestId('sms-test-mobile').fill(LIMITED_MOBILE);
    // A minute later (the company's minute let pass).
    await s.state.del(`sms:test:wait:${companyId}`);
    await page.getByTestId('sms-test').click();
    await visible(
      page.getByText(
        'The SMS provider refused the message: isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1',
      ),
    );
    await snap(page, 'sms-settings-en-US-1366');
    await context.close();
  });
});

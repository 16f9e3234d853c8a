import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { makeDocx, uploadForm } from '../../apps/server/test/files-fixtures.ts';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';

// Issue 16, the Jobs page: with no LibreOffice (SOFFICE_PATH names none) a document's
// conversion fails for good; the administrator sees the failed, dead-lettered job with its
// reason and retries it. Screenshots: e2e/artifacts/jobs-*.png.

describe('Jobs page', () => {
  let s: TestServer;
  let browser: Browser;
  let token = '';

  beforeAll(async () => {
    ({ s } = await startSiteServer({ SOFFICE_PATH: '/nonexistent/soffice' }));
    token = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it('zh-CN admin: sees a failed conversion and retries it', async () => {
    const upload = await s.api.call('POST', '/api/manage/upload/file', {
      raw: uploadForm('季度简报.docx', makeDocx('季度简报'), 'document'),
      token,
    });
    expect(upload.body.ret, upload.body.msg).toBe(0);

    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/manage/login');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await visible(page.getByTestId('admin-welcome'));
    await page.goto('/manage/jobs');
    const table = await visible(page.getByTestId('jobs-table'));
    // The conversion fails within moments: refresh until the failed row is there.
    const failedTag = table.getByText('失败', { exact: true });
    for (let i = 0; i < 40 && !(await failedTag.isVisible()); i++) {
      await page.getByTestId('jobs-refresh').click();
      await page.waitForTimeout(250);
    }
    await visible(failedTag);
    await visible(table.getByText('已转入死信'));
    // The reason in the admin's language, not the message key.
    await visible(table.getByText(/^服务器未安装 LibreOffice/));
    await visible(table.getByText('1 / 1'));
    await snap(page, 'jobs-zh-CN-1366');

    await table.locator('[data-testid^="job-retry-"]').click();
    await visible(page.getByText('已重新排队'));
    // It runs once more and fails again (still no converter): two attempts now.
    const twice = table.getByText('2 / 2');
    const failedTwice = async () => (await twice.isVisible()) && (await failedTag.isVisible());
    for (let i = 0; i < 40 && !(await failedTwice()); i++) {
      await page.getByTestId('jobs-refresh').click();
      await page.waitForTimeout(250);
    }
    await visible(twice);
    await visible(failedTag);
    await snap(page, 'jobs-zh-CN-1366-retried');
    await context.close();
  });

  it('en-US admin: the same job and its reason in English (the admin site is PC only, spec s.6)', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/manage/login');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await visible(page.getByTestId('admin-welcome'));
    await chooseLanguage(page, 'English');
    await page.goto('/manage/jobs');
    const table = await visible(page.getByTestId('jobs-table'));
    await visible(table.getByText('Failed', { exact: true }));
    await visible(table.getByText('Dead-lettered'));
    await visible(table.getByText(/^LibreOffice is not installed on the server/));
    await snap(page, 'jobs-en-US-1366');
    await context.close();
  });
});

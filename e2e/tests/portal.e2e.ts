import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  openCompanySettings,
  visible,
} from '../support/flows.ts';

// Issue 15, /portal (spec s.2 Public): the administrator writes the portal's heading and
// introduction, uploads its picture and makes the home page the portal; a signed-out visitor of
// the home then lands on the portal, and its "Sign in" opens the login (which stays). The server
// runs in this process over its own data, so the shared server's home is not changed.
// Screenshots: e2e/artifacts/portal-*.png.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const TITLE = '与 Ascent 一起成长';
const INTRO = '新员工入职培训、岗位课程与考试，都在这里。';

describe('the portal', () => {
  let s: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    const site = await startSiteServer();
    s = site.s;
    await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it('zh-CN admin: writes the portal, uploads its picture and makes the home page the portal', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    // The standard home page: a signed-out visit of the home is the login.
    await page.goto('/');
    await page.waitForURL('**/login?redirect=*');
    await openCompanySettings(page, '门户');
    const form = page.getByTestId('config-form-portal');
    await (await visible(form.getByTestId('config-portalTitle'))).fill(TITLE);
    await form.getByTestId('config-portalIntro').fill(INTRO);
    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'cover-source.png'));
    await expect
      .poll(() => form.getByTestId('config-portalImage-url').inputValue(), { timeout: 30_000 })
      .toMatch(/^\/api\/files\/logos\//);
    await form.getByTestId('config-save').click();
    await visible(page.getByText('已保存'));
    await snap(page, 'portal-admin-zh-CN-1366');

    await page.getByRole('tab', { name: '功能开关', exact: true }).click();
    const features = page.getByTestId('config-form-features');
    await (await visible(features.getByText('门户', { exact: true }))).click();
    await features.getByTestId('config-save').click();
    await expect.poll(() => page.getByText('已保存').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('zh-CN, on a computer: the home sends a signed-out visitor to the portal; "Sign in" opens the login', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/');
    await page.waitForURL('**/portal');
    expect(await (await visible(page.getByTestId('portal-title'))).textContent()).toBe(TITLE);
    expect(await page.getByTestId('portal-intro').textContent()).toBe(INTRO);
    expect(await page.getByTestId('portal-company').textContent()).toContain('Ascent Demo Co.');
    const picture = page.locator('img.portal__picture');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
    await snap(page, 'portal-zh-CN-1366');

    await page.getByTestId('portal-cta-sign-in').click();
    await page.waitForURL('**/login');
    await visible(page.getByTestId('login-forgot'));
    // Another page keeps the login redirect.
    await page.goto('/course');
    await page.waitForURL('**/login?redirect=%2Fcourse');
    await visible(page.getByTestId('login-forgot'));
    await context.close();
  });

  it('en-US, on a phone: the portal fits the screen', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      ...PHONE,
    });
    await page.goto('/portal');
    await visible(page.getByTestId('portal-title'));
    await chooseLanguage(page, 'English');
    await visible(page.getByTestId('portal-sign-in').getByText('Sign in'));
    await visible(page.getByText('Training programmes'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await snap(page, 'portal-en-US-390');
    await context.close();
  });
});

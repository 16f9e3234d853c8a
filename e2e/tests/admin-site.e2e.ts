import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  answersWith,
  DEMO_PASSWORD,
  signIn,
  stillVisibleAfter,
  visible,
} from '../support/flows.ts';
import { startAppServer, type AppServer } from '../../apps/server/test/app-process.ts';

// The admin site at /manage: its own sign-in (administrators, and unit managers and supervisors
// for the dashboard and reports: manager-site.e2e.ts), the same forced password change, and the
// dashboard frame. A server of its own: the administrator's first
// sign-in is the point, and other files sign the demo administrator in (and change its
// password) whatever order they run in.
describe('admin site', () => {
  let browser: Browser;
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses a learner and keeps them signed out', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN', baseUrl: server.baseUrl });
    await page.goto('/manage');
    await page.waitForURL(/\/manage\/login\?redirect=%2Fmanage/);
    await signIn(page, 'learner', DEMO_PASSWORD);
    await visible(page.getByTestId('login-form').getByText('该账号没有管理员权限'));
    expect(new URL(page.url()).pathname).toBe('/manage/login');
    expect(await page.evaluate(() => localStorage.getItem('manage_access_token'))).toBeNull();
    await context.close();
  });

  it('signs an administrator in through the forced change to the dashboard, and out again', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN', baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    // Until the change, the dashboard waits behind the modal: it makes no call to be refused.
    const refused = answersWith(page, '请先修改密码再继续');
    await signIn(page, 'admin', DEMO_PASSWORD);
    const modal = await visible(page.getByTestId('change-password-modal'));
    expect(await page.getByTestId('admin-layout').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await stillVisibleAfter(modal, 400);
    await page.getByTestId('new-password').fill('short');
    await page.getByTestId('confirm-password').fill('short');
    await page.getByTestId('change-password-submit').click();
    await visible(modal.getByText('密码长度须为 8 到 160 位'));
    await page.getByTestId('new-password').fill(ADMIN_PASSWORD);
    await page.getByTestId('confirm-password').fill(ADMIN_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await modal.waitFor({ state: 'hidden', timeout: 20_000 });

    const welcome = await visible(page.getByTestId('admin-welcome'));
    expect(refused).toEqual([]);
    const text = await welcome.textContent();
    expect(text).toContain('系统管理员');
    expect(text).toContain('Ascent Demo Co.');
    await snap(page, 'admin-dashboard');

    await page.getByTestId('admin-user-menu').click();
    await (await visible(page.getByTestId('admin-logout'))).click();
    await page.waitForURL(/\/manage\/login/);
    await page.goto('/manage');
    await page.waitForURL(/\/manage\/login/);
    await context.close();
  });

  it('on a phone the menu folds behind its tab, opens over the page and folds once a page is chosen', async () => {
    const { context, page } = await newPage(browser, {
      locale: 'zh-CN',
      baseUrl: server.baseUrl,
      width: 390,
      height: 844,
    });
    await page.goto('/manage/login');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await visible(page.getByTestId('admin-welcome'));
    const sider = page.getByTestId('admin-sider');
    const menuWidth = async () => (await sider.boundingBox())?.width ?? 0;
    expect(await menuWidth()).toBe(0);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBe(0);
    await snap(page, 'admin-phone-folded');

    await page.locator('.ant-layout-sider-zero-width-trigger').click();
    await expect.poll(menuWidth).toBeGreaterThan(200);
    expect(await sideways()).toBe(0);
    await snap(page, 'admin-phone-menu');
    await sider.getByRole('menuitem', { name: '用户管理' }).click();
    await page.waitForURL(/\/manage\/users$/);
    await expect.poll(menuWidth).toBe(0);
    await visible(page.locator('.ant-table-row').first());
    await snap(page, 'admin-phone-users');
    await context.close();
  });
});

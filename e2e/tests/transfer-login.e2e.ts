import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TTransferTicket } from '@ascent/shared/auth';
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { chooseLanguage, visible } from '../support/flows.ts';

// Issue 15, the login transfer in Chromium: a page opened with ?tgtn=… (a ticket the person's
// session on another site asked for, study/me/transfer) signs them in through /login/transfer
// and lands on that page; the same link again is refused on the page. /login_error shows its
// reason in the page's language. Screenshots: e2e/artifacts/transfer-*.png, login-error-*.png.

describe('Login transfer', () => {
  let s: TestServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    const site = await startSiteServer();
    s = site.s;
    const person = await buildUser(s.db, { companyId: site.companyId, realName: '跨站登录验证' });
    token = (await s.api.login(person.account, TEST_PASSWORD)).token;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  const newTicket = async () => {
    const res = await s.api.post<TTransferTicket>('/api/study/me/transfer', {}, { token });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.tgtn;
  };

  it('zh-CN 1366: a tgtn link lands signed in on its page; the same link again is refused', async () => {
    const tgtn = await newTicket();
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto(`/audit?tab=todo&tgtn=${tgtn}`);
    await page.waitForURL(`${s.baseUrl}/audit?tab=todo`);
    await visible(page.getByText('跨站登录验证').first());
    await visible(page.getByTestId('audit-tabs'));
    await snap(page, 'transfer-landed-zh-CN');
    await context.close();

    const again = await newPage(browser, { baseUrl: s.baseUrl });
    await again.page.goto(`/audit?tab=todo&tgtn=${tgtn}`);
    const error = await visible(again.page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toContain('登录链接已失效');
    await snap(again.page, 'transfer-replayed-zh-CN');
    await again.context.close();
  });

  it('en-US at 390 px: /login_error tells its reason; an unknown reason reads as a failure', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      ...PHONE,
    });
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await page.goto('/login_error?reason=noAccount');
    const error = await visible(page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBe(
      'No matching account. Please contact your administrator',
    );
    await visible(page.getByTestId('sign-on-password'));
    await snap(page, 'login-error-en-US');
    await page.goto('/login_error?reason=<b>pwned</b>');
    expect(await (await visible(page.getByTestId('sign-on-error'))).textContent()).toBe(
      'Sign-in failed. Please sign in again',
    );
    await context.close();
  });
});

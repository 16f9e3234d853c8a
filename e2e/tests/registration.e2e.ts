import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/http.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  pickOption,
  signIn,
  visible,
  openCompanySettings,
} from '../support/flows.ts';

// Issue 15, registration: a person registers on /register with the site's company (its
// administrator opened registration) and signs in; an enterprise registers on /register/company
// and its first administrator signs in. The server runs in this process (the built sites
// served), so the test reads the captcha's answer from its shared state, as a person reads the
// image. Screenshots: e2e/artifacts/registration-*.png.

const PASSWORD = 'Fern8$Quay_36';

describe('registration', () => {
  let s: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    const site = await startSiteServer({ REGISTER_ENTERPRISES: 'on' });
    s = site.s;
    await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  /** Resolves with the data of the next captcha the page fetches. */
  const nextCaptcha = (page: Page) =>
    page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/study/captcha')
      .then(async (r) => ((await r.json()) as { data: { captchaKey: string } }).data);
  /** Types the answer to the captcha the page shows (read from the server, as a person reads it). */
  async function answerCaptcha(page: Page, shown: Promise<{ captchaKey: string }>) {
    const answer = await s.state.get(`captcha:${(await shown).captchaKey}`);
    expect(answer, 'the captcha the page shows').toBeTruthy();
    await page.getByTestId('register-captcha').fill(answer!);
  }
  async function fill(page: Page, values: Record<string, string>) {
    for (const [field, value] of Object.entries(values))
      await page.getByTestId(`register-${field}`).fill(value);
  }

  it('zh-CN admin: opens registration, with its landing department and its texts', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    // Closed: the login page offers no registration.
    await page.goto('/login');
    await visible(page.getByTestId('login-forgot'));
    expect(await page.getByTestId('login-register').count()).toBe(0);
    await openCompanySettings(page, '注册');
    await (await visible(page.getByTestId('registration-open'))).click();
    // Open without a landing department: refused in the form.
    await page.getByTestId('registration-save').click();
    await visible(page.getByText('开放注册前请选择新用户所在的部门'));
    await pickOption(page, '新用户所在部门', '人力资源部');
    await page
      .getByTestId('registration-agreement-zh_CN')
      .fill('第一条 本协议适用于学习平台的注册与使用。\n第二条 请妥善保管账号与密码。');
    await page.getByRole('tab', { name: 'English' }).first().click();
    await page
      .getByTestId('registration-agreement-en_US')
      .fill('1. This agreement covers registering on and using the learning site.');
    await page.getByTestId('registration-privacy-zh_CN').fill('我们只为学习服务使用您的信息。');
    await page.getByTestId('registration-save').click();
    await visible(page.getByText('已保存'));
    await snap(page, 'registration-admin-zh-CN-1366');
    await context.close();
  });

  it('zh-CN, on a computer: a person registers with the site company and signs in', async () => {
    const { page, context } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/login');
    const shown = nextCaptcha(page);
    await (await visible(page.getByTestId('login-register'))).click();
    await page.waitForURL('**/register');
    await expect(
      (await visible(page.getByTestId('register-enterprise'))).textContent(),
    ).resolves.toContain('Ascent Demo Co.');
    // The shared rules first, before anything is sent.
    await page.getByTestId('register-submit').click();
    await visible(page.getByText('请输入正确的手机号码'));
    await visible(page.getByText('请阅读并同意用户协议和隐私政策'));
    // A taken account is told as it is typed.
    await page.getByTestId('register-account').fill('learner');
    await visible(page.getByText('该账号已被使用'));
    await fill(page, {
      account: 'xiaomei2026',
      password: PASSWORD,
      confirm: PASSWORD,
      realName: '林小梅',
      mobile: '13712345678',
      email: 'xiaomei@example.com',
      area: '上海',
      address: '浦东新区世纪大道 1 号',
    });
    await visible(page.getByText('该账号可以使用'));
    await answerCaptcha(page, shown);
    await page.getByTestId('register-agree').check();
    await snap(page, 'registration-person-zh-CN-1366');
    // The terms box links to the texts the admin wrote.
    const [agreement] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('register-agreement-link').click(),
    ]);
    await visible(
      agreement.getByText('第一条 本协议适用于学习平台的注册与使用。', { exact: false }),
    );
    await agreement.close();

    await page.getByTestId('register-submit').click();
    await expect(
      (await visible(page.getByTestId('register-done'))).textContent(),
    ).resolves.toContain('注册成功，请登录');
    await page.getByTestId('register-to-login').click();
    await signIn(page, 'xiaomei2026', PASSWORD);
    await visible(page.getByTestId('app-header'));
    await context.close();
  });

  it('zh-CN, on a phone: the agreement and the privacy policy', async () => {
    const { page, context } = await newPage(browser, {
      baseUrl: s.baseUrl,
      ...PHONE,
    });
    await page.goto('/mine/useragreement');
    await visible(page.getByTestId('terms-text'));
    await page.waitForFunction(() => document.title.includes('用户协议'));
    await snap(page, 'registration-agreement-zh-CN-390');
    await page.goto('/register');
    await visible(page.getByTestId('register-account'));
    await snap(page, 'registration-person-zh-CN-390');
    await context.close();
  });

  it('en-US: an enterprise registers and its administrator signs in', async () => {
    const { page, context } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto('/register/company');
    await chooseLanguage(page, 'English');
    await visible(page.getByTestId('register-enterpriseName'));
    // A new captcha image, whose answer the test reads.
    const shown = nextCaptcha(page);
    await page.locator('.captcha-image').click();
    await fill(page, {
      enterpriseName: 'Orchid Robotics',
      domain: 'learn.orchid-robotics.example.com',
      account: 'orchid_admin',
      password: PASSWORD,
      confirm: PASSWORD,
      realName: 'Ada Wu',
      mobile: '13812345678',
    });
    // An unaccepted agreement is refused in the form.
    await page.getByTestId('register-submit').click();
    await visible(
      page.getByText('Please read and accept the user agreement and the privacy policy'),
    );
    await page.getByTestId('register-agree').check();
    await snap(page, 'registration-company-en-US-1366');
    await answerCaptcha(page, shown);
    await page.getByTestId('register-submit').click();
    await expect(
      (await visible(page.getByTestId('register-done'))).textContent(),
    ).resolves.toContain('Registered. Please sign in');
    await page.getByTestId('register-to-login').click();
    await signIn(page, 'orchid_admin', PASSWORD);
    await visible(page.getByTestId('app-header'));
    const login = await s.api.login('orchid_admin', PASSWORD);
    expect(login.isAdmin).toBe(true);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createReadyLearner } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, chooseLanguage, signIn, visible } from '../support/flows.ts';

// Issue 15, QR login across two browsers: a computer's login page shows a code; a phone signed
// in to the learner site opens it, sees whom it will sign in as, and confirms (the computer
// lands on the home, signed in) or cancels (the computer says so and offers a new code). A code
// that is no longer valid says so on the phone. Screenshots:
// e2e/artifacts/qr-login-{computer,phone}-{zh-CN,en-US}.png.

const LEARNER = 'e2e_qr_login';
const LEARNER_NAME = '扫码登录验证';
const LEARNER_INITIAL = 'Qr6#Fern_40';
const LEARNER_PASSWORD = 'Qr9$Wren_63';

const COMPUTER = { width: 1366, height: 768 };

/** The computer's login page on its QR tab: the address its code holds. */
async function showCode(page: Page): Promise<string> {
  await (await visible(page.getByTestId('login-method-qr'))).click();
  const code = await visible(page.getByTestId('qr-login-code'));
  const address = await code.getAttribute('data-address');
  expect(address).toMatch(/\/login\/scan\?code=[\w-]{20,}$/);
  return new URL(address!).pathname + new URL(address!).search;
}

/** A phone signed in as the learner, in `language`. */
async function signedInPhone(browser: Browser, language: '简体中文' | 'English') {
  const phone = await newPage(browser, PHONE);
  await phone.page.goto('/login');
  if (language !== '简体中文') await chooseLanguage(phone.page, language);
  await signIn(phone.page, LEARNER, LEARNER_PASSWORD);
  await visible(phone.page.getByTestId('app-header'));
  return phone;
}

describe('QR login', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyLearner(baseUrl(), {
      account: LEARNER,
      realName: LEARNER_NAME,
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138093',
      employeeNo: 'E-1515',
    });
  });
  afterAll(() => browser?.close());

  it('zh-CN: the phone confirms and the computer is signed in as its owner', async () => {
    const computer = await newPage(browser, COMPUTER);
    await computer.page.goto('/login');
    const address = await showCode(computer.page);
    await expect
      .poll(() => computer.page.getByTestId('qr-login-state').textContent())
      .toBe('请使用已登录的手机扫描二维码');
    await snap(computer.page, 'qr-login-computer-zh-CN');

    const phone = await signedInPhone(browser, '简体中文');
    await phone.page.goto(address);
    await expect
      .poll(() => phone.page.getByTestId('qr-scan-who').textContent())
      .toContain(LEARNER_NAME);
    await expect(
      phone.page.getByRole('heading', { name: '确认在电脑上登录？' }).count(),
    ).resolves.toBe(1);
    // The computer hears of the scan.
    await expect
      .poll(() => computer.page.getByTestId('qr-login-state').textContent(), { timeout: 10_000 })
      .toBe('扫描成功，请在手机上确认登录');
    await snap(phone.page, 'qr-login-phone-zh-CN');
    await phone.page.getByTestId('qr-scan-confirm').click();
    await expect
      .poll(() => phone.page.getByTestId('qr-scan-done').textContent())
      .toBe('已在电脑上登录');

    await computer.page.waitForURL(/\/study$/, { timeout: 15_000 });
    await visible(computer.page.getByTestId('app-header'));
    const profile = await computer.page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const res = await fetch('/api/study/me/profile', {
        headers: { Authorization: `token ${token}` },
      });
      return ((await res.json()) as { data: { realName: string } }).data.realName;
    });
    expect(profile).toBe(LEARNER_NAME);
    // The phone's own session goes on.
    await phone.page.goto('/study');
    await visible(phone.page.getByTestId('app-header'));
    await computer.context.close();
    await phone.context.close();
  });

  it('en-US: the phone cancels, the computer says so and offers a new code; a spent code is refused', async () => {
    const computer = await newPage(browser, COMPUTER);
    await computer.page.goto('/login');
    await chooseLanguage(computer.page, 'English');
    const address = await showCode(computer.page);
    const phone = await signedInPhone(browser, 'English');
    await phone.page.goto(address);
    await expect
      .poll(() => phone.page.getByTestId('qr-scan-who').textContent())
      .toBe(`The computer will be signed in as ${LEARNER_NAME} (${LEARNER})`);
    await phone.page.getByTestId('qr-scan-cancel').click();
    await expect
      .poll(() => phone.page.getByTestId('qr-scan-done').textContent())
      .toBe('The computer was not signed in');
    await expect
      .poll(() => computer.page.getByTestId('qr-login-over').textContent(), { timeout: 10_000 })
      .toBe('The sign-in was cancelled on the phone');
    await snap(computer.page, 'qr-login-computer-en-US');
    expect(computer.page.url()).toMatch(/\/login$/);

    // A new code, and the old one is spent.
    await computer.page.getByTestId('qr-login-renew').click();
    await expect
      .poll(async () => computer.page.getByTestId('qr-login-code').getAttribute('data-address'))
      .not.toContain(address);
    await phone.page.goto(address);
    await expect
      .poll(() => phone.page.getByTestId('qr-scan-error').textContent())
      .toBe('Your QR code is invalid');
    await snap(phone.page, 'qr-login-phone-en-US');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await computer.context.close();
    await phone.context.close();
  });
});

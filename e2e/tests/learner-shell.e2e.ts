import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createReadyLearner } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, chooseLanguage, signIn, visible } from '../support/flows.ts';

// Issue 14: the learner site's shell (header, menu, footer) is drawn without the component kit,
// so that a page made without antd inside it loads none. Its menus are usable by keyboard
// (arrows, Escape with the focus back), the main menu never wraps (what does not fit goes
// under 'more'), and on a phone the menu folds behind a button that opens a panel.

const LEARNER = 'e2e_shell_learner';
const LEARNER_INITIAL = 'Sh5#Pine_27';
const LEARNER_PASSWORD = 'Sh8$Fern_64';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe-core's serious and critical findings on the page as it is (a menu open), as text. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    return ((await axe.run(document)) as { violations: unknown[] }).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the learner shell without the component kit (issue 14)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyLearner(baseUrl(), {
      account: LEARNER,
      realName: '外壳检查',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138077',
      employeeNo: 'E-1477',
    });
  });
  afterAll(() => browser?.close());

  it('1366 px: a one-line menu with the page marked, keyboard menus, no antd in the header', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    const header = await visible(page.getByTestId('app-header'));
    const menu = await visible(page.getByTestId('header-menu'));
    await page.waitForLoadState('networkidle');

    // Nothing of antd's in the header: its markup is the shell's own.
    expect(await header.locator('[class*="ant-"]').count()).toBe(0);

    // The page's entry is marked; the entries stay on one line inside the bar.
    const current = menu.locator('[aria-current]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Home');
    const bar = (await menu.boundingBox())!;
    for (const box of await menu
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(Math.abs(box.top - bar.y)).toBeLessThan(1);
      expect(box.right).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    }

    // 'More' holds the rest: a menu by keyboard, its entries links that navigate.
    const more = page.getByTestId('header-menu-more');
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await visible(page.getByRole('menu'));
    const first = await focusedText(page);
    expect(first).not.toBe('');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(first);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await focusedTestId(page)).toBe('header-menu-more');
    await more.click();
    expect(await seriousViolations(page)).toEqual([]);
    const target = page.getByRole('menuitem', { name: 'My centre' });
    // From the home (made without the kit) to a page with it: the kit loads under the header,
    // which stays the same element (KitOutlet), not redrawn behind a full-window spinner.
    await header.evaluate((el) => el.setAttribute('data-kept', 'yes'));
    await target.click();
    await page.waitForURL(/\/mine/);
    // The address changes first; the header marks 'more' once it has drawn the new page.
    await expect
      .poll(() => more.getAttribute('class'), { timeout: 10_000 })
      .toContain('header-menu__link--current');
    await visible(page.locator('.ant-tabs, .ant-card').first());
    expect(await page.getByTestId('app-header').getAttribute('data-kept')).toBe('yes');

    // The avatar's menu: Enter opens it onto its first entry, arrows wrap, Escape gives the
    // focus back; the language menu marks the language shown.
    const avatar = page.getByTestId('avatar-menu');
    await avatar.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem', { name: 'Personal information' }));
    expect(await focusedText(page)).toBe('Personal information');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Sign out');
    await snap(page, 'shell-avatar-menu-en-US');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await focusedTestId(page)).toBe('avatar-menu');
    await page.getByTestId('lang-switch').click();
    expect(await page.getByRole('menuitem', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');

    // The bell names the unread count; the search opens a field that Escape closes.
    expect(await page.getByTestId('message-bell').getAttribute('aria-label')).toMatch(
      /^Messages, \d+ unread$/,
    );
    await page.getByTestId('search-toggle').click();
    await visible(page.getByTestId('search-input'));
    await page.keyboard.press('Escape');
    await visible(page.getByTestId('search-toggle'));
    await snap(page, 'shell-1366-en-US');

    // A feature's texts come with its page: opened afresh, the title is its own, in English.
    await page.goto('/oneexam');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Daily exam');
    await context.close();
  });

  it('390 px: the menu button opens a panel of the entries under the header', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    const toggle = await visible(page.getByTestId('header-menu-toggle'));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panelId = (await toggle.getAttribute('aria-controls'))!;
    expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${panelId}"]`);
    await visible(panel.getByTestId('header-menu'));
    const box = (await panel.boundingBox())!;
    const headerBox = (await page.getByTestId('app-header').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(box.width).toBeGreaterThan(380);
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await snap(page, 'shell-390-menu-open');
    expect(await seriousViolations(page)).toEqual([]);

    // Escape closes it with the focus back on the button; a chosen entry closes it too.
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await focusedTestId(page)).toBe('header-menu-toggle');
    await toggle.click();
    await panel.getByRole('link', { name: '课程中心' }).click();
    await page.waitForURL(/\/course/);
    await expect
      .poll(() => toggle.getAttribute('aria-expanded'), { timeout: 10_000 })
      .toBe('false');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  REVIEWER_PASSWORD,
  signInDemo,
  visible,
} from '../support/flows.ts';

// Issue 3, what it must show: an administrator renames a menu entry in en-US at /manage, and
// the learner header shows the new name after a reload.
//
// Files share one server and run in name order; signInDemo signs in whatever earlier files did
// to the admin's and reviewer's passwords.

/** Renames the 'course' entry's en-US name in the admin menus page. */
async function renameCourse(page: Page, from: string, to: string) {
  await page.goto('/manage/menus');
  await visible(page.getByTestId('menus-table'));
  await (await visible(page.getByTestId('menu-edit-course'))).click();
  const english = await visible(page.getByTestId('menu-name-en_US'));
  expect(await english.inputValue()).toBe(from);
  await english.fill(to);
  // The save's answer, awaited for itself: on a busy machine it may take a while, and a refusal
  // is then reported by its message rather than by a form that did not close.
  const isSave = (url: string) => url.endsWith('/api/manage/menu/update');
  const saved = page.waitForResponse((r) => isSave(r.url()), { timeout: 60_000 });
  // When the save goes out, so that a failure says whether it was never sent or never answered
  // (once in CI, 2026-12-06, neither the answer nor the form's closing came within 60 s).
  const sent: string[] = [];
  const onRequest = (r: Request) => {
    if (isSave(r.url())) sent.push(new Date().toISOString());
  };
  page.on('request', onRequest);
  const clickedAt = new Date().toISOString();
  await page.getByTestId('menu-save').click();
  const response = await saved.catch((error: Error) => {
    const what = sent.length ? `sent at ${sent.join(', ')} but not answered` : 'never sent';
    throw new Error(`menu/update ${what} (Save clicked at ${clickedAt}): ${error.message}`);
  });
  page.off('request', onRequest);
  const answer = (await response.json()) as { ret: number; msg: string };
  expect(answer.ret, answer.msg).toBe(0);
  await page.getByTestId('menu-form').waitFor({ state: 'detached', timeout: 20_000 });
}

describe('menu rename', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("an admin renames the 'course' entry in en-US; the learner header shows it after a reload", async () => {
    const admin = await newPage(browser, { locale: 'zh-CN' });
    await admin.page.goto('/manage/login');
    await signInDemo(admin.page, 'admin', ADMIN_PASSWORD, admin.page.getByTestId('admin-welcome'));

    await renameCourse(admin.page, 'Courses', 'Learning Hub');
    await snap(admin.page, 'admin-menus');

    const learner = await newPage(browser, { locale: 'zh-CN' });
    const page = learner.page;
    await page.goto('/login');
    await signInDemo(page, 'reviewer', REVIEWER_PASSWORD, page.getByTestId('header-menu'));
    const menu = page.getByTestId('header-menu');
    expect(await menu.textContent()).toContain('课程中心');

    await chooseLanguage(page, 'English');
    await page.reload();
    await visible(menu.getByText('Learning Hub'));
    expect(await menu.textContent()).not.toContain('Courses');
    await snap(page, 'learner-menu-renamed');
    await learner.context.close();

    // Put the demo name back for the files that run later and expect it.
    await renameCourse(admin.page, 'Learning Hub', 'Courses');
    await admin.context.close();
  });
});

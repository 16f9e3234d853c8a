import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TPage } from '@ascent/shared/admin';
import type { TCourseCard } from '@ascent/shared/course';
import { apiCall } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser.ts';
import { chooseLanguage, REVIEWER_PASSWORD, signInDemo, visible } from '../support/flows.ts';

// Issue 22, replies: the demo manager comments on a demo course, the demo reviewer replies to
// that comment from the course page, and the manager finds the reply under "Replies to me" in
// the personal centre, marked new the first time only.

/** The manager's password once changed (no other file signs the manager in on this site). */
const MANAGER_PASSWORD = 'Pine!Harbor_64';
const COURSE = '信息安全基础培训';
const COMMENT = `Lock the screen (E2E ${Date.now()})`;
const REPLY = 'Agreed, and the drawer too';

async function openCourse(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const found = await apiCall<TPage<TCourseCard>>(
    baseUrl(),
    'study/course/list',
    { keyword: COURSE },
    token!,
  );
  const course = found.list.find((c) => c.title === COURSE);
  expect(course, COURSE).toBeDefined();
  await page.goto(`/course/detail?id=${course!.courseId}`);
  await visible(page.getByRole('region', { name: 'Comments' }));
}

describe('replies to my comments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A demo account signed in (in English) on the demo course's page. */
  async function courseAs(account: string, password: string) {
    const opened = await newPage(browser, { locale: 'en-US' });
    await opened.page.goto('/login');
    await signInDemo(opened.page, account, password, opened.page.getByTestId('header-menu'));
    await chooseLanguage(opened.page, 'English');
    await openCourse(opened.page);
    return opened;
  }

  it('a reply to my comment shows under Replies to me, new the first time', async () => {
    const manager = await courseAs('manager', MANAGER_PASSWORD);
    await manager.page.getByLabel('Write a comment').fill(COMMENT);
    await manager.page.getByRole('button', { name: 'Post comment' }).click();
    await visible(manager.page.getByText(COMMENT));

    const reviewer = await courseAs('reviewer', REVIEWER_PASSWORD);
    const item = reviewer.page.locator('.comment-list__item').filter({ hasText: COMMENT });
    await (await visible(item.getByRole('button', { name: 'Reply' }))).click();
    await visible(reviewer.page.getByText(/^Reply to /));
    await reviewer.page.getByLabel('Write a comment').fill(REPLY);
    await reviewer.page.getByRole('button', { name: 'Post reply' }).click();
    const posted = reviewer.page.locator('.comment-list__item').filter({ hasText: REPLY });
    await visible(posted.getByText(/^Reply to /));

    await manager.page.goto('/mine/replies');
    const row = await visible(manager.page.locator('.mine-items li').filter({ hasText: REPLY }));
    await visible(row.getByText('New', { exact: true }));
    expect(await row.textContent()).toContain(`My comment: ${COMMENT}`);
    await visible(row.getByRole('link', { name: COURSE }));
    await snap(manager.page, 'replies-to-me');
    // Read now: the tag is gone after a reload.
    await manager.page.reload();
    const again = await visible(manager.page.locator('.mine-items li').filter({ hasText: REPLY }));
    expect(await again.getByText('New', { exact: true }).count()).toBe(0);
    await manager.context.close();
    await reviewer.context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, signIn, signInDemo, visible } from '../support/flows.ts';

// Issue 3, messages and the admin hand-over: an administrator sends a message to everyone and
// a learner page that is already open shows it on the bell without a reload; the learner reads
// it at /mine/msg and marks everything read. The learner site's admin link and a login
// redirect to a manage path land on the admin site signed in, through a one-time code.

/** The lecturer's password once changed: first-login.e2e.ts (which runs first) chose it. */
const LECTURER_PASSWORD = 'Gr4ve!Lamp_91';

/** Signs the demo admin in on the page's login form (either site), landing on `signedIn`. */
const signInAsAdmin = (page: Page, signedIn: string) =>
  signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId(signedIn));

/** The demo lecturer, whose password first-login.e2e.ts changed (or this file, run alone). */
const signInAsLecturer = (page: Page) =>
  signInDemo(page, 'lecturer', LECTURER_PASSWORD, page.getByTestId('message-bell'));

const bellCount = async (page: Page) =>
  Number(await page.getByTestId('message-bell').getAttribute('data-count'));

describe('messages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a message to everyone reaches an open learner page live; read, then all read', async () => {
    // The learner's page is open before anything is sent.
    const learner = await newPage(browser, { locale: 'en-US' });
    await learner.page.goto('/login');
    await signInAsLecturer(learner.page);
    const before = await bellCount(learner.page);
    // Anything that reloads the page would lose this.
    await learner.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const admin = await newPage(browser, { locale: 'en-US' });
    await admin.page.goto('/manage/login');
    await signInAsAdmin(admin.page, 'admin-welcome');
    await admin.page.goto('/manage/messages/send');
    const form = await visible(admin.page.getByTestId('msg-send-form'));
    // An empty form is refused with the shared rules' messages.
    await admin.page.getByTestId('msg-send').click();
    // (the admin site speaks zh-CN until another language is chosen)
    await visible(form.getByText('请输入标题'));
    await visible(form.getByText('内容不能为空'));
    // The other audiences: the department tree and the people search (then back to everyone).
    const audience = admin.page.getByTestId('msg-audience');
    await audience.getByText('按部门').click();
    await admin.page.getByLabel('部门（含下级部门）', { exact: true }).click();
    await visible(
      admin.page.locator('.ant-select-dropdown:visible .ant-select-tree-title', {
        hasText: '技术部',
      }),
    );
    await admin.page.keyboard.press('Escape');
    await audience.getByText('指定人员').click();
    await admin.page.getByLabel('人员', { exact: true }).fill('lectur');
    await visible(
      admin.page.locator('.ant-select-dropdown:visible .ant-select-item-option-content', {
        hasText: '(lecturer)',
      }),
    );
    // Once typing pauses, only the matching people are offered.
    await admin.page.waitForFunction(
      () =>
        [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option-content')]
          .map((el) => el.textContent)
          .join('|') === '王讲师 (lecturer)',
      undefined,
      { timeout: 10_000 },
    );
    await snap(admin.page, 'admin-send-people');
    await admin.page.keyboard.press('Escape');
    await audience.getByText('全体人员').click();

    const title = `Fire drill ${Date.now()}`;
    await admin.page.getByTestId('msg-title').fill(title);
    // Rich text in the one editor: a bold phrase and a second paragraph.
    await admin.page.getByTestId('msg-content-content').click();
    await admin.page.keyboard.type('Assemble at the ');
    await admin.page.getByTestId('msg-content').getByRole('button', { name: '加粗' }).click();
    await admin.page.keyboard.type('east gate');
    await admin.page.getByTestId('msg-content').getByRole('button', { name: '加粗' }).click();
    await admin.page.keyboard.type('.');
    await admin.page.keyboard.press('Enter');
    await admin.page.keyboard.type('Bring your badge.');
    await snap(admin.page, 'admin-send-message');
    await admin.page.getByTestId('msg-send').click();
    await admin.page.waitForURL(/\/manage\/messages$/);
    await visible(admin.page.getByTestId('msg-sent-table').getByText(title));
    // A second one, so that "mark all read" has something left to read.
    const second = `Canteen menu ${Date.now()}`;
    await admin.page.getByTestId('msg-new').click();
    await visible(admin.page.getByTestId('msg-send-form'));
    await admin.page.getByTestId('msg-title').fill(second);
    await admin.page.getByTestId('msg-content-content').click();
    await admin.page.keyboard.type('Noodles on Friday.');
    await admin.page.getByTestId('msg-send').click();
    await admin.page.waitForURL(/\/manage\/messages$/);
    await visible(admin.page.getByTestId('msg-sent-table').getByText(second));

    // The bell goes up without a reload (well before the 60 s poll).
    await learner.page.waitForFunction(
      (n) =>
        Number(
          document.querySelector('[data-testid="message-bell"]')?.getAttribute('data-count'),
        ) === n,
      before + 2,
      { timeout: 15_000 },
    );
    expect(
      await learner.page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);

    // The bell leads to /mine/msg, where the message is unread; opening it reads it.
    await learner.page.getByTestId('message-bell').click();
    await learner.page.waitForURL(/\/mine\/msg$/);
    const list = await visible(learner.page.getByTestId('msg-list'));
    const item = list.locator('[data-testid^="msg-item-"]', { hasText: title });
    await item.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await item.getAttribute('data-read')).toBe('0');
    await snap(learner.page, 'learner-messages-unread');
    await item.locator('.msg-item__body').click();
    const drawer = await visible(learner.page.getByTestId('msg-drawer'));
    const content = learner.page.getByTestId('msg-content');
    expect(await content.locator('p').allTextContents()).toEqual([
      'Assemble at the east gate.',
      'Bring your badge.',
    ]);
    expect(await content.locator('strong').textContent()).toBe('east gate');
    await snap(learner.page, 'learner-message-drawer');
    await learner.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 10_000 });
    await learner.page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid^="msg-item-"]')].some(
          (el) => el.textContent?.includes(t) && el.getAttribute('data-read') === '1',
        ),
      title,
      { timeout: 10_000 },
    );
    expect(await bellCount(learner.page)).toBe(before + 1);

    // Mark all read: the bell shows 0.
    await learner.page.getByTestId('msg-read-all').click();
    await learner.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="message-bell"]')?.getAttribute('data-count') === '0',
      undefined,
      { timeout: 10_000 },
    );
    expect(await learner.page.getByTestId('msg-read-all').isDisabled()).toBe(true);
    await snap(learner.page, 'learner-messages-all-read');

    // The sent list counts the reader.
    await admin.page.reload();
    const sentRow = admin.page.getByTestId('msg-sent-table').locator('tr', { hasText: title });
    await sentRow.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await sentRow.textContent()).toMatch(/1\/\d+/);
    await snap(admin.page, 'admin-sent-messages');
    await admin.context.close();
    await learner.context.close();
  });

  it('the learner site\u2019s admin link opens the admin site signed in, once', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await signInAsAdmin(page, 'admin-link');
    const learnerToken = await page.evaluate(() => localStorage.getItem('access_token'));
    const handovers = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/manage/handover'))
        handovers.add(frame.url());
    });
    await page.getByTestId('admin-link').click();
    await visible(page.getByTestId('admin-welcome'));
    expect(new URL(page.url()).pathname).toBe('/manage');
    expect(new URL(page.url()).search).toBe('');
    expect(handovers.size).toBe(1);
    const [handoverUrl] = [...handovers];
    expect(handoverUrl).toMatch(/\/manage\/handover\?code=[\w-]{40,}$/);
    const adminToken = await page.evaluate(() => localStorage.getItem('manage_access_token'));
    expect(adminToken).toBeTruthy();
    expect(adminToken).not.toBe(learnerToken);
    // The learner site's session is untouched.
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(learnerToken);
    await snap(page, 'handover-admin-dashboard');

    // The same hand-over link again, elsewhere: the code is spent, the login page says so.
    const other = await newPage(browser, { locale: 'en-US' });
    await other.page.goto(handoverUrl!);
    await other.page.waitForURL(/\/manage\/login\?/);
    await visible(other.page.getByTestId('handover-failed'));
    expect(await other.page.getByTestId('handover-failed').textContent()).toContain(
      '登录凭证无效或已过期',
    );
    expect(await other.page.evaluate(() => localStorage.getItem('manage_access_token'))).toBeNull();
    await other.context.close();
    await context.close();
  });

  it('a learner-site login with a manage redirect lands there signed in', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`/login?redirect=${encodeURIComponent('/manage/messages')}`);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/manage\/messages$/, { timeout: 20_000 });
    await visible(page.getByTestId('msg-sent-table'));
    expect(await page.evaluate(() => localStorage.getItem('manage_access_token'))).toBeTruthy();
    await context.close();
  });
});

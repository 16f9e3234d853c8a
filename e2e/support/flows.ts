import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
/**
 * The passwords the demo admin and reviewer get at their forced change, the same in every
 * file: files share one server, and whichever signs them in first makes the change.
 */
export const ADMIN_PASSWORD = 'Nimbus#Oak_38';
export const REVIEWER_PASSWORD = 'Rvw#Maple_47';

/**
 * Clicks an element that must first scroll into view past a sandboxed frame (a rich-text
 * preview: a frame of its own process). Chromium routes a click made right after the scroll by
 * the frames' old places, so the frame took it; the click waits two frames after the scroll.
 */
export async function clickAfterScroll(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await locator.click();
}

/** Waits until a locator is visible (playwright-core has no test runner of its own). */
export async function visible(locator: Locator, timeout = 20_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function signIn(page: Page, account: string, password: string) {
  await (await visible(page.getByTestId('login-account'))).fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Picks the language from the language switch's dropdown by its own name. */
const LANGUAGE_LOCALE = { English: 'en-US', 简体中文: 'zh-CN', 繁體中文: 'zh-TW' } as const;

/**
 * Picks a language in the switch and waits until the page shows it (`<html lang>`): the choice
 * is kept only once its texts have loaded, so navigating before that would lose it.
 */
export async function chooseLanguage(page: Page, name: keyof typeof LANGUAGE_LOCALE) {
  await (await visible(page.getByTestId('lang-switch'))).click();
  await (await visible(page.getByRole('menuitem', { name }))).click();
  await page.locator(`html[lang="${LANGUAGE_LOCALE[name]}"]`).waitFor({ state: 'attached' });
}

/**
 * The open dropdown of one antd Select (`select`: the Select or its combobox). Its list carries
 * the combobox's id, so options are never taken from a neighbour's dropdown that is still
 * closing.
 */
export async function dropdownOf(select: Locator): Promise<Locator> {
  const combobox =
    (await select.getAttribute('role')) === 'combobox' ? select : select.getByRole('combobox');
  const id = await combobox.getAttribute('id');
  if (!id) throw new Error('dropdownOf: the select has no id');
  const page = select.page();
  return page.locator('.ant-select-dropdown:visible', { has: page.locator(`[id="${id}_list"]`) });
}

/** Types into an antd Select/TreeSelect found by its label and picks the option with that text. */
export async function pickOption(
  page: Page,
  label: string,
  optionText: string,
  opts: { search?: boolean } = {},
) {
  const input = page.getByLabel(label, { exact: true });
  const select = input.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const option = page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option-content, .ant-select-tree-title', { hasText: optionText })
    .first();
  // A click during the dropdown's opening animation can be lost on a busy machine: the choice
  // counts once the closed select shows it, and is made again until it does.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await option.isVisible())) {
      await input.click();
      if (opts.search) await input.fill(optionText);
    }
    await option.waitFor({ state: 'visible', timeout: 10_000 });
    await option.click();
    const chosen = await select
      .filter({ hasText: optionText })
      .waitFor({ state: 'visible', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (chosen) return;
  }
  throw new Error(`pickOption: "${optionText}" did not stay chosen in "${label}"`);
}

/**
 * Picks `child` under `parent` in the open TreeSelect dropdown: expands the parent (again if a
 * click during the dropdown's opening animation was lost) until the child shows, then picks it.
 */
export async function pickTreeChild(page: Page, parent: string, child: string) {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const childTitle = dropdown.locator('.ant-select-tree-title', { hasText: child }).first();
  for (let attempt = 0; attempt < 4; attempt++) {
    if (await childTitle.isVisible()) break;
    const node = dropdown.locator('.ant-select-tree-treenode', { hasText: parent }).first();
    await node.waitFor({ state: 'visible', timeout: 10_000 });
    const closed = node.locator('.ant-select-tree-switcher_close');
    if (await closed.count()) await closed.click();
    await childTitle.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  }
  await childTitle.click();
}

/**
 * An entry of the audit centre's to-do list (`list`: its testid element), looked for page after
 * page: the to-dos come oldest first, ten a page, and other files leave receipts of their own
 * learners waiting. Returns the entry once visible.
 */
export async function findTodo(list: Locator, entry: Locator): Promise<Locator> {
  const page = list.page();
  const items = list.locator('[data-testid^="audit-item-"]');
  await visible(items);
  const next = list.locator('.ant-pagination-next:not(.ant-pagination-disabled)');
  for (let turn = 0; turn < 20 && !(await entry.first().isVisible()); turn++) {
    if (!(await next.count())) break;
    const first = await items.first().getAttribute('data-testid');
    await next.click();
    await page.waitForFunction(
      ([listId, was]) =>
        document
          .querySelector(`[data-testid="${listId}"] [data-testid^="audit-item-"]`)
          ?.getAttribute('data-testid') !== was,
      [await list.getAttribute('data-testid'), first] as const,
    );
  }
  return visible(entry);
}

export async function stillVisibleAfter(locator: Locator, ms: number) {
  await locator.page().waitForTimeout(ms);
  expect(await locator.isVisible()).toBe(true);
}

/** Resolves with the name of the first locator to become visible. */
export async function firstVisible(
  options: Record<string, Locator>,
  timeout = 20_000,
): Promise<string> {
  return Promise.race(
    Object.entries(options).map(([name, locator]) =>
      locator
        .first()
        .waitFor({ state: 'visible', timeout })
        .then(() => name),
    ),
  );
}

/**
 * The API paths whose answers carry `msg`, from now on while the page lives (the list grows):
 * to show that a page made no call the server was bound to refuse.
 */
export function answersWith(page: Page, msg: string): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    response.json().then(
      (body: { msg?: unknown } | null) => {
        if (body?.msg === msg) paths.push(path);
      },
      () => undefined,
    );
  });
  return paths;
}

/** Completes the forced password change with `password` (the modal is up). */
export async function changePassword(page: Page, password: string) {
  const modal = await visible(page.getByTestId('change-password-modal'));
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('confirm-password').fill(password);
  await page.getByTestId('change-password-submit').click();
  await modal.waitFor({ state: 'hidden', timeout: 20_000 });
}

/**
 * Signs a demo account in on the page's login form (either site) whatever earlier files did:
 * the demo password, then the forced change to `password`; or `password` itself when another
 * file already changed it. Resolves once `signedIn` shows. A signed-in page shows only once
 * no forced change is due (AppRoot holds it while one is, or may be), so the first of the
 * three to show decides.
 */
export async function signInDemo(page: Page, account: string, password: string, signedIn: Locator) {
  await signIn(page, account, DEMO_PASSWORD);
  const outcome = await firstVisible({
    change: page.getByTestId('change-password-modal'),
    refused: page.getByTestId('login-error'),
    signedIn,
  });
  if (outcome === 'refused') await signIn(page, account, password);
  if (outcome === 'change') await changePassword(page, password);
  await visible(signedIn);
}

/** Signs the demo administrator in to the admin site (whichever password earlier files left). */
export async function signInToAdminSite(page: Page) {
  await page.goto('/manage/login');
  await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
}

/**
 * Completes the demo company's personnel-information modal (zh-CN, the site's default) the way
 * a new learner does: department, mobile, staff number, education, hire date, a skill; the
 * submission goes to approval and the modal closes.
 */
export async function completePersonnelInformation(page: Page) {
  const info = await visible(page.getByTestId('personnel-modal'));
  await pickOption(page, '所属部门', '研发二组', { search: true });
  await page.getByLabel('手机号', { exact: true }).fill('13800138000');
  await page.getByLabel('工号', { exact: true }).fill('E-1001');
  await pickOption(page, '学历', '本科');
  const hire = page.getByLabel('入职日期', { exact: true });
  await hire.click();
  await hire.fill('2024-01-15');
  await hire.press('Enter');
  await page.getByLabel('专业技能', { exact: true }).click();
  await pickTreeChild(page, '研发', '前端');
  await page.keyboard.press('Escape');
  await page.getByTestId('personnel-submit').click();
  // The demo company reviews personnel information (approval template, audit type 2).
  await visible(page.getByText('已提交，审核通过后生效'));
  await info.waitFor({ state: 'hidden', timeout: 20_000 });
}

/**
 * Creates a learner of the company through the admin API from a page where an administrator
 * is signed in (the admin site keeps its token as manage_access_token): in the first
 * department, with `password` as the initial password. Resolves with the call's ret.
 */
export async function createLearnerAsAdmin(
  page: Page,
  learner: { account: string; realName: string; password: string },
): Promise<number> {
  return page.evaluate(async ({ account, realName, password }) => {
    const headers = {
      Authorization: `token ${localStorage.getItem('manage_access_token')}`,
      'content-type': 'application/json',
    };
    const tree = await (await fetch('/api/study/department/tree', { headers })).json();
    const body = { account, realName, departmentId: tree.data[0].id, password };
    const res = await fetch('/api/manage/user/create', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return (await res.json()).ret as number;
  }, learner);
}

/**
 * Starts an exam from its page (/exam/detail) as an examinee does: its start button, then
 * Start in the dialog of the rules; resolves once the paper's address shows.
 */
export async function startExam(page: Page) {
  await (await visible(page.getByTestId('exam-start'))).click();
  await (await visible(page.getByTestId('exam-start-confirm'))).click();
  await page.waitForURL(/\/exam\/paper\?attemptId=\d+/);
}

/**
 * Signs the demo administrator in to the admin site (in English when asked) and opens one
 * group of the company settings by its name as the list shows it.
 */
export async function openCompanySettings(page: Page, group: string, english = false) {
  await page.goto('/manage/login');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await visible(page.getByTestId('admin-welcome'));
  if (english) await chooseLanguage(page, 'English');
  await page.goto('/manage/config/company');
  await (await visible(page.getByRole('tab', { name: group, exact: true }))).click();
}

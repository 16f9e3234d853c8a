import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminAndLearner, launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  dropdownOf,
  findTodo,
  pickOption,
  pickTreeChild,
  signIn,
  signInDemo,
  visible,
} from '../support/flows.ts';

// Approvals, what it must show: a learner with missing personnel information gets the modal
// and submits; the approver sees it in /audit and rejects it with a reason; the learner sees
// the reason, fixes it and resubmits; approval applies the change. The learner is the demo
// account 'newhire' (no other test uses it); the approver is 'admin', an approver by role of
// the demo company's personnel-information template.

const NEWHIRE_PASSWORD = 'Zt8#mK2@pL';
const REASON = '部门填错了，应为研发一组';

/** Signs 'admin' in on the learner site, whatever ran before (support/flows.ts signInDemo). */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('header-menu'));
}

/**
 * The newhire's to-do entry in the approver's audit centre, opened in the drawer. The to-dos
 * come oldest first, ten a page, and the files before this one leave receipts of their own
 * learners waiting: the entry is looked for page after page.
 */
async function openNewhireTodo(page: Page) {
  await page.goto('/audit?tab=todo');
  const todo = await visible(page.getByTestId('audit-todo-list'));
  const item = await findTodo(
    todo,
    todo.locator('[data-testid^="audit-item-"]', { hasText: '新员工' }),
  );
  const testId = (await item.getAttribute('data-testid')) ?? '';
  expect(testId).toMatch(/^audit-item-\d+$/);
  await item.click();
  const detail = await visible(page.getByTestId('audit-detail'));
  return { detail, testId };
}

/** The learner site's department tree call (the personnel form's department field). */
const DEPARTMENT_TREE = '**/api/study/department/tree*';

describe('personnel information through approval', () => {
  let pages: Awaited<ReturnType<typeof adminAndLearner>>;
  let admin: Page;
  let learner: Page;

  beforeAll(async () => {
    pages = await adminAndLearner();
    ({ admin, learner } = pages);
  });
  afterAll(() => pages?.close());

  it('the learner submits the personnel information: it waits for review', async () => {
    // The department tree is held back until the personnel form has been seen waiting for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await learner.route(DEPARTMENT_TREE, async (route) => {
      await held;
      await route.continue();
    });
    await learner.goto('/study');
    await learner.waitForURL(/\/login/);
    await signIn(learner, 'newhire', DEMO_PASSWORD);
    const change = await visible(learner.getByTestId('change-password-modal'));
    await learner.getByTestId('new-password').fill(NEWHIRE_PASSWORD);
    await learner.getByTestId('confirm-password').fill(NEWHIRE_PASSWORD);
    await learner.getByTestId('change-password-submit').click();
    await change.waitFor({ state: 'hidden', timeout: 20_000 });

    const modal = await visible(learner.getByTestId('personnel-modal'));
    // Until the department tree has come the field takes no input: a search typed earlier kept
    // the departments it matched folded away (seen on a busy machine).
    const department = learner.getByLabel('所属部门', { exact: true });
    await expect.poll(() => department.isDisabled()).toBe(true);
    release();
    await expect.poll(() => department.isEnabled(), { timeout: 20_000 }).toBe(true);
    await learner.unroute(DEPARTMENT_TREE);
    await pickOption(learner, '所属部门', '研发二组', { search: true });
    await learner.getByLabel('手机号', { exact: true }).fill('13700137000');
    await learner.getByLabel('工号', { exact: true }).fill('E-2046');
    await pickOption(learner, '学历', '硕士');
    const hire = learner.getByLabel('入职日期', { exact: true });
    await hire.click();
    await hire.fill('2026-03-02');
    await hire.press('Enter');
    await learner.getByLabel('专业技能', { exact: true }).click();
    await pickTreeChild(learner, '业务', '客服');
    await learner.keyboard.press('Escape');
    await learner.getByTestId('personnel-submit').click();
    await visible(learner.getByText('已提交，审核通过后生效'));
    await modal.waitFor({ state: 'hidden', timeout: 20_000 });
    await visible(learner.getByTestId('header-menu'));

    // Nothing is applied yet, and the modal does not come back while it is under review.
    await learner.reload();
    const welcome = await visible(learner.getByTestId('welcome-card'));
    await learner.waitForTimeout(800);
    expect(await learner.getByTestId('personnel-modal').isVisible()).toBe(false);
    expect(await welcome.textContent()).toContain('人力资源部');
  });

  it('the approver finds it in /audit and rejects it with a reason', async () => {
    await signInAsAdmin(admin);
    const { detail, testId } = await openNewhireTodo(admin);
    await visible(detail.getByTestId('audit-lines').getByText('研发二组'));
    expect(await detail.getByTestId('audit-lines').textContent()).toContain('人力资源部');
    await snap(admin, 'audit-approver-detail');

    await detail.getByTestId('audit-reject').click();
    const dialog = await visible(admin.getByTestId('audit-decision-modal'));
    await admin.getByTestId('audit-confirm').click();
    await visible(dialog.getByText('请填写驳回原因'));
    await admin.getByTestId('audit-remark').fill(REASON);
    await admin.getByTestId('audit-confirm').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await visible(detail.getByTestId('audit-reason').getByText(REASON));
    expect(await detail.getByTestId('audit-status').first().textContent()).toBe('已驳回');
    await snap(admin, 'audit-approver-rejected');

    // Decided: it leaves the to-do list.
    await admin.keyboard.press('Escape');
    await admin.getByTestId(testId).waitFor({ state: 'detached', timeout: 20_000 });
  });

  it('the learner sees the reason, fixes the department and resubmits', async () => {
    await learner.reload();
    const modal = await visible(learner.getByTestId('personnel-modal'));
    await visible(modal.getByText(`上次提交未通过审核：${REASON}`));
    await snap(learner, 'audit-learner-rejected');
    // The form starts from what was sent: only the department needs fixing.
    expect(await learner.getByLabel('工号', { exact: true }).inputValue()).toBe('E-2046');
    await pickOption(learner, '所属部门', '研发一组', { search: true });
    await learner.getByTestId('personnel-submit').click();
    await visible(learner.getByText('已提交，审核通过后生效'));
    await modal.waitFor({ state: 'hidden', timeout: 20_000 });

    // My submissions: the rejected one and the new one under review.
    await learner.goto('/audit');
    await visible(learner.getByTestId('audit-tabs'));
    const mine = await visible(learner.getByTestId('audit-mine-list'));
    await visible(mine.getByText('审核中'));
    expect(await mine.textContent()).toContain('已驳回');
    expect(await learner.getByTestId('personnel-modal').isVisible()).toBe(false);
    await snap(learner, 'audit-learner-submissions');
  });

  it('the approver approves the resubmission and the change is applied', async () => {
    const { detail } = await openNewhireTodo(admin);
    await visible(detail.getByTestId('audit-lines').getByText('研发一组'));
    await detail.getByTestId('audit-approve').click();
    const dialog = await visible(admin.getByTestId('audit-decision-modal'));
    await admin.getByTestId('audit-remark').fill('信息无误');
    await admin.getByTestId('audit-confirm').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await visible(detail.getByTestId('audit-timeline').getByText('信息无误'));
    expect(await detail.getByTestId('audit-status').first().textContent()).toBe('已通过');

    await learner.goto('/study');
    const welcome = await visible(learner.getByTestId('welcome-card'));
    await visible(welcome.getByText('研发一组', { exact: false }));
    await learner.waitForTimeout(800);
    expect(await learner.getByTestId('personnel-modal').isVisible()).toBe(false);
    await learner.goto('/audit');
    const mine = await visible(learner.getByTestId('audit-mine-list'));
    await visible(mine.getByText('已通过'));
    await snap(learner, 'audit-learner-approved');
  });
});

describe('approval templates on the admin site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists the demo template; a new one needs approvers, finds people, saves and deletes', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/manage/login');
    // The approver's sign-in above has set the admin password.
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await visible(page.getByTestId('admin-welcome'));
    await page.goto('/manage/approvals/templates');
    const table = await visible(page.getByTestId('template-table'));
    await visible(table.getByText('人员信息审核'));
    expect(await table.textContent()).toContain('管理员审核');

    await page.getByTestId('template-create').click();
    const editor = await visible(page.getByTestId('template-editor'));
    await page.getByTestId('template-name').fill('讲师申请审核');
    await page.getByTestId('template-enabled').click();
    await page.getByTestId('node-name-0').fill('讲师审核');
    await page.getByTestId('template-save').click();
    await visible(editor.getByText('每个节点至少需要一位审核人（人员或角色）'));

    const people = page.getByTestId('node-people-0');
    await people.click();
    await page.keyboard.type('lecturer');
    const option = (await dropdownOf(people)).locator('.ant-select-item-option', {
      hasText: '王讲师',
    });
    await option.waitFor({ state: 'visible', timeout: 10_000 });
    await option.click();
    await page.keyboard.press('Escape');
    await page.getByTestId('template-add-node').click();
    await page.getByTestId('node-name-1').fill('管理员复核');
    const roles = page.getByTestId('node-roles-1');
    await roles.click();
    // The people dropdown may still be closing, and 系统管理员 is one of its options.
    await (
      await dropdownOf(roles)
    )
      .locator('.ant-select-item-option', { hasText: '管理员' })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await snap(page, 'approvals-template-editor');
    await page.getByTestId('template-save').click();
    await editor.waitFor({ state: 'hidden', timeout: 20_000 });
    const row = await visible(table.locator('tr', { hasText: '讲师申请审核' }));
    expect(await row.textContent()).toContain('讲师审核 → 管理员复核');
    await snap(page, 'approvals-templates');

    await row.locator('[data-testid^="template-delete-"]').click();
    await (await visible(page.locator('.ant-popconfirm .ant-btn-primary'))).click();
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  });
});

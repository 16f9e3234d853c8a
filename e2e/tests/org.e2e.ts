import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, signInDemo, visible } from '../support/flows.ts';

/** Signs the demo admin in at /manage, whatever ran before (support/flows.ts signInDemo). */
async function signInAsAdmin(page: Page) {
  await page.goto('/manage/login');
  await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-welcome'));
}

/** The node of a tree whose own title is exactly `name`. */
const treeNode = (page: Page, name: string) =>
  page
    .getByTestId('dept-tree')
    .locator('[data-testid^="dept-node-"]')
    .filter({
      hasText: new RegExp(`^${name}( \\(\\d+\\))?$`),
    });

// Organisation, what it must show: an admin creates a department under the root, renames it,
// sees it in the tree, and the learner-side department tree has it; deleting a department
// with people is refused with the server's reason.
describe('organisation: departments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('creates and renames a department under 总部, visible to the learner-side tree', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await signInAsAdmin(page);

    await page.getByTestId('admin-menu-departments').click();
    await page.waitForURL(/\/manage\/org\/departments$/);
    await (await visible(treeNode(page, '总部'))).click();
    await visible(page.getByTestId('dept-detail').getByText('总部'));

    // Create 'Quality Assurance' under 总部 (the selected department is the parent).
    await page.getByTestId('dept-create').click();
    const form = await visible(page.getByTestId('dept-form'));
    expect(await form.textContent()).toContain('总部');
    await page.getByTestId('dept-name-input').fill('  ');
    await page.getByTestId('dept-save').click();
    await visible(form.getByText('此项为必填项'));
    await page.getByTestId('dept-name-input').fill('Quality Assurance');
    await page.getByTestId('dept-save').click();
    await form.waitFor({ state: 'hidden', timeout: 20_000 });
    await visible(treeNode(page, 'Quality Assurance'));

    // A second one with the same name is refused by the server, in the form.
    await (await visible(treeNode(page, '总部'))).click();
    await page.getByTestId('dept-create').click();
    await page.getByTestId('dept-name-input').fill('quality assurance');
    await page.getByTestId('dept-save').click();
    await visible(
      page.getByTestId('dept-form-error').getByText('同一上级下已有名为“quality assurance”的部门'),
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('dept-form').waitFor({ state: 'hidden' });

    // Rename it.
    await (await visible(treeNode(page, 'Quality Assurance'))).click();
    await page.getByTestId('dept-rename').click();
    await visible(page.getByTestId('dept-form'));
    await page.getByTestId('dept-name-input').fill('Quality Assurance Centre');
    await page.getByTestId('dept-save').click();
    await page.getByTestId('dept-form').waitFor({ state: 'hidden', timeout: 20_000 });
    await visible(treeNode(page, 'Quality Assurance Centre'));
    expect(await treeNode(page, 'Quality Assurance').count()).toBe(0);
    const detail = await page.getByTestId('dept-detail').textContent();
    expect(detail).toContain('总部 / Quality Assurance Centre');
    await snap(page, 'org-departments');

    // Deleting 总部 (people and sub-departments in it) is refused with the server's reason.
    await treeNode(page, '总部').click();
    await page.getByTestId('dept-delete').click();
    await (await visible(page.locator('.ant-popconfirm .ant-btn-primary'))).click();
    await visible(page.locator('.ant-message').getByText(/该部门下还有/));
    await visible(treeNode(page, '总部'));

    // The learner-side call (study/department/tree) answers the new department under 总部.
    const tree = await page.evaluate(async () => {
      const res = await fetch('/api/study/department/tree', {
        headers: { authorization: `token ${localStorage.getItem('manage_access_token')}` },
      });
      return ((await res.json()) as { data: TDepartmentNode[] }).data;
    });
    const root = tree.find((d) => d.name === '总部');
    expect(root?.list.map((d) => d.name)).toContain('Quality Assurance Centre');
    expect(JSON.stringify(tree)).not.toContain('"Quality Assurance"');
    await context.close();
  });
});

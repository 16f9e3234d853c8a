import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminAndLearner, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  changePassword,
  createLearnerAsAdmin,
  signIn,
  signInDemo,
  visible,
} from '../support/flows.ts';

const LEARNER = `unit_${Date.now().toString(36)}`;
const LEARNER_INITIAL = 'Unit#Start_2026';
const LEARNER_PASSWORD = 'Unit#Pick_4711';
const SUFFIX = Date.now().toString(36).slice(-4);
const NORTH = `北区客户单位-${SUFFIX}`;
const SOUTH = `南区客户单位-${SUFFIX}`;

/** Creates a unit on the Units page and waits for its row. */
async function createUnit(admin: Page, name: string) {
  await admin.getByTestId('unit-create').click();
  const form = await visible(admin.getByTestId('unit-form'));
  await admin.getByTestId('unit-name-input').fill(name);
  await admin.getByTestId('unit-save').click();
  await form.waitFor({ state: 'hidden', timeout: 20_000 });
  return visible(admin.getByTestId('unit-table').getByRole('row', { name: new RegExp(name) }));
}

/** Opens a unit's members drawer and adds the learner with the people picker. */
async function addLearner(admin: Page, name: string) {
  const row = admin.getByTestId('unit-table').getByRole('row', { name: new RegExp(name) });
  await row.locator('[data-testid^="unit-members-"]').click();
  const drawer = await visible(admin.getByTestId('unit-members-drawer'));
  const picker = drawer.getByLabel('按姓名或账号搜索人员', { exact: true });
  await picker.click();
  await picker.fill(LEARNER);
  await (
    await visible(admin.locator('.ant-select-dropdown:visible').getByText(`(${LEARNER})`))
  ).click();
  await admin.keyboard.press('Escape');
  await drawer.getByTestId('unit-member-add').click();
  await visible(drawer.getByTestId('unit-member-table').getByText(LEARNER));
  return drawer;
}

// Units (issue 15): an administrator creates two units and puts a learner in both; the learner
// signs in, lands on /login/switch, picks one, and switches to the other from the avatar menu.
describe('units: switching unit', () => {
  let pages: Awaited<ReturnType<typeof adminAndLearner>>;
  let admin: Page;
  let learner: Page;

  beforeAll(async () => {
    pages = await adminAndLearner();
    ({ admin, learner } = pages);
  });
  afterAll(() => pages?.close());

  it('an administrator creates two units and adds a learner to both, managing one', async () => {
    await admin.goto('/manage/login');
    await signInDemo(admin, 'admin', ADMIN_PASSWORD, admin.getByTestId('admin-layout'));
    expect(
      await createLearnerAsAdmin(admin, {
        account: LEARNER,
        realName: '单位学员',
        password: LEARNER_INITIAL,
      }),
    ).toBe(0);

    await (await visible(admin.getByTestId('admin-menu-units'))).click();
    await admin.waitForURL(/\/manage\/org\/units$/);
    await createUnit(admin, NORTH);
    await createUnit(admin, SOUTH);

    const drawer = await addLearner(admin, NORTH);
    const manager = drawer.locator('[data-testid^="unit-manager-"]').first();
    await manager.click();
    await expect.poll(() => manager.getAttribute('aria-checked')).toBe('true');
    await snap(admin, 'unit-members-drawer');
    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await addLearner(admin, SOUTH);
    await admin.keyboard.press('Escape');
    const northRow = admin.getByTestId('unit-table').getByRole('row', { name: new RegExp(NORTH) });
    await expect
      .poll(async () => (await northRow.locator('td').allTextContents()).join('|'))
      .toMatch(/\|1\|1\|/);
    await snap(admin, 'unit-list');
  });

  it('the learner lands on /login/switch, picks a unit, then switches from the avatar menu', async () => {
    await learner.goto('/login');
    await signIn(learner, LEARNER, LEARNER_INITIAL);
    await changePassword(learner, LEARNER_PASSWORD);
    await learner.waitForURL(/\/login\/switch/);
    const north = learner.getByRole('button', { name: new RegExp(NORTH) });
    const south = learner.getByRole('button', { name: new RegExp(SOUTH) });
    await visible(north);
    await visible(south);
    expect(await north.getAttribute('aria-pressed')).toBe('false');
    // The managed unit is tagged.
    expect(await north.textContent()).toContain('管理员');
    await snap(learner, 'unit-switch-first');
    await north.click();
    await learner.waitForURL(/\/study/);

    // The avatar menu offers the switch; the current unit is marked there.
    await (await visible(learner.getByTestId('avatar-menu'))).click();
    await (await visible(learner.getByRole('menuitem', { name: '切换单位' }))).click();
    await learner.waitForURL(/\/login\/switch\?redirect=/);
    await visible(north);
    expect(await north.getAttribute('aria-pressed')).toBe('true');
    await south.click();
    await learner.waitForURL(/\/study/);

    // Back on the switch page, the other unit is now the current one.
    await learner.goto('/login/switch');
    await visible(south);
    await expect.poll(() => south.getAttribute('aria-pressed')).toBe('true');
    expect(await north.getAttribute('aria-pressed')).toBe('false');
    await learner.setViewportSize({ width: 390, height: 844 });
    await snap(learner, 'unit-switch-phone');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  changePassword,
  completePersonnelInformation,
  createLearnerAsAdmin,
  signIn,
  signInToAdminSite,
  visible,
} from '../support/flows.ts';

// Earning rules (issue 17): an administrator changes what passing an exam gives (amount, daily
// cycle, a streak bonus, a remark) in the admin site, a wrong combination is refused in the
// dialog, and a learner reads the new rule on /mine/study/profile.

const LEARNER = 'e2e_earning_learner';
const LEARNER_INITIAL = 'Tz8#Heron_41';
const LEARNER_PASSWORD = 'Pk3$Alder_75';

describe('earning rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an administrator changes a rule and a learner reads it', async () => {
    const admin = await newPage(browser, { locale: 'zh-CN' });
    await signInToAdminSite(admin.page);
    expect(
      await createLearnerAsAdmin(admin.page, {
        account: LEARNER,
        realName: '积分学员',
        password: LEARNER_INITIAL,
      }),
    ).toBe(0);
    await admin.page.getByRole('menuitem', { name: '积分规则' }).click();
    await admin.page.waitForURL(/\/manage\/earning\/rules$/);
    const table = await visible(admin.page.getByTestId('earning-rules-table'));
    await visible(table.getByText('通过考试'));
    await snap(admin.page, 'admin-earning-rules');

    await admin.page.getByTestId('earning-rule-edit-exam.passed-points').click();
    const form = await visible(admin.page.getByTestId('earning-rule-form'));
    // An amount is required: the shared rule's message, and nothing is sent.
    await form.getByTestId('earning-rule-amount').fill('');
    await admin.page.getByTestId('earning-rule-save').click();
    await visible(form.getByText('请填写奖励数值'));
    await form.getByTestId('earning-rule-amount').fill('5');
    await form.getByTestId('earning-rule-cycle').click();
    await admin.page.locator('.ant-select-item-option').filter({ hasText: '每日' }).click();
    await visible(form.getByTestId('earning-rule-bonus'));
    await form.getByTestId('earning-rule-bonus').fill('1');
    await form.getByTestId('earning-rule-remark').fill('每天通过一场考试');
    await snap(admin.page, 'admin-earning-rule-dialog');
    await admin.page.getByTestId('earning-rule-save').click();
    await form.waitFor({ state: 'hidden' });
    const row = table.locator('tr').filter({ hasText: '通过考试' });
    await visible(row.getByText('每天通过一场考试'));
    expect(await row.textContent()).toContain('每日');
    await visible(row.getByText('已自定义'));
    await admin.context.close();

    const learner = await newPage(browser, { locale: 'zh-CN' });
    await learner.page.goto('/login');
    await signIn(learner.page, LEARNER, LEARNER_INITIAL);
    await changePassword(learner.page, LEARNER_PASSWORD);
    await completePersonnelInformation(learner.page);
    await learner.page.goto('/mine/study/profile');
    const exam = learner.page.locator('tr').filter({ hasText: '通过考试' });
    await visible(exam.getByText('每天通过一场考试'));
    const text = await exam.textContent();
    expect(text).toContain('每日');
    expect(text).toContain('5');
    await snap(learner.page, 'learner-earning-rules');
    await learner.context.close();
  });
});

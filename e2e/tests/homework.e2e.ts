import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  changePassword,
  chooseLanguage,
  completePersonnelInformation,
  createLearnerAsAdmin,
  REVIEWER_PASSWORD,
  signIn,
  signInDemo,
  visible,
} from '../support/flows.ts';

// Homework (issue 5, item 6): an administrator writes a homework of two steps and publishes
// it; a learner answers step by step (an empty step is refused, the current step is saved
// before the next), attaches a file and hands in; the demo reviewer returns it with a comment;
// the learner changes it and hands in again; the reviewer scores it; the learner sees the score.

const LEARNER = 'e2e_homework_learner';
const LEARNER_INITIAL = 'Qv7#Lark_29';
const LEARNER_PASSWORD = 'Wm4$Fjord_63';
const TITLE = 'Workplace safety report (E2E)';

async function signInLearner(page: Page, first: boolean) {
  await page.goto('/login');
  if (first) {
    await signIn(page, LEARNER, LEARNER_INITIAL);
    await changePassword(page, LEARNER_PASSWORD);
    await completePersonnelInformation(page);
  } else await signIn(page, LEARNER, LEARNER_PASSWORD);
  await visible(page.getByTestId('header-menu'));
  await chooseLanguage(page, 'English');
}

async function signInReviewer(page: Page) {
  await page.goto('/login');
  await signInDemo(page, 'reviewer', REVIEWER_PASSWORD, page.getByTestId('header-menu'));
  await chooseLanguage(page, 'English');
}

/** Opens the reviewer's submission of this homework in the review drawer. */
async function openForReview(page: Page) {
  await page.goto('/mine/homework/vetting');
  const row = await visible(
    page.getByTestId('review-list').locator('.ant-list-item', { hasText: TITLE }),
  );
  await row.getByRole('button', { name: 'Review' }).click();
  return visible(page.getByTestId('review-panel'));
}

describe('homework written by an admin, done by a learner, reviewed by a reviewer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('steps, attachment, hand-in, return, resubmission and score', async () => {
    // ---- The administrator writes and publishes the homework ---------------------------
    const admin = await newPage(browser, { locale: 'en-US' });
    let page = admin.page;
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    await chooseLanguage(page, 'English');
    await page.goto('/manage/homework/edit');
    await (await visible(page.getByTestId('homework-title'))).fill(TITLE);
    const step1 = page.getByTestId('homework-step-1');
    await step1.getByLabel('Step title').fill('Observe');
    await step1.getByLabel('Instructions').fill('Walk the floor and note three hazards.');
    await page.getByTestId('homework-add-step').click();
    const step2 = await visible(page.getByTestId('homework-step-2'));
    await step2.getByLabel('Step title').fill('Report');
    await step2.getByLabel('Instructions').fill('Write them up with a photo.');
    await snap(page, 'homework-admin-editor');
    await page.getByTestId('homework-save').click();
    await page.waitForURL(/\/manage\/homework$/);
    const row = await visible(
      page.getByRole('row', { name: new RegExp(TITLE.replace(/[()]/g, '\\$&')) }),
    );
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await visible(row.getByText('Published', { exact: true }));

    // A learner of the company (through the admin API, as the course test does).
    const created = await createLearnerAsAdmin(page, {
      account: LEARNER,
      realName: '学员乙',
      password: LEARNER_INITIAL,
    });
    expect(created).toBe(0);
    await admin.context.close();

    // ---- The learner answers step by step and hands in ---------------------------------
    const learner = await newPage(browser, { locale: 'en-US' });
    page = learner.page;
    await signInLearner(page, true);
    await page.goto('/mine/homework');
    await (await visible(page.getByRole('link', { name: TITLE }))).click();
    await page.waitForURL(/\/questionnaire\/homework\?id=\d+/);
    const homeworkUrl = page.url();
    await visible(page.getByTestId('homework-step-1'));
    // An empty step is refused; the current step is saved before the next opens.
    await page.getByTestId('homework-save').click();
    await visible(page.getByText('Enter content or add an attachment'));
    await page.getByTestId('homework-answer').fill('1. Wet floor\n2. Loose cable\n3. Blocked exit');
    await page.getByTestId('homework-save').click();
    await visible(page.getByTestId('homework-step-2'));
    await page.getByTestId('homework-answer').fill('See the attached report.');
    await page.locator('[data-testid="homework-editor"] input[type="file"]').setInputFiles({
      name: 'hazards.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('report'),
    });
    await visible(page.getByRole('link', { name: 'hazards.txt' }));
    await page.setViewportSize(PHONE);
    await snap(page, 'homework-learner-step-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('homework-submit').click();
    await (
      await visible(page.locator('.ant-modal-confirm').getByRole('button', { name: 'Hand in' }))
    ).click();
    await visible(page.getByTestId('homework-refusal'));
    await expect
      .poll(() => page.getByTestId('homework-status').first().textContent(), { timeout: 10_000 })
      .toBe('To evaluate');
    await snap(page, 'homework-learner-handed-in');
    await page.setViewportSize(PHONE);
    await snap(page, 'homework-learner-phone');
    await page.setViewportSize({ width: 1366, height: 768 });

    // ---- The reviewer returns it with a comment ----------------------------------------
    const reviewer = await newPage(browser, { locale: 'en-US' });
    let panel = await (async () => {
      await signInReviewer(reviewer.page);
      return openForReview(reviewer.page);
    })();
    await visible(panel.getByText('1. Wet floor', { exact: false }));
    await panel.getByTestId('review-return').click();
    await visible(panel.getByText('Please say what should be changed'));
    await panel.getByTestId('review-comment').fill('Add where each hazard was.');
    await snap(reviewer.page, 'homework-reviewer-drawer');
    await panel.getByTestId('review-return').click();
    await visible(reviewer.page.getByText('Returned for resubmission').first());

    // ---- The learner changes it and hands in again -------------------------------------
    await page.goto(homeworkUrl);
    await visible(page.getByTestId('homework-returned'));
    await visible(page.getByText('Add where each hazard was.').first());
    await page
      .getByTestId('homework-answer')
      .fill('1. Wet floor (hall)\n2. Loose cable (office)\n3. Blocked exit (stairs)');
    await page.getByTestId('homework-save').click();
    await visible(page.getByTestId('homework-step-2'));
    await page.getByTestId('homework-submit').click();
    await (
      await visible(page.locator('.ant-modal-confirm').getByRole('button', { name: 'Hand in' }))
    ).click();
    await visible(page.getByTestId('homework-refusal'));

    // ---- The reviewer scores it; the learner sees the score ----------------------------
    panel = await openForReview(reviewer.page);
    await visible(panel.getByText('Blocked exit (stairs)', { exact: false }));
    await panel.getByTestId('review-score').fill('92.5');
    await panel.getByTestId('review-comment').fill('Clear and complete.');
    await panel.getByTestId('review-evaluate').click();
    await visible(reviewer.page.getByText('Evaluated').first());
    await reviewer.page.getByRole('tab', { name: 'Evaluated' }).click();
    await visible(reviewer.page.getByTestId('review-list').getByText('92.5 / 100'));
    await reviewer.context.close();

    await page.reload();
    // After the reload the page loads again: the score shows once its query answers.
    await expect
      .poll(() => page.getByTestId('homework-score').textContent(), { timeout: 15_000 })
      .toBe('92.5 / 100');
    await visible(page.getByText('Clear and complete.').first());
    await snap(page, 'homework-learner-evaluated');
    await learner.context.close();
  });
});

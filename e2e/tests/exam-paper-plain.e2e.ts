import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  boundCall,
  createPaper,
  createReadyLearner,
  publishExam,
} from '../support/api.ts';
import {
  animationsDone,
  baseUrl,
  launchBrowser,
  newPage,
  PHONE,
  snap,
} from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';
import { SHELL_FIRST_CALLS, byThePage, watchFirstCalls } from '../support/first-calls.ts';

// Issue 14: the exam paper is made without the component kit (RouteMeta withoutKit): a cold
// load brings no antd, no icons and no zod. Every question type answered with native inputs
// (a single choice by the keyboard), the answer sheet as a bottom sheet on a phone, the
// hand-in question a native dialog (focus on hand-in, Escape keeps answering, focus back on
// the button); a screen switch's count a plain toast under the bar; a forced password change still shows over the paper. Screenshots:
// e2e/artifacts/exam-plain-*.png.

const LEARNER = 'e2e_plain_paper_learner';
const LEARNER_PASSWORD = 'Wd6$Lake_71';

const SIZES = [
  ['zh-CN', { width: 1366, height: 768 }],
  ['zh-CN', PHONE],
  ['en-US', { width: 1366, height: 768 }],
  ['en-US', PHONE],
] as const;

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

describe('the exam paper without the component kit (issue 14)', () => {
  let browser: Browser;
  let learnerToken: string;
  let adminToken: string;
  let examId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    learnerToken = await createReadyLearner(base, {
      account: LEARNER,
      realName: '无组件考生',
      initialPassword: 'Qm4#Fern_71',
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138071',
      employeeNo: 'E-1471',
    });
    adminToken = await apiLogin(
      base,
      'manage/accountLogin',
      'admin',
      DEMO_PASSWORD,
      ADMIN_PASSWORD,
    );
    const contents = [
      {
        type: 1,
        stem: '发现同事把涉密文件带回家处理，你应当怎么做？',
        options: ['视而不见', '立即提醒并向保密员报告', '帮他一起处理', '拍照留存'],
        answer: ['B'],
      },
      {
        type: 2,
        stem: '以下哪些属于涉密载体？',
        options: ['纸质文件', 'U 盘', '公开发布的新闻稿', '光盘'],
        answer: ['A', 'B', 'D'],
      },
      { type: 3, stem: '涉密计算机可以连接互联网。', answer: ['F'] },
      { type: 4, stem: '保密工作的方针是：____、____。', blanks: [['积极防范'], ['突出重点']] },
      { type: 5, stem: '请简述你所在部门的保密措施。', reference: '专柜存放' },
    ];
    const call = boundCall(base, adminToken);
    const { paperId } = await createPaper(
      call,
      'Plain paper (E2E)',
      contents.map((question) => ({ question, score: 20 })),
    );
    examId = await publishExam(call, {
      name: '年度保密知识考试（E2E）',
      paperId,
      durationMinutes: 60,
      attemptsAllowed: 10,
      screenSwitchLimit: 5,
    });
  });
  afterAll(() => browser?.close());

  for (const [language, size] of SIZES)
    it(`${language}, ${size.width}x${size.height}: every type answered; the sheet and the hand-in question`, async () => {
      const { context, page } = await newPage(browser, size);
      await page.goto('/login');
      await signIn(page, LEARNER, LEARNER_PASSWORD);
      await visible(page.getByTestId('app-header'));
      if (language === 'en-US') await chooseLanguage(page, 'English');
      // The attempt the first test started, resumed by the others.
      const { attemptId } = await apiCall<{ attemptId: number }>(
        baseUrl(),
        'study/exam/start',
        { examId },
        learnerToken,
      );
      // A cold load of the paper: no antd, no icons, no zod.
      const paperCall = `/api/study/exam/attempt/${attemptId}`;
      const firstCalls = await watchFirstCalls(page, [...SHELL_FIRST_CALLS, paperCall]);
      const address = `/exam/paper?attemptId=${attemptId}`;
      await page.goto(address);
      const questions = page.locator('.exam-question');
      await visible(questions.nth(4));
      // The shell's calls made once, by the page's own first lines; the paper by the site's code
      // (its clock counts from when the code receives it).
      const { [paperCall]: paperFrom, ...shellFrom } = firstCalls.initiators;
      expect(shellFrom).toEqual(byThePage(SHELL_FIRST_CALLS, baseUrl() + address));
      expect(paperFrom).toHaveLength(1);
      expect(paperFrom![0]).toMatch(/\/assets\//);
      expect(firstCalls.refused).toEqual([]);
      const kit = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => /\/(antd-core|zod|[A-Z]\w+Outlined)-/.test(n)),
      );
      expect(kit).toEqual([]);
      expect(await page.getByTestId('app-header').count()).toBe(0);
      // The answers are taken once this browser's queue is merged (the inputs are enabled).
      await visible(page.locator('.exam-paper__layout[aria-busy="false"]'));

      // A single choice by the keyboard: the arrows move the choice within its group.
      const single = questions.nth(0).locator('input[type="radio"]');
      await single.first().focus();
      await page.keyboard.press('ArrowDown');
      expect(await single.nth(1).isChecked()).toBe(true);
      // A group named by its question (fieldset and legend).
      expect(
        await questions
          .nth(0)
          .getByRole('group', { name: /涉密文件带回家/ })
          .count(),
      ).toBe(1);
      // The same attempt each time (it is still open): check() leaves a checked box alone.
      await questions.nth(1).getByRole('checkbox').nth(0).check();
      await questions.nth(1).getByRole('checkbox').nth(1).check();
      expect(await questions.nth(1).locator('input:checked').count()).toBe(2);
      await questions.nth(3).locator('input').first().fill('积极防范');
      await questions.nth(4).locator('textarea').fill('涉密文件专柜存放，离开座位锁屏。');
      await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));
      const name = `exam-plain-${size.width < 900 ? 'phone' : 'desktop'}-${language}`;
      await snap(page, name);

      // On a phone the answer sheet is a bottom sheet (a dialog named by its title).
      if (size.width < 900) {
        await page.locator('.exam-paper__sheet-toggle').click();
        const sheet = await visible(
          page.getByRole('dialog', { name: language === 'en-US' ? 'Answer sheet' : '答题卡' }),
        );
        expect(await sheet.textContent()).toContain(language === 'en-US' ? '4/5' : '4/5');
        await animationsDone(sheet);
        await snap(page, `${name}-sheet`);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
      }

      // A screen switch (another tab and back): the server's count as a plain toast, under the bar.
      await page.evaluate(() => {
        const doc = document as unknown as Record<string, unknown>;
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        delete doc.visibilityState;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const toast = await visible(
        page
          .getByTestId('plain-toaster')
          .getByText(language === 'en-US' ? 'at 5 the paper is handed in' : '达到 5 次将强制交卷'),
      );
      const bar = (await page.getByTestId('exam-paper-bar').boundingBox())!;
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      await animationsDone(toast);
      await page.screenshot({ path: `artifacts/${name}-toast.png` });

      // Hand in asks first: focus on hand-in; Escape keeps answering, focus back on the button.
      await page.getByTestId('exam-submit').click();
      const question = await visible(page.getByTestId('exam-hand-in-dialog'));
      expect(await question.getAttribute('role')).toBe('alertdialog');
      expect(await question.textContent()).toContain(
        language === 'en-US' ? 'Unanswered questions: 1' : '还有 1 道题未作答',
      );
      await animationsDone(question);
      expect(await focusedTestId(page)).toBe('exam-hand-in-confirm');
      await snap(page, `${name}-hand-in`);
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      expect(await focusedTestId(page)).toBe('exam-submit');
      expect(new URL(page.url()).pathname).toBe('/exam/paper');
      await context.close();
    });

  it('a forced password change still shows over the paper', async () => {
    const base = baseUrl();
    const tree = await apiCall<{ id: number }[]>(
      base,
      'study/department/tree',
      undefined,
      adminToken,
    );
    await apiCall(
      base,
      'manage/user/create',
      {
        account: 'e2e_plain_forced',
        realName: '改密考生',
        departmentId: tree[0]!.id,
        password: 'Init#Pass_71',
      },
      adminToken,
    );
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'e2e_plain_forced', 'Init#Pass_71');
    await visible(page.getByTestId('change-password-modal'));
    await page.goto('/exam/paper?attemptId=1');
    await visible(page.getByTestId('change-password-modal'));
    await context.close();
  });
});

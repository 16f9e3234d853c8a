import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AttemptPaper, ExamDetail } from '@ascent/shared/exam';
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
  startExam,
  visible,
} from '../support/flows.ts';

// Issue 14, defect 13: "The exam starts on one click with no confirmation, the whole site menu
// stays clickable while the clock runs." Now a click on start opens one dialog with the
// exam's rules and figures (cancel starts nothing), and the paper has the window to itself:
// no site header or menu, full screen where the exam asks for it, and every leaving (the page
// hidden, the full screen left, a way back out of the paper) a screen switch counted by the
// server, which hands the paper in at the exam's limit. (The paper's layout shift is measured
// in visible-defects.e2e.ts.) Screenshots: e2e/artifacts/exam-immersive-*.png.

const LEARNER = 'e2e_immersive_learner';
const LEARNER_INITIAL = 'Qm4#Fern_27';
const LEARNER_PASSWORD = 'Wd6$Lake_83';
const EXAM = '保密制度考试（E2E）';
const RULES = '闭卷作答，不得查阅资料。';

const DESKTOP = { width: 1366, height: 768 };

describe('the exam start dialog and the immersive paper (issue 14, defect 13)', () => {
  let browser: Browser;
  let learnerToken: string;
  let adminToken: string;
  let examId: number;
  /** An exam that asks for a password and a signature. */
  let signedExamId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    learnerToken = await createReadyLearner(base, {
      account: LEARNER,
      realName: '沉浸考试',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138066',
      employeeNo: 'E-1413',
    });
    adminToken = await apiLogin(
      base,
      'manage/accountLogin',
      'admin',
      DEMO_PASSWORD,
      ADMIN_PASSWORD,
    );
    // Four questions of 5 points (total 20, pass line 60 %: 12); 45 minutes, three attempts,
    // three screen switches, in full screen, with a rules text.
    const call = boundCall(base, adminToken);
    const { paperId } = await createPaper(
      call,
      'Immersive paper (E2E)',
      [1, 2, 3, 4].map((i) => ({
        question: {
          type: 1,
          stem: `第 ${i} 题：涉密文件可以带回家处理吗？`,
          options: ['可以', '不可以'],
          answer: ['B'],
        },
        score: 5,
      })),
    );
    examId = await publishExam(call, {
      name: EXAM,
      intro: `<p>${RULES}</p>`,
      paperId,
      durationMinutes: 45,
      attemptsAllowed: 3,
      screenSwitchLimit: 3,
      fullScreen: true,
    });
    signedExamId = await publishExam(call, {
      name: '签名考试（E2E）',
      paperId,
      durationMinutes: 20,
      attemptsAllowed: 1,
      password: 'Exam-2026',
      signatureRequired: true,
    });
  });
  afterAll(() => browser?.close());

  const detail = (id = examId) =>
    apiCall<ExamDetail>(baseUrl(), `study/exam/${id}/detail`, undefined, learnerToken);
  const attempt = (id: number) =>
    apiCall<AttemptPaper>(baseUrl(), `study/exam/attempt/${id}`, undefined, learnerToken);
  const attemptIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('attemptId'));

  async function learnerPage(size: { width: number; height: number }) {
    const opened = await newPage(browser, size);
    await opened.page.goto('/login');
    await signIn(opened.page, LEARNER, LEARNER_PASSWORD);
    await visible(opened.page.getByTestId('app-header'));
    return opened;
  }

  async function boxOf(locator: Locator) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`no box for ${locator.toString()}`);
    return box;
  }

  /** The page scrolls sideways (something is wider than the window). */
  const scrollsSideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  /**
   * A switch to another tab and back, as the browser reports it to the page: headless Chromium
   * keeps every page 'visible' (another tab in front, a minimised window), so the page's
   * visibility state and its events are set as a real switch sets them.
   */
  const switchAwayAndBack = (page: Page) =>
    page.evaluate(() => {
      const doc = document as unknown as Record<string, unknown>;
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
      document.dispatchEvent(new Event('visibilitychange'));
      delete doc.visibilityState;
      delete doc.hidden;
      document.dispatchEvent(new Event('visibilitychange'));
      // Back once the page has drawn again: a full screen's end before that belongs to the
      // switch (screen-leaving.ts); a person's next move comes later than two frames. (The
      // paper's own two-frame wait was asked first, so its callbacks run before these.)
      return new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
      );
    });

  const expectSwitches = (attemptId: number, n: number) =>
    expect.poll(async () => (await attempt(attemptId)).screenSwitches, { timeout: 10_000 }).toBe(n);

  it('zh-CN, 1366x768: the dialog lists the rules with their figures; cancel starts nothing', async () => {
    const { context, page } = await learnerPage(DESKTOP);
    await page.goto(`/exam/detail?id=${examId}`);
    await (await visible(page.getByTestId('exam-start'))).click();
    const dialog = await visible(page.getByRole('dialog', { name: '确认开始考试' }));
    const text = await dialog.textContent();
    for (const figure of [
      EXAM,
      '考试时长45 分钟',
      '考试次数已考 0 次 / 共 3 次',
      '及格分12 分（总分 20 分）',
      '切屏次数上限离开考试页面 3 次将强制交卷',
      '全屏考试全屏作答，退出全屏计为离开考试页面',
      '开始后立即计时，离开页面时计时不停，时间到自动交卷。',
      RULES,
    ])
      expect(text).toContain(figure);
    expect(await scrollsSideways(page)).toBe(false);
    await animationsDone(dialog, '.ant-modal');
    await snap(page, 'exam-immersive-dialog-desktop-zh-CN');

    await page.getByTestId('exam-start-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/exam/detail');
    // No attempt was made, none is open, and the exam has no examinee.
    expect(await detail()).toMatchObject({ attemptsUsed: 0, activeAttemptId: null });
    const attempts = await apiCall<{ total: number }>(
      baseUrl(),
      'manage/exam/attempts',
      { examId },
      adminToken,
    );
    expect(attempts.total).toBe(0);
    await context.close();
  });

  it('zh-CN, 1366x768: the paper has no site menu; each leaving is a screen switch; the limit hands in', async () => {
    const { context, page } = await learnerPage(DESKTOP);
    await page.goto(`/exam/detail?id=${examId}`);
    await startExam(page);
    const attemptId = attemptIdOf(page);
    await visible(page.locator('.exam-question').nth(3));
    const bar = await visible(page.getByTestId('exam-paper-bar'));
    expect(await bar.textContent()).toContain(EXAM);
    await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));
    // Only the paper's bar: no header, menu, search, messages or footer to click away to.
    for (const id of ['app-header', 'header-menu', 'header-menu-toggle', 'lang-switch'])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    expect(await page.locator('.app-footer').count()).toBe(0);
    expect(await bar.boundingBox()).toMatchObject({ y: 0, height: 56 });
    // The click on Start asked for full screen (the exam's rule).
    await page.waitForFunction(() => document.fullscreenElement !== null);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'exam-immersive-paper-desktop-zh-CN');

    // 1. Another tab: one switch, counted by the server and shown.
    await switchAwayAndBack(page);
    await expectSwitches(attemptId, 1);
    await visible(page.getByText('您已切屏 1 次，达到 3 次将强制交卷'));

    // 2. The full screen left (Esc): the exam's rule counts it too.
    await page.evaluate(() => document.exitFullscreen());
    await expectSwitches(attemptId, 2);
    await visible(page.getByText('您已切屏 2 次，达到 3 次将强制交卷'));
    await visible(page.getByText('本考试要求全屏作答，退出全屏计为离开考试页面'));

    // 3. Back out of the paper: asked first; staying changes nothing.
    await page.evaluate(() => history.back());
    const leave = await visible(page.getByRole('alertdialog', { name: '离开考试？' }));
    expect(await leave.textContent()).toContain('已切屏 2 次，达到 3 次将强制交卷');
    await animationsDone(leave, '.ant-modal');
    await snap(page, 'exam-immersive-leave-desktop-zh-CN');
    await leave.getByRole('button', { name: '继续答题' }).click();
    await leave.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/exam\/paper\?attemptId=\d+/);
    await visible(page.getByTestId('exam-paper-bar'));
    expect((await attempt(attemptId)).screenSwitches).toBe(2);

    // Leaving after all is the third switch: the server hands the paper in.
    await page.evaluate(() => history.back());
    const again = await visible(page.getByRole('alertdialog', { name: '离开考试？' }));
    await again.getByTestId('exam-leave-confirm').click();
    await page.waitForURL(/\/exam\/result\?attemptId=\d+/);
    await visible(page.getByTestId('exam-score'));
    const rows = await apiCall<{ list: { attemptId: number; submitReason: string | null }[] }>(
      baseUrl(),
      'manage/exam/attempts',
      { examId },
      adminToken,
    );
    expect(rows.list.find((r) => r.attemptId === attemptId)?.submitReason).toBe('screen_switch');
    expect((await attempt(attemptId)).screenSwitches).toBe(3);
    await context.close();
  });

  it('en-US, 390x844: the dialog and the paper fit the phone', async () => {
    const { context, page } = await learnerPage(PHONE);
    await chooseLanguage(page, 'English');
    await page.goto(`/exam/detail?id=${examId}`);
    await (await visible(page.getByTestId('exam-start'))).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Start the exam?' }));
    const text = await dialog.textContent();
    for (const figure of [
      'Duration45 min',
      'Attempts1 of 3 used',
      'Pass line12 of 20 points',
      'Screen-switch limitLeaving the exam page 3 times hands the paper in',
      'The clock starts now and keeps running if you leave the page',
    ])
      expect(text).toContain(figure);
    expect(await scrollsSideways(page)).toBe(false);
    await animationsDone(dialog, '.ant-modal');
    await snap(page, 'exam-immersive-dialog-phone-en');

    // The paper held back a moment: its skeleton has the bar's height already.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/study/exam/attempt/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('exam-start-confirm').click();
    await page.waitForURL(/\/exam\/paper\?attemptId=\d+/);
    const loading = await visible(page.locator('.exam-paper[aria-busy="true"]'));
    expect(await loading.getByTestId('exam-paper-bar').boundingBox()).toMatchObject({
      y: 0,
      height: 92,
    });
    await snap(page, 'exam-immersive-loading-phone-en');
    release();
    await visible(page.locator('.exam-question').nth(3));
    const bar = await visible(page.getByTestId('exam-paper-bar'));
    await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));
    expect(await page.getByTestId('app-header').count()).toBe(0);
    // Name on one line, the clock, save state, answer sheet and hand-in on the other.
    expect(await bar.boundingBox()).toMatchObject({ y: 0, height: 92 });
    for (const part of ['exam-timer', 'save-state', 'exam-submit']) {
      const box = await page.getByTestId(part).boundingBox();
      expect(box!.x + box!.width, part).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'exam-immersive-paper-phone-en');

    await page.getByTestId('exam-submit').click();
    await page.getByTestId('exam-hand-in-confirm').click();
    await page.waitForURL(/\/exam\/result\?attemptId=\d+/);
    await visible(page.getByTestId('exam-score'));
    // The result is a page of the site again.
    await visible(page.getByTestId('app-header'));
    await context.close();
  });
  it('zh-CN, 1366x768: the password and the signature are in the same one dialog', async () => {
    const { context, page } = await learnerPage(DESKTOP);
    await page.goto(`/exam/detail?id=${signedExamId}`);
    // Nothing to type on the page itself: the start opens the dialog.
    expect(await page.getByTestId('exam-password').count()).toBe(0);
    await (await visible(page.getByTestId('exam-start'))).click();
    const dialog = await visible(page.getByRole('dialog', { name: '确认开始考试' }));
    const start = page.getByTestId('exam-start-confirm');
    expect(await start.textContent()).toContain('签名并开始');
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByTestId('exam-password').fill('Exam-2026');
    await dialog.getByText('我已阅读并遵守考试须知').click();
    expect(await start.isDisabled()).toBe(true);
    // A stroke on the pad.
    const pad = await boxOf(dialog.locator('canvas.exam-signature__pad'));
    await page.mouse.move(pad.x + 40, pad.y + 60);
    await page.mouse.down();
    await page.mouse.move(pad.x + 160, pad.y + 100, { steps: 8 });
    await page.mouse.move(pad.x + 260, pad.y + 50, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => start.isDisabled()).toBe(false);
    await animationsDone(dialog, '.ant-modal');
    await snap(page, 'exam-immersive-signature-desktop-zh-CN');
    expect(await detail(signedExamId)).toMatchObject({ attemptsUsed: 0 });

    await start.click();
    await page.waitForURL(/\/exam\/paper\?attemptId=\d+/);
    await visible(page.locator('.exam-question').nth(3));
    expect(await page.getByTestId('app-header').count()).toBe(0);
    expect(await detail(signedExamId)).toMatchObject({ attemptsUsed: 1 });
    await page.getByTestId('exam-submit').click();
    await page.getByTestId('exam-hand-in-confirm').click();
    await page.waitForURL(/\/exam\/result\?attemptId=\d+/);
    await context.close();
  });
});

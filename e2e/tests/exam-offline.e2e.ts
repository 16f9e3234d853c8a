import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  completePersonnelInformation,
  signIn,
  startExam,
  visible,
} from '../support/flows.ts';
import { startAppServer, type AppServer } from '../../apps/server/test/app-process.ts';
import { apiCall, apiLogin, createPaper, publishExam, type BoundCall } from '../support/api.ts';

// Exams that survive a surge, what issue 5 must show in the browser: a learner starts an exam,
// answers half, loses the network while answering three more (the answers wait in IndexedDB),
// closes the tab; the server restarts; the learner comes back: every answer is there, the timer
// kept running, and hand-in gives the right score. An attempt nobody touches past its deadline
// is handed in by the server itself (reason: time out).
//
// This file runs its own server (fresh data directory, demo company) so it can restart it.

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
const LEARNER_PASSWORD = 'Zt8#mK2@pL';
const QUESTIONS = 6;
const POINTS = 10;

let server: AppServer;

const call = <T = unknown>(path: string, body: unknown, token: string) =>
  apiCall<T>(server.baseUrl, path, body, token);
const login = (path: 'study/accountLogin' | 'manage/accountLogin', account: string) =>
  apiLogin(
    server.baseUrl,
    path,
    account,
    DEMO_PASSWORD,
    account === 'admin' ? ADMIN_PASSWORD : LEARNER_PASSWORD,
  );

/** Seconds left on the paper's timer ("mm:ss" or "h:mm:ss"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('exam-timer').textContent()) ?? '';
  const parts = (text.match(/\d+(:\d+)+/)?.[0] ?? '').split(':').map(Number);
  return parts.reduce((s, n) => s * 60 + n, 0);
}

/** Picks the option whose text is `text` in the question block. */
async function choose(page: Page, questionId: number, text: string) {
  const block = await visible(page.getByTestId(`question-${questionId}`));
  // Options read "A. <text>": the label holding the text.
  await block.locator('label', { hasText: text }).click();
}

async function isChosen(page: Page, questionId: number, text: string) {
  const block = page.getByTestId(`question-${questionId}`);
  return block.getByRole('radio', { name: text }).isChecked();
}

describe('an exam that survives a lost network, a closed tab and a server restart', () => {
  let browser: Browser;
  let adminToken: string;
  const questionIds: number[] = [];
  let examId: number;
  let shortExamId: number;
  let shortAttemptId: number;

  beforeAll(async () => {
    server = await startAppServer({ EXAM_SWEEP_MS: '1000' });
    browser = await launchBrowser();
    // ---- The administrator's exam, through the admin API: 6 single-choice questions of 10 ----
    adminToken = await login('manage/accountLogin', 'admin');
    const admin: BoundCall = (path, body) => call(path, body, adminToken);
    const made = await createPaper(
      admin,
      'Compliance paper (E2E)',
      Array.from({ length: QUESTIONS }, (_, n) => ({
        question: {
          type: 1,
          stem: `Compliance question ${n + 1}`,
          options: [`Right answer ${n + 1}`, `Wrong answer ${n + 1}a`, `Wrong answer ${n + 1}b`],
          answer: ['A'],
        },
        score: POINTS,
      })),
    );
    questionIds.push(...made.questionIds);
    const paperId = made.paperId;
    examId = await publishExam(admin, {
      name: 'Compliance exam (E2E)',
      paperId,
      durationMinutes: 30,
    });
    // A one-minute exam the learner starts and then leaves alone.
    shortExamId = await publishExam(admin, {
      name: 'One-minute exam (E2E)',
      paperId,
      durationMinutes: 1,
    });
    const learnerToken = await login('study/accountLogin', 'learner');
    shortAttemptId = (
      await call<{ attemptId: number }>('study/exam/start', { examId: shortExamId }, learnerToken)
    ).attemptId;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps every answer and the clock; hand-in scores them', async () => {
    const opened = await newPage(browser, { locale: 'en-US', baseUrl: server.baseUrl });
    const context: BrowserContext = opened.context;
    let page = opened.page;
    await page.goto('/login');
    // The learner changed the first password when starting the short exam (beforeAll).
    await signIn(page, 'learner', LEARNER_PASSWORD);
    await completePersonnelInformation(page);
    await visible(page.getByTestId('header-menu'));

    await page.goto(`/exam/detail?id=${examId}`);
    await startExam(page);
    const paperUrl = page.url();

    // Half the paper online: two right, one wrong; every answer on the server.
    const [q1, q2, q3, q4, q5, q6] = questionIds as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    await choose(page, q1, 'Right answer 1');
    await choose(page, q2, 'Right answer 2');
    await choose(page, q3, 'Wrong answer 3a');
    await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));

    // The network goes; three more answers wait in the browser.
    await context.setOffline(true);
    await choose(page, q4, 'Right answer 4');
    await choose(page, q5, 'Right answer 5');
    await choose(page, q6, 'Wrong answer 6b');
    // All three kept on the device (the state shows 'offline' only once nothing is still being
    // written, and it counts what waits: an earlier 'offline' for two would not do).
    await visible(
      page.locator('[data-testid="save-state"][data-state="offline"]', { hasText: /\b3\b/ }),
    );
    await snap(page, 'exam-offline');
    const leftBefore = await secondsLeft(page);
    const closedAt = Date.now();
    await page.close();

    // The server restarts while the tab is closed; then the network comes back.
    await server.restart();
    await context.setOffline(false);
    await new Promise((r) => setTimeout(r, 3000));

    page = await context.newPage();
    await page.goto(paperUrl);
    await visible(page.getByTestId(`question-${q6}`));
    for (const [id, text] of [
      [q1, 'Right answer 1'],
      [q2, 'Right answer 2'],
      [q3, 'Wrong answer 3a'],
      [q4, 'Right answer 4'],
      [q5, 'Right answer 5'],
      [q6, 'Wrong answer 6b'],
    ] as const)
      // The paper may show a moment before the kept answers are merged into it.
      await expect
        .poll(() => isChosen(page, id, text), { message: `question ${id}`, timeout: 10_000 })
        .toBe(true);
    await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));
    // The clock ran on while nobody was looking.
    const away = Math.floor((Date.now() - closedAt) / 1000);
    const leftAfter = await secondsLeft(page);
    expect(leftAfter).toBeLessThanOrEqual(leftBefore - away + 2);
    expect(leftAfter).toBeGreaterThan(leftBefore - away - 15);
    await snap(page, 'exam-resumed');

    await page.getByTestId('exam-submit').click();
    await page.getByTestId('exam-hand-in-confirm').click();
    await page.waitForURL(/\/exam\/result\?attemptId=\d+/);
    expect(await (await visible(page.getByTestId('exam-score'))).textContent()).toContain(
      String(4 * POINTS),
    );
    await snap(page, 'exam-result');
    await context.close();
  });

  it('hands in an attempt left alone past its deadline, with no browser open', async () => {
    // Read through the admin's results (which never hand anything in themselves).
    const deadline = Date.now() + 120_000;
    let row: { status: string; submitReason: string | null } | undefined;
    while (Date.now() < deadline) {
      const page = await call<{
        list: { attemptId: number; status: string; submitReason: string | null }[];
      }>('manage/exam/attempts', { examId: shortExamId }, adminToken);
      row = page.list.find((r) => r.attemptId === shortAttemptId);
      if (row && row.status !== 'in_progress') break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    expect(row).toMatchObject({ status: 'marked', submitReason: 'timeout' });
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TPage } from '@ascent/shared/admin';
import type { TCourseCard } from '@ascent/shared/course';
import { apiCall, createReadyLearner } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, signIn, signInDemo, visible } from '../support/flows.ts';

// Issue 14 ("what it must show"): axe-core on the main learner pages (login, home, course
// detail, exam, /mine) and admin pages (login, dashboard, users, courses) finds no serious or
// critical violation (WCAG 2.x A/AA rules and axe's best practices, colour contrast included).
// Defect 11: the course editor with its rich editor and the cover cropper too; the editor's and
// the cropper's code loads with them, not with the admin's list pages.

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const LEARNER = 'e2e_axe_learner';
const LEARNER_INITIAL = 'Ax5#Reed_31';
const LEARNER_PASSWORD = 'Ax8$Cove_52';
const COURSE = '信息安全基础培训';
const EXAM = '信息安全基础考试';
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
/** The lazily loaded chunks of the rich editor (tiptap) and the cover cropper. */
const EDITOR_CHUNKS = /\/assets\/(rich-editor-core|cover-crop-dialog)-[^/]*\.js$/;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is; resolves with its serious and critical violations as text. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the sites' CSP (script-src 'self') refuses a tag.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ` +
        v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} -- ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
          .join(' | '),
    );
}

/** Waits for a page to settle (its data loaded, antd's motion over) before axe looks. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

describe('axe-core on the main pages (issue 14)', () => {
  let browser: Browser;
  let courseId: number;
  let examId: number;
  let attemptId: number;
  let failures: Record<string, string[]> = {};

  async function check(page: Page, name: string) {
    await settle(page);
    await snap(page, `axe-${name}`);
    const found = await seriousViolations(page);
    if (found.length) failures[name] = found;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    const token = await createReadyLearner(base, {
      account: LEARNER,
      realName: '无障碍检查',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138099',
      employeeNo: 'E-1499',
    });
    const courses = await apiCall<TPage<TCourseCard>>(
      base,
      'study/course/list',
      { keyword: COURSE },
      token,
    );
    courseId = courses.list.find((c) => c.title === COURSE)!.courseId;
    const exams = await apiCall<TPage<{ id: number; name: string }>>(
      base,
      'study/me/exam/list',
      { page: 1, pageSize: 50 },
      token,
    );
    examId = exams.list.find((e) => e.name === EXAM)!.id;
    attemptId = (await apiCall<{ attemptId: number }>(base, 'study/exam/start', { examId }, token))
      .attemptId;
  });
  afterAll(() => browser?.close());

  /** Fails with every serious or critical violation found, by page. */
  function expectNone() {
    const found = Object.entries(failures).map(([name, v]) => `${name}:\n  ${v.join('\n  ')}`);
    failures = {};
    expect(found.join('\n')).toBe('');
  }

  it('the learner pages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await visible(page.getByTestId('login-account'));
    await check(page, 'learner-login');
    // The password field's show/hide button is a target of at least 24x24 px (WCAG 2.5.8).
    const eye = await page.getByRole('button', { name: '显示密码' }).boundingBox();
    expect(eye!.width).toBeGreaterThanOrEqual(24);
    expect(eye!.height).toBeGreaterThanOrEqual(24);
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto('/study');
    await visible(page.getByTestId('home-todos'));
    await check(page, 'learner-home');
    await page.goto(`/course/detail?id=${courseId}`);
    await visible(page.getByText(COURSE));
    await check(page, 'learner-course');
    await page.goto(`/exam/detail?id=${examId}`);
    await visible(page.getByText(EXAM));
    await check(page, 'learner-exam');
    // The paper, with an answer given (its save state shows 已保存).
    await page.goto(`/exam/paper?attemptId=${attemptId}`);
    await (
      await visible(page.locator('.exam-question').first())
    )
      .locator('.exam-choice')
      .first()
      .click();
    await visible(page.locator('[data-testid="save-state"][data-state="saved"]'));
    await check(page, 'learner-exam-paper');
    await page.goto('/mine');
    await visible(page.getByTestId('app-header'));
    await check(page, 'learner-mine');
    await context.close();
    expectNone();
  });

  it('the admin pages', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/manage/login');
    await visible(page.getByTestId('login-account'));
    await check(page, 'admin-login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    await check(page, 'admin-dashboard');
    await page.goto('/manage/users');
    await visible(page.locator('.ant-table-row'));
    await check(page, 'admin-users');
    await page.goto('/manage/courses');
    await visible(page.locator('.ant-table-row'));
    await check(page, 'admin-courses');
    expect(scripts.filter((u) => EDITOR_CHUNKS.test(u))).toEqual([]);

    // A new course: the rich editor and the cover cropper (their chunks load with them).
    await page.goto('/manage/courses/edit');
    await visible(page.getByTestId('course-intro-content'));
    await check(page, 'admin-course-editor');
    await page
      .getByTestId('course-cover-input')
      .setInputFiles(path.join(FIXTURES, 'cover-source.png'));
    await visible(page.getByTestId('cover-crop').locator('img'));
    await check(page, 'admin-cover-crop');
    expect(scripts.filter((u) => EDITOR_CHUNKS.test(u)).length).toBe(2);
    await context.close();
    expectNone();
  });
});

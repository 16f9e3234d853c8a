import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TDashboardFigures } from '@ascent/shared/dashboard';
import { apiCall, apiLogin, createReadyLearner } from '../support/api.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signInDemo,
  visible,
} from '../support/flows.ts';
import { startAppServer, type AppServer } from '../../apps/server/test/app-process.ts';

const LEARNER = {
  account: 'dash_learner',
  realName: '看板学员',
  initialPassword: 'Fresh#Start_27',
  password: 'Quartz#Lily_64',
  adminPassword: ADMIN_PASSWORD,
  mobile: '13900001234',
  employeeNo: 'D-0001',
};

/** The value a figure card shows. */
const figure = (page: Page, key: string) =>
  page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value').innerText();

// Issue 14, "Dashboards": the admin home shows live figures; the test checks them against what
// it created (a new learner who studies and completes a course, and whose personnel
// information waits for approval), then opens the course's learner report and exports it.
describe('the admin dashboard and the learner report', () => {
  let server: AppServer;
  let browser: Browser;
  let before: TDashboardFigures;
  let after: TDashboardFigures;
  let courseId: number;
  let completedNow: boolean;

  beforeAll(async () => {
    // A server of its own: the figures count everything in the company.
    server = await startAppServer();
    browser = await launchBrowser();
    const base = server.baseUrl;
    const admin = await apiLogin(
      base,
      'manage/accountLogin',
      'admin',
      DEMO_PASSWORD,
      ADMIN_PASSWORD,
    );
    const figures = () => apiCall<TDashboardFigures>(base, 'manage/dashboard/figures', {}, admin);
    before = await figures();
    // The new learner hands in personnel information (an approval) and studies a course.
    const learner = await createReadyLearner(base, LEARNER);
    const courses = await apiCall<{ list: { id: number; title: string }[] }>(
      base,
      'manage/course/list',
      { keyword: '高效会议', page: 1, pageSize: 10 },
      admin,
    );
    courseId = courses.list[0]!.id;
    const detail = await apiCall<{ chapters: { resources: { resourceId: number }[] }[] }>(
      base,
      `study/course/${courseId}/detail`,
      undefined,
      learner,
    );
    const beat = await apiCall<{ courseState: string }>(
      base,
      'study/me/learning/log/report',
      {
        courseId,
        resourceId: detail.chapters[0]!.resources[0]!.resourceId,
        playId: 'dash-e2e-0001',
        position: 0,
      },
      learner,
    );
    completedNow = beat.courseState === 'completed';
    after = await figures();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the figures count what the test created', () => {
    expect(completedNow).toBe(true); // one text resource: done on opening
    expect(after.activeToday).toBe(before.activeToday + 1);
    expect(after.activeWeek).toBe(before.activeWeek + 1);
    expect(after.completionsToday).toBe(before.completionsToday + 1);
    expect(after.completionsTotal).toBe(before.completionsTotal + 1);
    expect(after.pendingApprovals).toBe(before.pendingApprovals + 1);
    expect(after.activeSeries.at(-1)!.learners).toBe(after.activeToday);
  });

  it('the dashboard shows those figures and its charts (zh-CN, 1366x768)', async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    await visible(page.getByTestId('figure-activeToday'));
    expect(await figure(page, 'activeToday')).toBe(String(after.activeToday));
    expect(await figure(page, 'activeWeek')).toBe(String(after.activeWeek));
    expect(await figure(page, 'completions')).toBe(String(after.completionsToday));
    expect(await figure(page, 'pendingApprovals')).toBe(String(after.pendingApprovals));
    expect(await figure(page, 'overdueLearners')).toBe(String(after.overdueLearners));
    await expect(page.getByTestId('figure-completions').innerText()).resolves.toContain(
      `累计 ${after.completionsTotal}`,
    );
    // The chart of the last 14 days draws (its own chunk), with the days' values as its label.
    const chart = await visible(page.getByTestId('chart-active'));
    expect(await chart.getAttribute('aria-label')).toContain(`: ${after.activeToday}`);
    await snap(page, 'dashboard-zh-CN-1366');
    await context.close();
  });

  // The admin frame is a PC layout (spec s.6: admin configuration is PC only): at 390 px its
  // 208 px side menu stays, and the page gets the rest.
  it('the dashboard in English on a phone (390x844)', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      ...PHONE,
    });
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    await chooseLanguage(page, 'English');
    await visible(page.getByText('Active learners today'));
    expect(await figure(page, 'activeToday')).toBe(String(after.activeToday));
    expect(await figure(page, 'pendingApprovals')).toBe(String(after.pendingApprovals));
    // The cards stack in one column (each below the one before).
    const tops = await page
      .locator('.dashboard-figure')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
    await visible(page.getByTestId('chart-active'));
    await snap(page, 'dashboard-en-US-390');
    await context.close();
  });

  it("the course's learner report lists the learner and exports the rows", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    // From the course list's row action.
    await page.goto('/manage/courses');
    const row = page.locator('tr', { hasText: '高效会议的五个习惯' });
    await row.getByRole('button', { name: '报表' }).click();
    await page.waitForURL(`**/manage/reports/learners?kind=course&id=${courseId}`);
    await visible(page.getByTestId('report-title').getByText('高效会议的五个习惯'));
    const mine = page.locator('tr', { hasText: LEARNER.realName });
    await visible(mine);
    await expect(mine.innerText()).resolves.toContain('已完成');
    await snap(page, 'learner-report-zh-CN-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^高效会议的五个习惯-\d{8}\.xlsx$/);
    const file = await download.path();
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    await context.close();
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TDashboardFigures } from '@ascent/shared/dashboard';
import { apiCall, apiLogin } from '../support/api.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';
import { startAppServer, type AppServer } from '../../apps/server/test/app-process.ts';

const FIRST_PASSWORD = 'Fresh#Start_27';
const PASSWORD = 'Quartz#Lily_64';
const COURSE = '高效会议的五个习惯';
const OWN = '看板甲部';
const OTHER = '看板乙部';
const MANAGER = { account: 'unit_boss', realName: '甲部经理' };
const MINE = { account: 'unit_mine', realName: '甲部学员' };
const THEIRS = { account: 'unit_theirs', realName: '乙部学员' };

/** The value a figure card shows. */
const figure = (page: Page, key: string) =>
  page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value').innerText();

/** The side menu's entries, by their test ids. */
const menuEntries = (page: Page) =>
  page
    .getByTestId('admin-side-menu')
    .locator('a[data-testid^="admin-menu-"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')));

// Issue 14, "Dashboards": a unit manager signs in to the admin site and sees the dashboard and
// the learner reports of their own department only. The test makes two departments, a unit
// manager of the first, and a learner in each who completes the same course; the manager's
// figures and report count the first department's learner, never the second's, and every
// other admin page shows the 404 page inside the frame.
describe('the admin site for a unit manager', () => {
  let server: AppServer;
  let browser: Browser;
  let company: TDashboardFigures;
  let courseId: number;

  beforeAll(async () => {
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
    const tree = await apiCall<{ id: number }[]>(base, 'study/department/tree', undefined, admin);
    const department = async (name: string) =>
      (
        await apiCall<{ id: number }>(
          base,
          'manage/department/create',
          { name, parentId: tree[0]!.id },
          admin,
        )
      ).id;
    const own = await department(OWN);
    const other = await department(OTHER);
    const person = async (
      p: { account: string; realName: string },
      departmentId: number,
      roles: string[] = [],
    ) => {
      await apiCall(
        base,
        'manage/user/create',
        { ...p, departmentId, roles, password: FIRST_PASSWORD },
        admin,
      );
      return apiLogin(base, 'study/accountLogin', p.account, FIRST_PASSWORD, PASSWORD);
    };
    const manager = await person(MANAGER, own, ['unit_manager']);
    // The manager's personnel information is handed in, so the learner site asks nothing.
    await apiCall(
      base,
      'study/me/EditIsInformation',
      {
        department: String(own),
        mobile: '13900005678',
        fields: {
          employeeNo: 'M-0001',
          education: 'bachelor',
          hireDate: '2024-03-01',
          skills: 'frontend',
        },
      },
      manager,
    );
    const courses = await apiCall<{ list: { id: number }[] }>(
      base,
      'manage/course/list',
      { keyword: '高效会议', page: 1, pageSize: 10 },
      admin,
    );
    courseId = courses.list[0]!.id;
    // Each learner opens the course's one text resource: studied and completed today.
    for (const [p, departmentId, playId] of [
      [MINE, own, 'unit-e2e-0001'],
      [THEIRS, other, 'unit-e2e-0002'],
    ] as const) {
      const token = await person(p, departmentId);
      const detail = await apiCall<{ chapters: { resources: { resourceId: number }[] }[] }>(
        base,
        `study/course/${courseId}/detail`,
        undefined,
        token,
      );
      const beat = await apiCall<{ courseState: string }>(
        base,
        'study/me/learning/log/report',
        {
          courseId,
          resourceId: detail.chapters[0]!.resources[0]!.resourceId,
          playId,
          position: 0,
        },
        token,
      );
      expect(beat.courseState).toBe('completed');
    }
    company = await apiCall<TDashboardFigures>(base, 'manage/dashboard/figures', {}, admin);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs in to /manage, sees the dashboard and reports only, and their department's figures", async () => {
    // The other department's learner counts for the company, not for the manager.
    expect(company.activeToday).toBeGreaterThanOrEqual(2);
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    await signIn(page, MANAGER.account, PASSWORD);
    await visible(page.getByTestId('admin-layout'));
    await visible(page.getByTestId('admin-menu-reports'));
    expect(await menuEntries(page)).toEqual(['admin-menu-dashboard', 'admin-menu-reports']);
    const scope = await visible(page.getByTestId('dashboard-scope'));
    expect(await scope.getAttribute('data-scope')).toBe('departments');
    expect(await scope.innerText()).toContain(`你负责的部门（含下级部门）数据：${OWN}`);
    await visible(page.getByTestId('figure-activeToday'));
    expect(await figure(page, 'activeToday')).toBe('1');
    expect(await figure(page, 'activeWeek')).toBe('1');
    expect(await figure(page, 'completions')).toBe('1');
    await expect(page.getByTestId('figure-completions').innerText()).resolves.toContain('累计 1');
    await visible(page.getByTestId('chart-active'));
    await snap(page, 'manager-dashboard-zh-CN-1366');
    await context.close();
  });

  it("opens the course's learner report: their learner, not the other department's; exports it", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    await signIn(page, MANAGER.account, PASSWORD);
    await (await visible(page.getByTestId('admin-menu-reports'))).click();
    await page.waitForURL('**/manage/reports');
    const row = await visible(page.locator('tr', { hasText: COURSE }));
    await row.getByTestId(`report-open-${courseId}`).click();
    await page.waitForURL(`**/manage/reports/learners?kind=course&id=${courseId}`);
    await visible(page.getByTestId('report-title').getByText(COURSE));
    const mine = await visible(page.locator('tr', { hasText: MINE.realName }));
    await expect(mine.innerText()).resolves.toContain('已完成');
    const table = page.getByTestId('learner-report-table');
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await table.innerText()).not.toContain(THEIRS.realName);
    await snap(page, 'manager-report-zh-CN-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${COURSE}-\\d{8}\\.xlsx$`));
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(1000);
    // Back to the list (the report's first crumb), then its exams.
    await page.getByTestId('report-crumb').click();
    await page.waitForURL('**/manage/reports?kind=course');
    await page.getByTestId('report-items-kind').getByText('考试').click();
    await page.waitForURL('**/manage/reports?kind=exam');
    await visible(page.locator('tr', { hasText: '信息安全基础考试' }));
    await visible(page.locator('.ant-segmented-item-selected', { hasText: '考试' }));
    await snap(page, 'manager-report-items-zh-CN-1366');
    await context.close();
  });

  it('is refused the admin pages: the 404 page inside the frame, in English on a phone', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      ...PHONE,
    });
    await page.goto('/manage/login');
    await signIn(page, MANAGER.account, PASSWORD);
    await visible(page.getByTestId('admin-layout'));
    await chooseLanguage(page, 'English');
    await visible(page.getByText(`Figures of your departments and those under them: ${OWN}`));
    await snap(page, 'manager-dashboard-en-US-390');
    for (const path of ['/manage/users', '/manage/courses', '/manage/org/departments']) {
      await page.goto(path);
      await visible(page.getByTestId('admin-not-allowed'));
      await visible(page.getByTestId('admin-layout'));
      expect(new URL(page.url()).pathname).toBe(path);
      // No breadcrumb names a page they may not open.
      expect((await page.getByTestId('admin-breadcrumb').innerText()).trim()).toBe('');
      expect(await menuEntries(page)).toEqual(['admin-menu-dashboard', 'admin-menu-reports']);
    }
    await snap(page, 'manager-not-allowed-en-US-390');
    // Back to the dashboard from the 404 page.
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await visible(page.getByTestId('figure-activeToday'));
    await context.close();
  });

  it("the learner site's admin link opens the admin site for them, signed in", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/login');
    await signIn(page, MANAGER.account, PASSWORD);
    await (await visible(page.getByTestId('admin-link'))).click();
    await visible(page.getByTestId('dashboard-scope'));
    expect(new URL(page.url()).pathname).toBe('/manage');
    expect(await menuEntries(page)).toEqual(['admin-menu-dashboard', 'admin-menu-reports']);
    await context.close();
  });

  it('a learner is still refused by the admin login', async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto('/manage/login');
    await signIn(page, MINE.account, PASSWORD);
    await visible(page.getByTestId('login-error'));
    expect(new URL(page.url()).pathname).toBe('/manage/login');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TPage } from '@ascent/shared/admin';
import type { TTodoTask } from '@ascent/shared/task';
import { apiCall, createReadyLearner, startACourse } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, signIn, visible } from '../support/flows.ts';

// Issue 14, defect 7: the home's 我的待办 said "nothing to do" while the demo programmes were in
// progress for the learner. The home read only the courses the learner had started; it now
// shows the assigned tasks in progress (the to-do centre's), with their due dates, first. Above
// them, "continue learning" takes the learner back into the course they studied last.

const LEARNER = 'e2e_todo_learner';
const LEARNER_INITIAL = 'Td5#Reed_31';
const LEARNER_PASSWORD = 'Td8$Cove_52';
const PROGRAMMES = ['新员工入职培训', '信息安全学习地图'];

describe('the home to-dos (issue 14, defect 7)', () => {
  let browser: Browser;
  let tasks: TTodoTask[];
  let started: { courseId: number; title: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    const token = await createReadyLearner(base, {
      account: LEARNER,
      realName: '待办验证',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138066',
      employeeNo: 'E-1407',
    });
    tasks = (
      await apiCall<TPage<TTodoTask>>(
        base,
        'study/center/todo/list',
        { menuType: '*', state: 'inProgress', unfinished: true, page: 1, pageSize: 5 },
        token,
      )
    ).list;
    // One beat of a course's first resource (of several): the course is in progress.
    started = await startACourse(base, token, 'e2e-continue-1');
  });
  afterAll(() => browser?.close());

  it('shows the assigned programmes in progress with their due dates, tasks first', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto('/study');
    const card = await visible(page.getByTestId('home-todos'));
    await visible(card.getByTestId('home-todo'));
    await snap(page, 'home-todos');
    expect(await card.getByText('暂无待办').count()).toBe(0);

    const rows = card.getByTestId('home-todo');
    const shown = await rows.evaluateAll((els) =>
      els.map((el) => ({
        title: el.querySelector('.sh-todo__title')?.textContent ?? '',
        due: el.querySelector('[data-testid="home-todo-due"]')?.textContent ?? null,
        href: el.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
    for (const name of PROGRAMMES) expect(shown.map((r) => r.title)).toContain(name);
    // The tasks first, in the to-do centre's order (nearest due first), each with its due date.
    const firstTasks = shown.slice(0, tasks.length);
    expect(firstTasks.map((r) => r.title)).toEqual(tasks.map((t) => t.title));
    tasks.forEach((t, i) => {
      const row = firstTasks[i]!;
      expect(row.href).toBe(t.url);
      // Dates show as YYYY-MM-DD in Chinese, in the company's zone (the demo's: Asia/Shanghai).
      const day = (iso: string) =>
        new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(iso));
      expect(row.due).toBe(t.endAt ? `截止 ${day(t.endAt)}` : '不限时间');
    });
    // A to-do opens its page.
    await rows.filter({ hasText: PROGRAMMES[0]! }).locator('a').click();
    await page.waitForURL((url) => url.pathname !== '/study');
    await visible(page.getByText(PROGRAMMES[0]!));
    await context.close();
  });

  it('offers the course studied last and not finished, and goes back into it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto('/study');
    const card = await visible(page.getByTestId('home-continue'));
    await expect.poll(() => card.textContent()).toContain(started.title);
    expect(await card.textContent()).toContain('上次学习');
    await snap(page, 'home-continue-phone');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.getByTestId('home-continue-go').click();
    await page.waitForURL((url) => url.pathname === '/course/detail');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(started.courseId));
    await context.close();
  });
});

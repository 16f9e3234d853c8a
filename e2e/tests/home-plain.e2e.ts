import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createReadyLearner, startACourse } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { SHELL_FIRST_CALLS, byThePage, watchFirstCalls } from '../support/first-calls.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';

// Issue 14, light pages: the learner home (/study) made without the component kit. As a learner
// with a course in progress and the company's banners sees it, in Chinese and English, on a
// laptop and a phone: it keeps still while it loads (CLS < 0.1), nothing is wider than the
// screen, axe finds nothing serious in it (banners included), the carousel and the rankings'
// period switch work by their buttons and radios.
// Screenshots: e2e/artifacts/home-{zh-CN,en-US}-{desktop,phone}.png.

/** The calls the home's first render makes: its own, its sections' and the shell's. */
const HOME_FIRST_CALLS = [
  '/api/study/home/detail',
  '/api/study/me/course/list',
  '/api/study/center/todo/list',
  '/api/study/center/todo/list/course',
  '/api/study/rank/learnrank',
  ...SHELL_FIRST_CALLS,
];

const LEARNER = 'e2e_home_look';
const LEARNER_INITIAL = 'Hl5#Reed_31';
const LEARNER_PASSWORD = 'Hl8$Cove_52';
const BANNERS = ['新员工训练营开营', '信息安全月', '年度学习之星评选'];

const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const;
const LOCALES = [
  ['zh-CN', '简体中文'],
  ['en-US', 'English'],
] as const;

type Shift = { value: number; nodes: string[] };

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe-core's serious and critical findings on the home's own content, as text. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the sites' CSP (script-src 'self') refuses a tag.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({ include: [['.home-page']] })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return found;
}

/** Records every layout shift of the page's load (what Lighthouse's CLS adds up). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[])
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            nodes: (e.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('the learner home without the component kit', () => {
  let browser: Browser;
  let admin: string;
  let bannerIds: number[] = [];
  let started: string;
  /** The banners banner/list gives the learner: the demo's seeded ones and this file's. */
  let shownBanners = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    const token = await createReadyLearner(base, {
      account: LEARNER,
      realName: '首页验证',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138077',
      employeeNo: 'E-1414',
    });
    admin = await apiLogin(base, 'manage/accountLogin', 'admin', DEMO_PASSWORD, ADMIN_PASSWORD);
    // A course in progress: one beat of its first resource.
    started = (await startACourse(base, token, 'e2e-home-look-1')).title;
    for (const [i, title] of BANNERS.entries()) {
      const saved = await apiCall<{ id: number }>(
        base,
        'manage/banner/save',
        { title, imageUrl: `/covers/banner-${i + 1}.svg`, linkUrl: '/course/center', sort: i },
        admin,
      );
      bannerIds.push(saved.id);
    }
    shownBanners = (await apiCall<unknown[]>(base, 'study/banner/list', {}, token)).length;
  });
  afterAll(async () => {
    if (bannerIds.length)
      await apiCall(baseUrl(), 'manage/banner/delete', { ids: bannerIds }, admin);
    bannerIds = [];
    await browser?.close();
  });

  for (const [locale, language] of LOCALES)
    for (const [size, viewport] of SIZES)
      it(`${locale} ${size}: keeps still, fits the screen, shows every part`, async () => {
        const { context, page } = await newPage(browser, viewport);
        await page.goto('/login');
        if (locale !== 'zh-CN') await chooseLanguage(page, language);
        await signIn(page, LEARNER, LEARNER_PASSWORD);
        await visible(page.getByTestId('app-header'));
        await watchShifts(page);
        const firstCalls = await watchFirstCalls(page, HOME_FIRST_CALLS);
        await page.goto('/study');
        await visible(page.getByTestId('welcome-card'));
        const go = await visible(page.getByTestId('home-continue'));
        await expect.poll(() => go.textContent()).toContain(started);
        await visible(page.getByTestId('home-todo'));
        await visible(page.getByTestId('home-banner'));
        await visible(page.locator('[data-testid="home-rankings"] .plain-segmented'));
        await page
          .locator('[data-testid="home-rankings"] [aria-busy]')
          .waitFor({ state: 'detached' });
        // The first render's calls each made once, by the page's own first lines, before the
        // site's code had arrived (no refusal by the CSP).
        expect(firstCalls.initiators).toEqual(byThePage(HOME_FIRST_CALLS, `${baseUrl()}/study`));
        expect(firstCalls.refused).toEqual([]);
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Shift[] }).__shifts,
        );
        const total = shifts.reduce((s, e) => s + e.value, 0);
        console.info(`home ${locale} ${size}: layout shift ${total.toFixed(4)}`);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        // No antd component inside the home's own content.
        expect(await page.locator('.home-page [class*="ant-"]').count()).toBe(0);
        // The progress bars say their value.
        const bar = page.getByTestId('home-continue').getByRole('progressbar');
        expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await snap(page, `home-${locale}-${size}`);
        await context.close();
      });

  it('the carousel moves by its buttons and dots; the rankings switch by radio', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto('/study');
    const carousel = await visible(page.getByTestId('home-banners'));
    const dots = carousel.locator('.sh-banners__dot');
    expect(shownBanners).toBeGreaterThanOrEqual(BANNERS.length);
    expect(await dots.count()).toBe(shownBanners);
    const current = () =>
      dots.evaluateAll((els) => els.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect.poll(current).toBe(1);
    await dots.nth(2).click();
    await expect.poll(current).toBe(2);
    // From the last banner, "next" wraps round to the first.
    await dots.nth(shownBanners - 1).click();
    await expect.poll(current).toBe(shownBanners - 1);
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect.poll(current).toBe(0);
    // The track shows the slide the dot says.
    await expect
      .poll(() => carousel.locator('.sh-banners__track').evaluate((el) => el.scrollLeft))
      .toBeLessThan(5);

    const periods = page.getByRole('radiogroup', { name: '统计周期' });
    await periods.getByRole('radio', { name: '本周' }).check();
    expect(await periods.getByRole('radio', { name: '本周' }).isChecked()).toBe(true);
    await visible(page.getByTestId('home-rank-mine'));
    await context.close();
  });
  it('a learner with nothing in progress gets a way to the course centre', async () => {
    await createReadyLearner(baseUrl(), {
      account: 'e2e_home_fresh',
      realName: '新人',
      initialPassword: 'Hf5#Reed_31',
      password: 'Hf8$Cove_52',
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138078',
      employeeNo: 'E-1415',
    });
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, 'e2e_home_fresh', 'Hf8$Cove_52');
    await visible(page.getByTestId('app-header'));
    await page.goto('/study');
    const none = await visible(page.getByTestId('home-continue-none'));
    expect(await page.getByTestId('home-continue').count()).toBe(0);
    await snap(page, 'home-zh-CN-phone-fresh');
    await none.getByRole('link', { name: '浏览课程' }).click();
    await page.waitForURL((url) => url.pathname === '/course/center');
    await context.close();
  });
});

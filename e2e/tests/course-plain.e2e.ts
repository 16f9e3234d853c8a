import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, createReadyLearner } from '../support/api.ts';
import { baseUrl, launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { SHELL_FIRST_CALLS, byThePage, watchFirstCalls } from '../support/first-calls.ts';
import { ADMIN_PASSWORD, chooseLanguage, signIn, visible } from '../support/flows.ts';

// Issue 14, light pages: the course page (/course/detail) made without the component kit. As a
// learner opening the demo course sees it, in Chinese and English, on a laptop and a phone: a
// cold load fetches no antd, no antd icons and no zod; it keeps still while it loads (CLS <
// 0.1), nothing is wider than the screen, axe finds nothing serious in it; a text resource
// opens in the lazily loaded player without the kit; favourite, share and a comment work.
// Screenshots: e2e/artifacts/course-plain-{zh-CN,en-US}-{desktop,phone}.png.

const LEARNER = 'e2e_course_plain';
const LEARNER_INITIAL = 'Cp5#Reed_31';
const LEARNER_PASSWORD = 'Cp8$Cove_52';
const COURSE = '信息安全基础培训';
const COMMENT = `Plain comment ${Date.now()}`;

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

/** axe-core's serious and critical findings on the course page's own content, as text. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the sites' CSP (script-src 'self') refuses a tag.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({ include: [['.course-detail']] })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
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

/** The scripts of the component kit, its icons or zod that the page fetched. */
const kitScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/(antd-core|antd-layer|zod|[A-Z]\w+Outlined)-/.test(n)),
  );

/** The calls the course page's first render makes: the course's, its parts' and the shell's. */
const FIRST_CALLS = (courseId: number) => [
  `/api/study/course/${courseId}/detail`,
  '/api/study/me/check/learning/permission',
  '/api/study/me/learning/progress',
  '/api/study/interaction/state',
  '/api/study/comment/list',
  ...SHELL_FIRST_CALLS,
];

describe('the course page without the component kit', () => {
  let browser: Browser;
  let courseId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = baseUrl();
    const token = await createReadyLearner(base, {
      account: LEARNER,
      realName: '课程页验证',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138079',
      employeeNo: 'E-1416',
    });
    const found = await apiCall<{ list: { courseId: number; title: string }[] }>(
      base,
      'study/course/list',
      { keyword: COURSE },
      token,
    );
    courseId = found.list.find((c) => c.title === COURSE)?.courseId ?? 0;
    expect(courseId, COURSE).toBeGreaterThan(0);
  });
  afterAll(() => browser?.close());

  for (const [locale, language] of LOCALES)
    for (const [size, viewport] of SIZES)
      it(`${locale} ${size}: no kit, keeps still, fits the screen, opens a resource`, async () => {
        const { context, page } = await newPage(browser, viewport);
        await page.goto('/login');
        if (locale !== 'zh-CN') await chooseLanguage(page, language);
        await signIn(page, LEARNER, LEARNER_PASSWORD);
        await visible(page.getByTestId('app-header'));
        await watchShifts(page);
        const firstCalls = await watchFirstCalls(page, FIRST_CALLS(courseId));
        // A cold load of the course page (a new document).
        const address = `/course/detail?id=${courseId}`;
        await page.goto(address);
        await visible(page.getByRole('heading', { name: COURSE, level: 1 }));
        await visible(page.getByTestId('app-header'));
        // Its first render's calls each made once, by the page's own first lines (no refusal by
        // the CSP), before the site's code had arrived: the code took their answers.
        expect(firstCalls.initiators).toEqual(
          byThePage(FIRST_CALLS(courseId), baseUrl() + address),
        );
        expect(firstCalls.refused).toEqual([]);
        // Its texts in the default language came written into the page; another language's
        // are fetched.
        if (locale === 'zh-CN') expect(firstCalls.catalogues).toEqual([]);
        else expect(firstCalls.catalogues).not.toEqual([]);
        await visible(page.locator('.course-detail-progress'));
        const outline = await visible(page.locator('.chapter-outline'));
        await visible(page.locator('.comment-list .plain-empty, .comment-list__item').first());
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Shift[] }).__shifts,
        );
        const total = shifts.reduce((s, e) => s + e.value, 0);
        console.info(`course ${locale} ${size}: layout shift ${total.toFixed(4)}`);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await kitScripts(page)).toEqual([]);
        expect(await page.locator('.course-detail [class*="ant-"]').count()).toBe(0);
        // The cover is the page's first picture: sized before it arrives, asked for first.
        const cover = page.locator('img.course-detail-cover');
        expect(await cover.getAttribute('fetchpriority')).toBe('high');
        expect(await cover.getAttribute('width')).toBe('260');
        expect(await seriousViolations(page)).toEqual([]);
        await snap(page, `course-plain-${locale}-${size}`);

        // The first resource (text) opens in the player, still without the kit.
        await outline.locator('button.chapter-outline-resource').first().click();
        await visible(page.locator('.course-detail-player .rich-text'));
        expect(await kitScripts(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await context.close();
      });

  it('favourite, share and a comment work by their plain buttons', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto(`/course/detail?id=${courseId}`);
    const favourite = await visible(page.getByRole('button', { name: /^收藏/ }));
    await expect.poll(() => favourite.isEnabled()).toBe(true);
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');
    await favourite.click();
    const favourited = await visible(page.getByRole('button', { name: /^已收藏/ }));
    expect(await favourited.getAttribute('aria-pressed')).toBe('true');
    // Share: the link copied, or (no clipboard in this browser) the link shown; a plain toast.
    await page.getByRole('button', { name: '分享' }).click();
    const toast = await visible(page.getByTestId('plain-toaster').locator('.plain-toast'));
    expect(await toast.textContent()).toMatch(/链接已复制|\/course\/detail\?id=/);
    // An empty comment is refused in place; a comment shows at the top of the list.
    await page.getByRole('button', { name: '发表评论' }).click();
    await visible(page.getByRole('alert').filter({ hasText: '内容不能为空' }));
    const box = page.getByRole('textbox', { name: '写下你的评论' });
    await box.fill(COMMENT);
    expect(await page.locator('.plain-textarea__count').textContent()).toBe(
      `${COMMENT.length} / 500`,
    );
    await page.getByRole('button', { name: '发表评论' }).click();
    await visible(page.locator('.comment-list__item').first().getByText(COMMENT));
    expect(await box.inputValue()).toBe('');
    await context.close();
  });
});

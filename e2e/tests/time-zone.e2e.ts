import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dayOf, formatInstant } from '@ascent/shared/time';
import { apiCall, apiLogin } from '../support/api.ts';
import { launchBrowser, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  completePersonnelInformation,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';
import { startAppServer, type AppServer } from '../../apps/server/test/app-process.ts';

const LEARNER_PASSWORD = 'Tq5#Dune_84';

/**
 * A zone in which it is now just after midnight (00:00 to 00:59): Etc/GMT+N is N hours behind
 * UTC (the sign is POSIX's), Etc/GMT-N ahead, from -14 to +12.
 */
function zoneJustAfterMidnight(now: Date): string {
  const h = now.getUTCHours();
  // Local hour 0 needs an offset of -h hours, or 24-h when that is within the zones there are.
  const offset = h <= 12 ? -h : 24 - h;
  const zone = offset === 0 ? 'UTC' : offset < 0 ? `Etc/GMT+${-offset}` : `Etc/GMT-${offset}`;
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  if (Number(local) !== 0) throw new Error(`${zone} is at ${local}h, not just after midnight`);
  return zone;
}

// Defect 10 of issue 14: pages showed the browser's date and format (a Chinese page read
// "11/28/2026, 9:00:00 AM" in an English browser) and daily exams the server's UTC day.
describe("dates in the company's time zone", () => {
  let server: AppServer;
  let browser: Browser;
  let zone: string;
  let examId: number;
  let startAt: string;

  beforeAll(async () => {
    // A server of its own: this test changes the demo company's time zone.
    server = await startAppServer();
    browser = await launchBrowser();
    zone = zoneJustAfterMidnight(new Date());
    const admin = await apiLogin(
      server.baseUrl,
      'manage/accountLogin',
      'admin',
      DEMO_PASSWORD,
      ADMIN_PASSWORD,
    );
    await apiCall(
      server.baseUrl,
      'manage/company/config/update',
      { group: 'time', values: { timeZone: zone } },
      admin,
    );
    const learner = await apiLogin(
      server.baseUrl,
      'study/accountLogin',
      'learner',
      DEMO_PASSWORD,
      LEARNER_PASSWORD,
    );
    const daily = await apiCall<{ list: { id: number; startAt: string }[] }>(
      server.baseUrl,
      'study/me/exam/list',
      { kind: 'cyclic' },
      learner,
    );
    examId = daily.list[0]!.id;
    startAt = daily.list[0]!.startAt;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a page opened just after midnight in the company's zone shows its day and times, whatever the browser's", async () => {
    // A browser far behind (UTC-12): already on the previous day (or, when the company is at
    // UTC-12 itself, UTC+14: on the next).
    const browserZone = zone === 'Etc/GMT+12' ? 'Etc/GMT-14' : 'Etc/GMT+12';
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      timezoneId: browserZone,
      viewport: { width: 1366, height: 768 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'learner', LEARNER_PASSWORD);
    await completePersonnelInformation(page);
    await visible(page.getByTestId('header-menu'));
    await page.goto(`/exam/detail?id=${examId}`);
    const facts = await visible(page.locator('.exam-detail__facts'));
    const lang = await page.evaluate(() => document.documentElement.lang);
    expect(lang).toBe('zh-CN');
    const now = new Date();
    const text = (await facts.textContent()) ?? '';
    // The daily exam's day is the company's (just begun), not the browser's nor UTC's alone.
    expect(text).toContain(dayOf(now, zone));
    expect(text).not.toContain(dayOf(now, browserZone));
    // The window in the one Chinese format, on the company's clock.
    expect(text).toContain(formatInstant(startAt, 'zh-CN', zone));
    expect(text).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}|AM|PM/);
    await snap(page, 'time-zone-daily-exam');
    await context.close();
  });
});

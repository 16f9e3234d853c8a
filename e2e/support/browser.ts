import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { facePhoto, type SampleFace } from '../../apps/server/test/face-photos.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The phone every browser test looks at a page on (390x844, as the guide asks). */
export const PHONE = { width: 390, height: 844 } as const;
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Every browser a test file launched and has not closed: what a failed test reports on. */
export const openBrowsers = new Set<Browser>();

/** Debian's Chromium, headless, with the flags this closed network needs (and the test's own). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/**
 * A browser whose camera shows one face of the face package's sample photos (an MJPEG file of
 * that JPEG, Chromium's fake capture device; the permission prompt answered yes). The file goes
 * when the browser closes.
 */
export async function launchWithCamera(face: SampleFace): Promise<Browser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camera-e2e-'));
  const camera = path.join(dir, 'camera.mjpeg');
  const frame = facePhoto(face, { margin: 0.9 });
  fs.writeFileSync(camera, Buffer.concat(Array.from({ length: 30 }, () => frame)));
  const browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]);
  browser.on('disconnected', () => fs.rmSync(dir, { recursive: true, force: true }));
  return browser;
}

/** What the person would see of errors on each open page: field errors, alerts and toasts. */
const SEEN_ERRORS =
  '.ant-form-item-explain-error, .ant-message-notice, .ant-notification-notice, .ant-alert, [role="alert"]';

/**
 * A failed test's report (in CI's log, where screenshots are not kept): the address of each
 * open page, the errors, alerts and toasts it shows, and a screenshot under artifacts/.
 */
export async function reportOpenPages(testName: string): Promise<string> {
  const lines: string[] = [];
  let n = 0;
  for (const browser of openBrowsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        const texts = await page
          .locator(SEEN_ERRORS)
          .allInnerTexts()
          .catch(() => [] as string[]);
        const shown = texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
        lines.push(`  page ${n}: ${page.url()}`);
        for (const text of shown) lines.push(`    shows: ${text.slice(0, 200)}`);
        const name = `failed-${testName.replace(/[^\w-]+/g, '_').slice(0, 60)}-${n}`;
        await snap(page, name).catch(() => undefined);
      }
    }
  }
  return lines.join('\n');
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(
  browser: Browser,
  opts: {
    locale?: string;
    width?: number;
    height?: number;
    baseUrl?: string;
    /** Another browser's user agent (a suite's app browser: WeCom's, DingTalk's, Feishu's). */
    userAgent?: string;
  } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: opts.baseUrl ?? baseUrl(),
    locale: opts.locale ?? 'zh-CN',
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 768 },
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
  });
  const page: Page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (not committed) for a person to look at. */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * A browser with two people's pages side by side, an administrator's and a learner's (zh-CN,
 * each in its own context, so their sessions stay apart); `close` ends them and the browser.
 */
export async function adminAndLearner() {
  const browser = await launchBrowser();
  const admin = await newPage(browser, { locale: 'zh-CN' });
  const learner = await newPage(browser, { locale: 'zh-CN' });
  return {
    admin: admin.page,
    learner: learner.page,
    async close() {
      await admin.context.close();
      await learner.context.close();
      await browser.close();
    },
  };
}

/**
 * Waits until the finite animations on `at` and inside it (or inside its `closest` ancestor
 * matching that selector: a dialog's whole modal) have ended (a dialog zooming in, a switch
 * sliding), so a screenshot shows them whole. One cancelled meanwhile (replaced by
 * another, its element gone) is not waited for: its `finished` rejects with AbortError.
 */
export function animationsDone(at: Locator, closest?: string): Promise<unknown> {
  return at.evaluate(
    (el, selector) =>
      Promise.all(
        ((selector ? el.closest(selector) : null) ?? el)
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    closest,
  );
}

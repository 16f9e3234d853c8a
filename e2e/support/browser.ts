import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(
  browser: Browser,
  opts: { locale?: string; width?: number; height?: number; baseUrl?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: opts.baseUrl ?? baseUrl(),
    locale: opts.locale ?? 'zh-CN',
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 768 },
  });
  const page: Page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (not committed) for a person to look at. */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

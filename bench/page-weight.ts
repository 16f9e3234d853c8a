/**
 * Page weight (issue 14, "Weight and speed"): the JavaScript each first page transfers on a
 * cold load, in Chromium, from `npm start`'s server (the built sites, precompressed).
 *
 * Starts the built server over a fresh data directory with the demo company (as the browser
 * tests do: e2e/support/server.ts), then opens each page in a fresh browser context (empty
 * cache), signing in through the login form where the page needs it and emptying the cache
 * before the measured load. Counts every script response of the load until the network is
 * idle: its encoded body size (what went over the wire, the content-length of a compressed
 * reply), its decoded size, and the same for all other responses. Writes
 * bench/results/page-weight.{json,md} and prints the table.
 *
 * `npm run build` first. `--check` exits 1 when a page's JavaScript is over its budget (BUDGETS).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { startAppServer } from '../apps/server/test/app-process.ts';
import { prepareDemoPages } from './demo-pages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LEARNER_PASSWORD = 'Weight@2026x';
const ADMIN_PASSWORD = 'Weight@2026a';
const RESULTS = path.resolve(import.meta.dirname, 'results');
const KiB = 1024;

/**
 * Each page's budget (JavaScript transferred, KiB): the goal of issue 14 (course detail has
 * none of its own) and, for a page not yet at its goal, its ceiling: what it weighs today, a
 * few KiB up, so that it can only get lighter until it meets the goal (then the ceiling goes).
 * `--check` (in `npm test`) fails a page over its ceiling, or over its goal when it has none.
 */
export const BUDGETS: Record<string, { goal: number | null; ceiling?: number }> = {
  'learner /login': { goal: 170 },
  'learner home (/study)': { goal: 170 },
  'course detail': { goal: null, ceiling: 158 },
  '/exam/paper': { goal: 150 },
  'admin /manage/login': { goal: 250 },
};

/** The most a page may send now: its ceiling until it is at its goal, then its goal. */
export function budgetOf(page: string): number | null {
  const b = BUDGETS[page];
  return b ? (b.ceiling ?? b.goal) : null;
}

interface Transfer {
  url: string;
  type: string;
  /** Bytes of the body as sent (compressed when it was). */
  encoded: number;
  /** Bytes of the body once decoded. */
  decoded: number;
  encoding: string;
}

interface PageFigure {
  page: string;
  url: string;
  goalKiB: number | null;
  /** The most it may send now (budgetOf). */
  budgetKiB: number | null;
  jsKiB: number;
  jsDecodedKiB: number;
  jsFiles: number;
  cssKiB: number;
  allKiB: number;
  requests: number;
  domContentLoadedMs: number;
  loadMs: number;
  scripts: { file: string; kiB: number; decodedKiB: number; encoding: string }[];
}

const kib = (bytes: number) => Math.round((bytes / KiB) * 10) / 10;

async function launch(): Promise<Browser> {
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

/** Records every finished response of the page from now on. */
function record(page: Page) {
  const transfers: Transfer[] = [];
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const headers = await response.allHeaders();
        let decoded = sizes.responseBodySize;
        try {
          decoded = (await response.body()).length;
        } catch {
          // A redirect or a body the browser did not keep: the encoded size stands.
        }
        transfers.push({
          url: request.url(),
          type: request.resourceType(),
          encoded: sizes.responseBodySize,
          decoded,
          encoding: headers['content-encoding'] ?? 'identity',
        });
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
    return transfers;
  };
}

/** Loads `url` with an empty cache and measures it once `ready` holds and the network is idle. */
async function measure(
  page: Page,
  name: string,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageFigure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const stop = record(page);
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    // In the page (bench/ has no DOM types): the navigation's timing entry.
    const timings = performance as unknown as {
      getEntriesByType(type: string): { domContentLoadedEventEnd: number; loadEventEnd: number }[];
    };
    const nav = timings.getEntriesByType('navigation')[0];
    return { dcl: nav?.domContentLoadedEventEnd ?? 0, load: nav?.loadEventEnd ?? 0 };
  });
  const transfers = await stop();
  const scripts = transfers.filter((t) => t.type === 'script');
  const sum = (list: Transfer[], key: 'encoded' | 'decoded') =>
    list.reduce((s, t) => s + t[key], 0);
  return {
    page: name,
    url,
    goalKiB: BUDGETS[name]?.goal ?? null,
    budgetKiB: budgetOf(name),
    jsKiB: kib(sum(scripts, 'encoded')),
    jsDecodedKiB: kib(sum(scripts, 'decoded')),
    jsFiles: scripts.length,
    cssKiB: kib(
      sum(
        transfers.filter((t) => t.type === 'stylesheet'),
        'encoded',
      ),
    ),
    allKiB: kib(sum(transfers, 'encoded')),
    requests: transfers.length,
    domContentLoadedMs: Math.round(timing.dcl),
    loadMs: Math.round(timing.load),
    scripts: scripts
      .map((t) => ({
        file: new URL(t.url).pathname,
        kiB: kib(t.encoded),
        decodedKiB: kib(t.decoded),
        encoding: t.encoding,
      }))
      .sort((a, b) => b.kiB - a.kiB),
  };
}

async function signInForm(page: Page, loginUrl: string, account: string, password: string) {
  await page.goto(loginUrl);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

function markdown(figures: PageFigure[], when: string): string {
  const rows = figures.map((f) => {
    const within = f.goalKiB === null ? '—' : f.jsKiB <= f.goalKiB ? 'yes' : 'no';
    return `| ${f.page} | ${f.jsKiB.toFixed(1)} | ${f.goalKiB ?? '—'} | ${within} | ${f.budgetKiB ?? '—'} | ${f.jsDecodedKiB.toFixed(1)} | ${f.jsFiles} | ${f.cssKiB.toFixed(1)} | ${f.allKiB.toFixed(1)} | ${f.loadMs} |`;
  });
  const chunks = figures.map(
    (f) =>
      `- ${f.page}: ${f.scripts
        .filter((s) => s.kiB >= 5)
        .map((s) => `${path.basename(s.file)} ${s.kiB.toFixed(1)}`)
        .join(', ')}`,
  );
  return [
    `# Page weight (${when})`,
    '',
    `Cold loads in headless Chromium (${CHROMIUM}) from \`npm start\`'s server on this machine (demo company), each in a fresh context with an empty cache, counted until the network is idle; KiB = 1024 bytes. "JS sent" is the encoded bodies of the script responses (brotli where the browser accepts it), "JS decoded" their size once decoded. \`npm run bench:weight\` after \`npm run build\`.`,
    '',
    '| page | JS sent KiB | goal KiB | within goal | budget KiB | JS decoded KiB | JS files | CSS sent KiB | all sent KiB | load ms |',
    '| --- | ---: | ---: | :-: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Scripts of 5 KiB or more (sent KiB):',
    '',
    ...chunks,
    '',
  ].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const server = await startAppServer();
  const browser = await launch();
  const figures: PageFigure[] = [];
  try {
    const base = server.baseUrl;
    const { courseId, attemptId } = await prepareDemoPages(base, LEARNER_PASSWORD, ADMIN_PASSWORD);

    const context = await browser.newContext({
      baseURL: base,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 768 },
    });
    const page = await context.newPage();
    figures.push(
      await measure(page, 'learner /login', '/login', (p) =>
        p.getByTestId('login-account').waitFor(),
      ),
    );
    await signInForm(page, '/login', 'learner', LEARNER_PASSWORD);
    await page.getByTestId('app-header').waitFor();
    figures.push(
      await measure(page, 'learner home (/study)', '/study', (p) =>
        p.getByTestId('app-header').waitFor(),
      ),
    );
    figures.push(
      await measure(page, 'course detail', `/course/detail?id=${courseId}`, (p) =>
        p.getByTestId('app-header').waitFor(),
      ),
    );
    figures.push(
      await measure(page, '/exam/paper', `/exam/paper?attemptId=${attemptId}`, (p) =>
        p.locator('.exam-question').first().waitFor(),
      ),
    );
    await context.close();

    const admin = await browser.newContext({
      baseURL: base,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 768 },
    });
    figures.push(
      await measure(await admin.newPage(), 'admin /manage/login', '/manage/login', (p) =>
        p.getByTestId('login-account').waitFor(),
      ),
    );
    await admin.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  const when = new Date().toISOString();
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'page-weight.json'),
    `${JSON.stringify({ measuredAt: when, unit: 'KiB', pages: figures }, null, 2)}\n`,
  );
  const table = markdown(figures, when);
  fs.writeFileSync(path.join(RESULTS, 'page-weight.md'), table);
  console.log(table);

  const over = figures.filter((f) => f.budgetKiB !== null && f.jsKiB > f.budgetKiB);
  if (check && over.length) {
    for (const f of over)
      console.error(
        `over budget: ${f.page} sends ${f.jsKiB} KiB of JavaScript (budget ${f.budgetKiB}, goal ${f.goalKiB ?? 'none'})`,
      );
    process.exitCode = 1;
  }
}

await main();

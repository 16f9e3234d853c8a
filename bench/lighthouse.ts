/**
 * Lighthouse (issue 14, "Weight and speed"): the mobile preset (Lighthouse's default: a
 * mid-range phone, simulated slow 4G and a 4x slower CPU) on the learner's login, home, course
 * detail and exam paper, from `npm start`'s server with the demo company (as page-weight.ts).
 * Records performance, LCP, TBT, CLS and accessibility against the goals (LCP <= 2.5 s, TBT <=
 * 200 ms, CLS <= 0.1, accessibility >= 95) in bench/results/lighthouse.{json,md}.
 *
 * Chromium runs with a profile of its own and a debugging port: the learner signs in through
 * the login form in it, and Lighthouse (connecting to the port, storage kept) opens each page
 * in a new tab of the same profile, signed in. `npm run build` first; `npm run
 * bench:lighthouse`. A figure, not a check: it is not part of `npm test` (about 2 minutes).
 * With LIGHTHOUSE_REPORTS=<folder>, each page's whole report and its trace are written there
 * (`<page>.json`, `<page>.trace.json`): the long tasks, the LCP breakdown, the requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startAppServer } from '../e2e/support/server.ts';
import { prepareDemoPages } from './demo-pages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LEARNER_PASSWORD = 'Lighthouse@2026x';
const ADMIN_PASSWORD = 'Lighthouse@2026a';
const RESULTS = path.resolve(import.meta.dirname, 'results');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** Issue 14's goals. */
export const GOALS = { lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 95 };

interface LighthouseFigure {
  page: string;
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  fcpMs: number;
  within: boolean;
}

/**
 * Lighthouse on one page, cold: the profile's HTTP cache emptied first (Lighthouse keeps it
 * when told to keep storage, which the signed-in pages need for their session).
 */
async function run(browser: BrowserContext, name: string, url: string): Promise<LighthouseFigure> {
  const page = browser.pages()[0] ?? (await browser.newPage());
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in pages keep the session the login form left in the profile.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORTS) {
    const file = path.join(REPORTS, name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''));
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
    fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const figure = {
    page: name,
    url: new URL(url).pathname + new URL(url).search,
    performance: score('performance'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    accessibility: score('accessibility'),
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
  return {
    ...figure,
    within:
      figure.lcpMs <= GOALS.lcpMs &&
      figure.tbtMs <= GOALS.tbtMs &&
      figure.cls <= GOALS.cls &&
      figure.accessibility >= GOALS.accessibility,
  };
}

function markdown(figures: LighthouseFigure[], when: string, version: string): string {
  return [
    `# Lighthouse (${when})`,
    '',
    `Lighthouse ${version}, mobile preset (simulated slow 4G, 4x CPU slowdown), headless Chromium (${CHROMIUM}) on this 2-core machine, \`npm start\`'s server with the demo company, the learner signed in. Goals (issue 14): LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, accessibility >= ${GOALS.accessibility}. \`npm run bench:lighthouse\` after \`npm run build\`.`,
    '',
    '| page | performance | LCP ms | TBT ms | CLS | accessibility | FCP ms | within goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: |',
    ...figures.map(
      (f) =>
        `| ${f.page} | ${f.performance} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.accessibility} | ${f.fcpMs} | ${f.within ? 'yes' : 'no'} |`,
    ),
    '',
  ].join('\n');
}

async function main() {
  const server = await startAppServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'zh-CN',
    args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const figures: LighthouseFigure[] = [];
  try {
    const base = server.baseUrl;
    const { courseId, attemptId } = await prepareDemoPages(base, LEARNER_PASSWORD, ADMIN_PASSWORD);
    figures.push(await run(browser, 'learner /login', `${base}/login`));
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${base}/login`);
    await page.getByTestId('login-account').fill('learner');
    await page.getByTestId('login-password').fill(LEARNER_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('app-header').waitFor();
    figures.push(await run(browser, 'learner home (/study)', `${base}/study`));
    figures.push(await run(browser, 'course detail', `${base}/course/detail?id=${courseId}`));
    figures.push(await run(browser, '/exam/paper', `${base}/exam/paper?attemptId=${attemptId}`));
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const when = new Date().toISOString();
  const version = JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../node_modules/lighthouse/package.json'),
      'utf8',
    ),
  ).version as string;
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'lighthouse.json'),
    `${JSON.stringify({ measuredAt: when, lighthouse: version, goals: GOALS, pages: figures }, null, 2)}\n`,
  );
  const table = markdown(figures, when, version);
  fs.writeFileSync(path.join(RESULTS, 'lighthouse.md'), table);
  console.log(table);
}

await main();

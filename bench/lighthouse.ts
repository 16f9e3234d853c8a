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
 * (`<page>.json`, `<page>.trace.json`, the last run's): the long tasks, the LCP breakdown, the
 * requests.
 *
 * The CPU slowdown is the preset's 4x, as issue 14 names it ("Lighthouse (mobile preset)"), and
 * what PageSpeed Insights applies. Lighthouse's documentation (docs/throttling.md, "Calibrating
 * multipliers") also offers to scale it by the host's benchmark index, recorded with the
 * figures (`benchmarkIndex`, and the slowdown its calculator would give, `calibratedSlowdown`):
 * this VM's index read 1,000 to 2,850 on the same code from one session to the next (a
 * slowdown of 2.4x to 9.7x), so a goal judged at the calibrated slowdown moved with the VM
 * rather than with the pages. LIGHTHOUSE_CPU=<multiplier> sets another slowdown, and
 * LIGHTHOUSE_CPU=calibrated Lighthouse's calibration (`cpuSlowdownFor` of the median index of
 * CALIBRATION_RUNS runs on the login page).
 *
 * Each page is measured RUNS times (LIGHTHOUSE_RUNS, default 5) and each figure is that page's
 * median (docs/variability.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startAppServer } from '../apps/server/test/app-process.ts';
import { prepareDemoPages } from './demo-pages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LEARNER_PASSWORD = 'Lighthouse@2026x';
const ADMIN_PASSWORD = 'Lighthouse@2026a';
const RESULTS = path.resolve(import.meta.dirname, 'results');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// Five: on this 2-core VM one run's TBT moves by 100 ms or more with what else the machine is doing
// (the trace counts wall time, and the browser's tasks are preempted), and three runs' median still
// followed one outlier.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CALIBRATION_RUNS = 3;

/** Issue 14's goals. */
export const GOALS = { lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 95 };

/** The mobile preset's CPU slowdown. */
const PRESET_CPU_SLOWDOWN = 4;

/** Every run's benchmark index, whatever the slowdown (recorded with the figures). */
const benchmarkIndexes: number[] = [];

/**
 * The CPU slowdown that makes a host of this benchmark index the preset's mid-tier phone:
 * Lighthouse's CPU throttling calculator (linked from its docs/throttling.md), whose anchors
 * are 150 -> 1x, 800 -> 2x, 1,300 -> 3x and 1,533 -> 4x (the preset's reference host), linear
 * between them and beyond the last.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface LighthouseFigure {
  page: string;
  url: string;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  fcpMs: number;
  within: boolean;
}

type RunFigure = Omit<LighthouseFigure, 'page' | 'url' | 'runs' | 'within'> & {
  benchmarkIndex: number;
};

/**
 * Lighthouse once on one page, cold: the profile's HTTP cache emptied first (Lighthouse keeps
 * it when told to keep storage, which the signed-in pages need for their session).
 */
async function runOnce(
  browser: BrowserContext,
  name: string,
  url: string,
  cpuSlowdownMultiplier: number,
): Promise<RunFigure> {
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
    throttling: { cpuSlowdownMultiplier },
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
  return {
    performance: score('performance'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    accessibility: score('accessibility'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** A page measured RUNS times at the given slowdown: each figure the runs' median. */
async function run(
  browser: BrowserContext,
  name: string,
  url: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseFigure> {
  const runs: RunFigure[] = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await runOnce(browser, name, url, cpuSlowdownMultiplier));
  benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
  const of = (key: keyof Omit<RunFigure, 'benchmarkIndex'>) => median(runs.map((r) => r[key]));
  const figure = {
    page: name,
    url: new URL(url).pathname + new URL(url).search,
    runs: RUNS,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
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

interface Calibration {
  /** Whether the slowdown is Lighthouse's calibration for this machine (LIGHTHOUSE_CPU=calibrated). */
  calibrated: boolean;
  cpuSlowdownMultiplier: number;
}

/** The machine's benchmark index over the runs, and the slowdown Lighthouse's calibration gives. */
function machine() {
  const benchmarkIndex = Math.round(median(benchmarkIndexes));
  return {
    benchmarkIndex,
    calibratedSlowdown: Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100,
  };
}

function markdown(
  figures: LighthouseFigure[],
  when: string,
  version: string,
  cpu: Calibration,
): string {
  const slowdown = cpu.cpuSlowdownMultiplier.toFixed(2);
  const { benchmarkIndex, calibratedSlowdown } = machine();
  const calibration = cpu.calibrated
    ? `a ${slowdown}x CPU slowdown: Lighthouse's calibration for this machine's benchmark index ${benchmarkIndex} (the preset's 4x is for an index of about 1,533)`
    : cpu.cpuSlowdownMultiplier === PRESET_CPU_SLOWDOWN
      ? `the preset's 4x CPU slowdown (this machine's benchmark index read ${benchmarkIndex} over the runs, for which Lighthouse's calibration would give ${calibratedSlowdown}x: see lighthouse.ts)`
      : `a ${slowdown}x CPU slowdown (LIGHTHOUSE_CPU)`;
  return [
    `# Lighthouse (${when})`,
    '',
    `Lighthouse ${version}, mobile preset (simulated slow 4G, a mid-tier phone's screen) with ${calibration}; headless Chromium (${CHROMIUM}) on this 2-core machine, \`npm start\`'s server with the demo company, the learner signed in. Each figure is the median of ${RUNS} runs. Goals (issue 14): LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, accessibility >= ${GOALS.accessibility}. \`npm run bench:lighthouse\` after \`npm run build\`.`,
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

/**
 * The CPU slowdown: the preset's 4x, LIGHTHOUSE_CPU's multiplier, or with LIGHTHOUSE_CPU=calibrated
 * Lighthouse's calibration (`cpuSlowdownFor`) of the median benchmark index of
 * CALIBRATION_RUNS runs on the login page.
 */
async function calibrate(browser: BrowserContext, url: string): Promise<Calibration> {
  const setting = process.env.LIGHTHOUSE_CPU ?? String(PRESET_CPU_SLOWDOWN);
  if (setting !== 'calibrated') {
    return { calibrated: false, cpuSlowdownMultiplier: Number(setting) };
  }
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    indexes.push((await runOnce(browser, 'calibration', url, PRESET_CPU_SLOWDOWN)).benchmarkIndex);
  }
  return { calibrated: true, cpuSlowdownMultiplier: cpuSlowdownFor(median(indexes)) };
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
  let cpu: Calibration | undefined;
  try {
    const base = server.baseUrl;
    const { courseId, attemptId } = await prepareDemoPages(base, LEARNER_PASSWORD, ADMIN_PASSWORD);
    cpu = await calibrate(browser, `${base}/login`);
    const slowdown = cpu.cpuSlowdownMultiplier;
    figures.push(await run(browser, 'learner /login', `${base}/login`, slowdown));
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${base}/login`);
    await page.getByTestId('login-account').fill('learner');
    await page.getByTestId('login-password').fill(LEARNER_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('app-header').waitFor();
    figures.push(await run(browser, 'learner home (/study)', `${base}/study`, slowdown));
    figures.push(
      await run(browser, 'course detail', `${base}/course/detail?id=${courseId}`, slowdown),
    );
    figures.push(
      await run(browser, '/exam/paper', `${base}/exam/paper?attemptId=${attemptId}`, slowdown),
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  if (!cpu) throw new Error('the CPU slowdown was not calibrated');
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
    `${JSON.stringify({ measuredAt: when, lighthouse: version, goals: GOALS, runs: RUNS, ...cpu, ...machine(), pages: figures }, null, 2)}\n`,
  );
  const table = markdown(figures, when, version, cpu);
  fs.writeFileSync(path.join(RESULTS, 'lighthouse.md'), table);
  console.log(table);
}

await main();

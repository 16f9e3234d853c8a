// Course-centre benchmark: POST /api/study/course/list (first page, hottest, a category, a
// keyword) with 100,000 courses (BENCH_COURSES) and 1,000,000 ledger rows (BENCH_LEDGER_ROWS)
// in the learner's company, as ratios to a bare Fastify endpoint measured in the same run.
// BENCH_SECONDS (default 10) per figure; with BENCH_DATABASE_URL the Ascent server runs on
// PostgreSQL. Each list figure is taken at BENCH_CONNECTIONS (default 20, throughput) and at
// BENCH_LATENCY_CONNECTIONS (default 1: the latency one learner sees).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import { demoCompany, seedCourses, seedLedger } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const courseCount = Number(process.env.BENCH_COURSES ?? 100_000);
const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const latencyConnections = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 1);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

const servers = await startBenchServers('course', {
  seed: async (db) => {
    const company = await demoCompany(db);
    const seeded = await seedCourses(db, company, courseCount);
    await seedLedger(db, company.companyId, ledgerRows);
    return seeded;
  },
});
const { categoryId } = servers.seeded;

try {
  const token = await signInToken(servers.api, 'learner', password);
  const headers = { authorization: `token ${token}`, 'content-type': 'application/json' };
  const url = `${servers.api}/study/course/list`;
  const scenarios: [string, object][] = [
    ['course/list first page (newest)', {}],
    ['course/list hottest', { sort: 'hottest' }],
    ['course/list category subtree', { categoryId }],
    ['course/list keyword 安全培训', { keyword: '安全培训' }],
  ];
  const totals: string[] = [];
  for (const [name, body] of scenarios) {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const r = (await res.json()) as { ret: number; data: { total: number } };
    if (r.ret !== 0) throw new Error(`${name} refused: ${JSON.stringify(r)}`);
    totals.push(`${name}: total ${r.data.total}`);
  }
  const baseline = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });
  const figures: Figure[] = [baseline];
  // Throughput under load (BENCH_CONNECTIONS at once), then one learner's latency (one
  // connection: each request alone, the p99 a person waits for a page).
  for (const [name, body] of scenarios)
    for (const conns of [connections, latencyConnections])
      figures.push(
        await load(`POST ${name} (${conns} conn.)`, {
          url,
          method: 'POST',
          body: JSON.stringify(body),
          headers,
          seconds,
          connections: conns,
        }),
      );
  const report = [
    `# Course-centre benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}, ${courseCount} courses and ${ledgerRows} ledger rows in the learner's company (seeded in ${(servers.seedMs / 1000).toFixed(1)} s), ${seconds} s per figure; the bare yardstick at ${connections} connections.`,
    '',
    table(figures, baseline),
    '',
    ...totals.map((t) => `- ${t}`),
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/course-center-${servers.database.toLowerCase()}.md`),
    report,
  );
  if (figures.some((f) => f.errors + f.non2xx > 0)) process.exitCode = 1;
} finally {
  await servers.stop();
}

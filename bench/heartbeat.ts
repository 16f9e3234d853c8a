// Heartbeat benchmark: POST /api/study/me/learning/log/report with every connection its own
// learner, token and play, over a database holding 100,000 courses and 1,000,000 ledger rows
// (seed-learning.ts), with the bare Fastify endpoint measured in the same run as the
// yardstick. PGlite by default; BENCH_DATABASE_URL (and BENCH_REDIS_URL) for PostgreSQL.
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_LEDGER_ROWS, BENCH_COURSES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heartbeatLoad, load, signInToken, startBenchServers, table } from './lib.ts';
import { demoCompany, seedCourses, seedHeartbeatCourse, seedLedger } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const courseRows = Number(process.env.BENCH_COURSES ?? 100_000);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

const servers = await startBenchServers('heartbeat', {
  seed: async (db) => {
    const company = await demoCompany(db);
    const { companyId } = company;
    await seedCourses(db, company, courseRows);
    const play = await seedHeartbeatCourse(db, company, connections);
    await seedLedger(db, companyId, ledgerRows);
    return play;
  },
});
const { courseId, resourceId } = servers.seeded;
const api = servers.api;

try {
  const tokens: string[] = [];
  for (let i = 1; i <= connections; i++) tokens.push(await signInToken(api, `hb${i}`, password));
  const bareFigure = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });

  const beat = await heartbeatLoad('POST study/me/learning/log/report', {
    api,
    tokens,
    courseId,
    resourceId,
    seconds,
    connections,
  });
  // A sample beat, to show the envelope is a success (not a fast refusal).
  const check = await fetch(`${api}/study/me/learning/log/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${tokens[0]}` },
    body: JSON.stringify({
      courseId,
      resourceId,
      playId: 'bench-check-000',
    }),
  });
  const sample = (await check.json()) as { ret: number; msg: string };
  const rank = performance.now();
  const rankRes = await fetch(`${api}/study/rank/learnrank`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${tokens[0]}` },
    body: JSON.stringify({ period: 'month' }),
  });
  const rankBody = (await rankRes.json()) as { ret: number };
  const rankMs = performance.now() - rank;

  const report = [
    `# Heartbeat benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}: ${courseRows} courses, ${ledgerRows} ledger rows (seeded in ${(servers.seedMs / 1000).toFixed(1)} s), ${connections} connections (one learner and play each), ${seconds} s each.`,
    '',
    table([bareFigure, beat], bareFigure),
    '',
    `- a sample beat: ret ${sample.ret} ${sample.msg}`,
    `- learnrank (month, over the ledger, first call): ret ${rankBody.ret} in ${rankMs.toFixed(1)} ms`,
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/heartbeat-${servers.database.toLowerCase()}.md`),
    report,
  );
  if (beat.errors + beat.non2xx > 0 || sample.ret !== 0) process.exitCode = 1;
} finally {
  await servers.stop();
}

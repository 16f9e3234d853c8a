// Heartbeat benchmark: POST /api/study/me/learning/log/report with every connection its own
// learner, token and play, over a database holding 100,000 courses and 1,000,000 ledger rows
// (seed-learning.ts), with the bare Fastify endpoint measured in the same run as the
// yardstick. PGlite by default; BENCH_DATABASE_URL (and BENCH_REDIS_URL) for PostgreSQL.
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_LEDGER_ROWS, BENCH_COURSES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import { demoCompany, query, seedCourses, seedLedger } from './seed-learning.ts';

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
    // One learner per connection (the demo password), the catalogue, the course they study.
    await db.execute(sql`
      insert into users (company_id, account, password_hash, change_password, real_name)
      select ${companyId}, 'hb' || g, ${company.passwordHash}, false, 'Heartbeat ' || g
      from generate_series(1, ${connections}) g`);
    await seedCourses(db, company, courseRows);
    const [course] = await query(
      db,
      sql`insert into courses (company_id, title, status, published_at, credits, study_hours)
          values (${companyId}, 'Heartbeat course', 'published', now(), 1, 1) returning id`,
    );
    const [chapter] = await query(
      db,
      sql`insert into course_chapters (course_id, title, sort)
          values (${course!.id}, 'Chapter 1', 0) returning id`,
    );
    const [resource] = await query(
      db,
      sql`insert into course_resources (course_id, chapter_id, title, type, min_seconds, duration_seconds)
          values (${course!.id}, ${chapter!.id}, 'Video', 1, 100000, 100000) returning id`,
    );
    await seedLedger(db, companyId, ledgerRows);
    return { courseId: Number(course!.id), resourceId: Number(resource!.id) };
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

  let next = 0;
  const result = await autocannon({
    url: `${api}/study/me/learning/log/report`,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          if (context.token === undefined) {
            const i = next++ % tokens.length;
            context.token = tokens[i];
            context.playId = `bench-play-${i}-${Date.now()}`;
            context.position = 0;
          }
          context.position = (context.position as number) + 1;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `token ${context.token as string}`,
            },
            body: JSON.stringify({
              courseId,
              resourceId,
              playId: context.playId,
              position: context.position,
            }),
          };
        },
      },
    ],
  });
  const beat: Figure = {
    name: 'POST study/me/learning/log/report',
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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

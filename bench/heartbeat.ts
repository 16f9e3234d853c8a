// Heartbeat benchmark: POST /api/study/me/learning/log/report with every connection its own
// learner, token and play, over a database holding 100,000 courses and 1,000,000 ledger rows
// (seeded with generate_series), with the bare Fastify endpoint measured in the same run as
// the yardstick. PGlite by default; BENCH_DATABASE_URL (and BENCH_REDIS_URL) for PostgreSQL.
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_LEDGER_ROWS, BENCH_COURSES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createFreshDatabase, freePort, load, startProcess, table, type Figure } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const courseRows = Number(process.env.BENCH_COURSES ?? 100_000);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-bench-heartbeat-'));
const pg = process.env.BENCH_DATABASE_URL
  ? await createFreshDatabase(process.env.BENCH_DATABASE_URL, 'ascent_bench')
  : null;
const appPort = await freePort();
const barePort = await freePort();
const appEnv = {
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  DATABASE_URL: pg?.url ?? '',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  WEB_DIST: '',
  ADMIN_DIST: '',
};
const health = `http://127.0.0.1:${appPort}/api/health`;
const startApp = () => startProcess(path.join(root, 'apps/server/src/main.ts'), appEnv, health);
const stop = async (p: Awaited<ReturnType<typeof startProcess>>) => {
  p.kill('SIGTERM');
  await new Promise((r) => p.once('exit', r));
};

// 1. The server migrates and seeds the demo company; then it stops (PGlite has one owner).
await stop(await startApp());

// 2. The volume, straight into the database.
const seededAt = performance.now();
const database = await openDatabase({ databaseUrl: pg?.url ?? '', dataDir });
const { db } = database;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const [demo] = await rows<{ company_id: number; password_hash: string }>(
  sql`select company_id, password_hash from users where account = 'learner'`,
);
if (!demo) throw new Error('demo learner missing');
const companyId = demo.company_id;
await db.execute(sql`
  insert into users (company_id, account, password_hash, change_password, real_name)
  select ${companyId}, 'hb' || g, ${demo.password_hash}, false, 'Heartbeat ' || g
  from generate_series(1, ${connections}) g`);
await db.execute(sql`
  insert into courses (company_id, title, status, published_at, credits, study_hours, learner_count)
  select ${companyId}, 'Bench course ' || g, 'published', now() - (g || ' minutes')::interval,
         g % 5, g % 3, g % 1000
  from generate_series(1, ${courseRows}) g`);
const [course] = await rows<{ id: number }>(sql`
  insert into courses (company_id, title, status, published_at, credits, study_hours)
  values (${companyId}, 'Heartbeat course', 'published', now(), 1, 1) returning id`);
const [chapter] = await rows<{ id: number }>(sql`
  insert into course_chapters (course_id, title, sort) values (${course!.id}, 'Chapter 1', 0)
  returning id`);
const [resource] = await rows<{ id: number }>(sql`
  insert into course_resources (course_id, chapter_id, title, type, min_seconds, duration_seconds)
  values (${course!.id}, ${chapter!.id}, 'Video', 1, 100000, 100000) returning id`);
// 1,000,000 ledger rows over every learner of the company, spread over 60 days.
await db.execute(sql`
  insert into learning_ledger (user_id, company_id, kind, amount, rule, item_type, item_id, created_at)
  select u.ids[1 + (g % array_length(u.ids, 1))], ${companyId},
         (array['hours','credits','points'])[1 + g % 3], 1 + g % 4, 'course.completed', 2, g,
         now() - ((g % 86400) || ' minutes')::interval
  from generate_series(1, ${ledgerRows}) g,
       (select array_agg(id) ids from users where company_id = ${companyId}) u`);
await db.execute(sql`analyze`);
await database.close();
const seedMs = performance.now() - seededAt;

// 3. Both servers up; every connection signs in as its own learner with its own play.
const bare = await startProcess(
  path.join(root, 'bench/bare-server.ts'),
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/bare`,
);
const app = await startApp();
try {
  const api = `http://127.0.0.1:${appPort}/api`;
  const tokens: string[] = [];
  for (let i = 1; i <= connections; i++) {
    const res = await fetch(`${api}/study/accountLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `hb${i}`, password }),
    });
    const body = (await res.json()) as { ret: number; msg: string; data: { token: string } };
    if (body.ret !== 0) throw new Error(`login hb${i}: ${body.msg}`);
    tokens.push(body.data.token);
  }
  const bareFigure = await load('bare Fastify GET /bare', {
    url: `http://127.0.0.1:${barePort}/bare`,
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
              courseId: course!.id,
              resourceId: resource!.id,
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
      courseId: course!.id,
      resourceId: resource!.id,
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

  console.log(
    `\nHeartbeat on ${pg ? 'PostgreSQL' : 'PGlite'}: ${courseRows} courses, ${ledgerRows} ledger rows (seeded in ${(seedMs / 1000).toFixed(1)} s), ${connections} connections (one learner and play each), ${seconds} s each\n`,
  );
  console.log(table([bareFigure, beat], bareFigure));
  console.log(
    `\nsample beat: ret ${sample.ret} ${sample.msg}; learnrank (month, over the ledger): ret ${rankBody.ret} in ${rankMs.toFixed(1)} ms`,
  );
} finally {
  await stop(app);
  bare.kill('SIGTERM');
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

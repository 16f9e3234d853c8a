// Course-centre benchmark: POST /api/study/course/list (first page, a category, a keyword)
// with 100,000 courses in the learner's company (BENCH_COURSES), as ratios to a bare Fastify
// endpoint measured in the same run. BENCH_SECONDS (default 10) per figure; with
// BENCH_DATABASE_URL (or --pg=<url>) the Ascent server runs on PostgreSQL. Each list figure is
// taken at BENCH_CONNECTIONS (default 20, throughput) and at BENCH_LATENCY_CONNECTIONS (default
// 1: the latency one learner sees).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createFreshDatabase, freePort, load, startProcess, table, type Figure } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const pgArg = process.argv.find((a) => a.startsWith('--pg='))?.slice(5);
const databaseUrl = pgArg ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const courseCount = Number(process.env.BENCH_COURSES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const latencyConnections = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 1);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-bench-course-'));
const fresh = databaseUrl ? await createFreshDatabase(databaseUrl, 'ascent_bench') : null;
const appEnv = {
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  DATABASE_URL: fresh?.url ?? '',
  WEB_DIST: '',
  ADMIN_DIST: '',
};
const appScript = path.join(root, 'apps/server/src/main.ts');

async function startApp() {
  const port = await freePort();
  const child = await startProcess(
    appScript,
    { ...appEnv, PORT: String(port) },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { child, api: `http://127.0.0.1:${port}/api` };
}
async function stop(child: ChildProcess) {
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  await exited;
}

/**
 * 100,000 courses in one statement (INSERT ... SELECT generate_series): 20 categories under
 * 4 roots, published over the last 400 days, learner counts spread, one in ten limited to a
 * department audience, one in twenty secret, one in fifty a draft; every 97th title has
 * 安全培训 inside it.
 */
async function seed(): Promise<{ categoryId: number }> {
  const database = await openDatabase({ databaseUrl: fresh?.url ?? '', dataDir });
  const { db } = database;
  const started = performance.now();
  const rows = (r: unknown) =>
    ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, unknown>[];
  const [learner] = rows(
    await db.execute(sql`select company_id, department_id from users where account = 'learner'`),
  );
  const companyId = Number(learner!.company_id);
  const departmentId = Number(learner!.department_id ?? 0);
  await db.execute(sql`update users set change_password = false where company_id = ${companyId}`);
  const roots = rows(
    await db.execute(sql`
      insert into course_categories (company_id, name, sort)
      select ${companyId}, 'Root ' || g, g from generate_series(1, 4) g returning id`),
  ).map((r) => Number(r.id));
  for (const id of roots) {
    await db.execute(sql`update course_categories set path = '/' || id || '/' where id = ${id}`);
    await db.execute(sql`
      insert into course_categories (company_id, parent_id, name, sort)
      select ${companyId}, ${id}, 'Child ' || ${id} || '-' || g, g from generate_series(1, 5) g`);
    await db.execute(sql`
      update course_categories set path = '/' || ${id} || '/' || id || '/' where parent_id = ${id}`);
  }
  const children = rows(
    await db.execute(sql`
      select id, path from course_categories where company_id = ${companyId} and parent_id is not null order by id`),
  );
  const ids = `{${children.map((c) => c.id).join(',')}}`;
  const paths = `{${children.map((c) => `"${String(c.path)}"`).join(',')}}`;
  await db.execute(sql`
    insert into courses (company_id, title, category_id, category_path, lecturer_name, credits,
      study_hours, secrecy_level, visibility, status, published_at, learner_count, tags)
    select ${companyId},
      case when g % 97 = 0 then '信息安全培训课程 ' || g else 'Course ' || g || ' 管理与沟通' end,
      (${ids}::int[])[1 + g % ${children.length}],
      (${paths}::text[])[1 + g % ${children.length}],
      'Lecturer ' || (g % 50), (g % 5)::numeric, (g % 8)::numeric,
      case when g % 20 = 0 then 70 else 50 end,
      case when g % 10 = 0 then 'limited' else 'all' end,
      case when g % 50 = 0 then 'draft' else 'published' end,
      now() - (g % 400) * interval '1 day' - g * interval '1 second',
      (g * 7919) % 5000,
      '[]'::jsonb
    from generate_series(1, ${courseCount}) g`);
  await db.execute(sql`
    insert into course_audience (course_id, kind, ref)
    select id, 'department', ${String(departmentId || 1)} from courses
    where company_id = ${companyId} and visibility = 'limited' and id % 20 = 0`);
  await db.execute(sql`analyze`);
  const seedMs = performance.now() - started;
  await database.close();
  console.log(`seeded ${courseCount} courses in ${(seedMs / 1000).toFixed(1)} s`);
  return { categoryId: roots[0]! };
}

// First start: the demo company; then the courses; then the measured start.
const first = await startApp();
await stop(first.child);
const { categoryId } = await seed();
const barePort = await freePort();
const bare = await startProcess(
  path.join(root, 'bench/bare-server.ts'),
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/bare`,
);
const app = await startApp();

try {
  const login = await fetch(`${app.api}/study/accountLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'learner', password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `token ${data.token}`, 'content-type': 'application/json' };
  const list = async (body: object) => {
    const res = await fetch(`${app.api}/study/course/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return (await res.json()) as { ret: number; data: { total: number } };
  };
  const scenarios: [string, object][] = [
    ['course/list first page (newest)', {}],
    ['course/list hottest', { sort: 'hottest' }],
    ['course/list category subtree', { categoryId }],
    ['course/list keyword 安全培训', { keyword: '安全培训' }],
  ];
  const totals: string[] = [];
  for (const [name, body] of scenarios) {
    const r = await list(body);
    if (r.ret !== 0) throw new Error(`${name} refused: ${JSON.stringify(r)}`);
    totals.push(`${name}: total ${r.data.total}`);
  }
  const baseline = await load('bare Fastify GET /bare', {
    url: `http://127.0.0.1:${barePort}/bare`,
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
          url: `${app.api}/study/course/list`,
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
    `${os.cpus().length} cores, Node ${process.version}, ${dbName}, ${courseCount} courses in the learner's company, ${seconds} s per figure; the bare yardstick at ${connections} connections.`,
    '',
    table(figures, baseline),
    '',
    ...totals.map((t) => `- ${t}`),
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/course-center-${dbName.toLowerCase()}.md`),
    report,
  );
  if (figures.some((f) => f.errors + f.non2xx > 0)) process.exitCode = 1;
} finally {
  await stop(app.child);
  bare.kill('SIGTERM');
  await fresh?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

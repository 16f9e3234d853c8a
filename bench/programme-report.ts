// The project progress report (issue 6): one training project with 5,000 participants and 20
// items (4 stages of 5 courses), each participant's progress on each item written straight into
// the database (100,000 item rows and the 5,000 member rows they add up to), spread over 50
// departments. Measures the admin report calls a person opens (a page of learners, a deep page,
// a department subtree, a state filter, the department summary) against the bare Fastify
// endpoint in the same run, and times one xlsx export of all 5,000 learners.
//
// BENCH_MEMBERS (5000), BENCH_ITEMS (20), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
// PostgreSQL with BENCH_DATABASE_URL, PGlite without.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import { demoCompany, seedProgramme, PLANT_DEPARTMENTS } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const members = Number(process.env.BENCH_MEMBERS ?? 5000);
const itemCount = Number(process.env.BENCH_ITEMS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

const servers = await startBenchServers('programme-report', {
  seed: async (db) => seedProgramme(db, await demoCompany(db), members, itemCount),
});

const { programmeId, subtree } = servers.seeded;
try {
  const token = await signInToken(servers.api, 'admin', password);
  const headers = { authorization: `token ${token}`, 'content-type': 'application/json' };
  const learners = `${servers.api}/manage/programme/report/learners`;
  const scenarios: [string, string, object][] = [
    ['report/learners first page (20)', learners, { programmeId, page: 1, pageSize: 20 }],
    ['report/learners page 100 (20)', learners, { programmeId, page: 100, pageSize: 20 }],
    [
      'report/learners one plant (subtree)',
      learners,
      { programmeId, departmentId: subtree, page: 1, pageSize: 20 },
    ],
    ['report/learners state completed', learners, { programmeId, state: 'completed', page: 1 }],
    [
      'report/departments (50 groups)',
      `${servers.api}/manage/programme/report/departments`,
      {
        programmeId,
      },
    ],
  ];
  const checks: string[] = [];
  for (const [name, url, body] of scenarios) {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const r = (await res.json()) as { ret: number; msg: string; data: unknown };
    if (r.ret !== 0) throw new Error(`${name} refused: ${r.msg}`);
    const d = r.data as { total?: number; list?: unknown[] } | unknown[];
    checks.push(
      Array.isArray(d)
        ? `${name}: ${d.length} departments`
        : `${name}: total ${d.total}, ${d.list?.length} rows`,
    );
  }
  const started = performance.now();
  const exported = await fetch(`${servers.api}/manage/programme/report/export`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ programmeId }),
  });
  const bytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - started;
  if (!exported.ok || !exported.headers.get('content-type')?.includes('spreadsheetml'))
    throw new Error(`export failed: ${exported.status}`);

  const baseline = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });
  const figures: Figure[] = [baseline];
  for (const [name, url, body] of scenarios)
    for (const conns of [connections, 1])
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
  const s = servers.seeded;
  const report = [
    `# Programme progress report benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}. One training project with ${s.members} participants in ${PLANT_DEPARTMENTS} departments and ${itemCount} items (${s.progressRows} item progress rows, ${s.completed} participants completed), seeded in ${(servers.seedMs / 1000).toFixed(1)} s; ${seconds} s per figure, the bare yardstick at ${connections} connections; the load generator on the same machine.`,
    '',
    table(figures, baseline),
    '',
    `One xlsx export of all ${s.members} learners and the department summary: ${exportMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB.`,
    '',
    ...checks.map((c) => `- ${c}`),
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/programme-report-${servers.database.toLowerCase()}.md`),
    report,
  );
  if (figures.some((f) => f.errors + f.non2xx > 0)) process.exitCode = 1;
} finally {
  await servers.stop();
}

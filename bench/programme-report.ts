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
import { sql } from 'drizzle-orm';
import { load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import { demoCompany, query, seedPlants, PLANT_DEPARTMENTS } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const members = Number(process.env.BENCH_MEMBERS ?? 5000);
const itemCount = Number(process.env.BENCH_ITEMS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
const STAGES = 4;

const servers = await startBenchServers('programme-report', {
  seed: async (db) => {
    const { companyId, passwordHash } = await demoCompany(db);
    const { rootIds, deptIds } = await seedPlants(db, companyId);
    await db.execute(sql`
      insert into users (company_id, account, password_hash, change_password, real_name, department_id, position)
      select ${companyId}, 'pr' || g, ${passwordHash}, false, 'Participant ' || g,
             (${sql.raw(`array[${deptIds.join(',')}]`)})[1 + (g % ${PLANT_DEPARTMENTS})],
             case when g % 7 = 0 then 'Foreman' else 'Operator' end
      from generate_series(1, ${members}) g`);
    const courseIds = (
      await query(
        db,
        sql`insert into courses (company_id, title, status, published_at)
            select ${companyId}, 'Plant safety ' || g, 'published', now()
            from generate_series(1, ${itemCount}) g returning id`,
      )
    ).map((r) => Number(r.id));
    const [programme] = await query(
      db,
      sql`insert into programmes (company_id, kind, task_type, name, status, published_at, start_at, end_at, order_mode)
          values (${companyId}, 'project', 1, 'Plant safety programme 2026', 'published', now(),
                  now() - interval '30 days', now() + interval '60 days', 'free')
          returning id`,
    );
    const programmeId = Number(programme!.id);
    const stageIds: number[] = [];
    for (let s = 1; s <= STAGES; s++) {
      const [stage] = await query(
        db,
        sql`insert into programme_stages (programme_id, sort, name)
            values (${programmeId}, ${s}, ${`Stage ${s}`}) returning id`,
      );
      stageIds.push(Number(stage!.id));
    }
    const perStage = Math.ceil(itemCount / STAGES);
    for (const [i, courseId] of courseIds.entries())
      await db.execute(sql`
        insert into programme_items (programme_id, stage_id, sort, item_type, kind, ref_id, compulsory)
        values (${programmeId}, ${stageIds[Math.floor(i / perStage)]!}, ${i + 1}, 2, 'course', ${courseId}, ${i % 5 !== 4})`);
    await db.execute(sql`
      insert into programme_audience (programme_id, kind, ref)
      select ${programmeId}, 'department', id::text from departments where id in ${sql.raw(`(${rootIds.join(',')})`)}`);
    await db.execute(sql`
      insert into programme_members (programme_id, user_id, company_id, source, enrolled_at)
      select ${programmeId}, id, ${companyId}, case when id % 10 = 0 then 'signup' else 'audience' end,
             now() - interval '20 days'
      from users where company_id = ${companyId} and account like 'pr%'`);
    // Progress: the n-th participant has finished about (n mod 23) items in order and is
    // studying the next one.
    await db.execute(sql`
      insert into programme_progress (item_id, user_id, programme_id, state, passed, score, finished_at)
      select i.id, m.user_id, ${programmeId},
             case when i.sort <= m.user_id % 23 then 'completed' else 'inProgress' end,
             null, null,
             case when i.sort <= m.user_id % 23 then now() - (i.sort || ' hours')::interval end
      from programme_members m
      join programme_items i on i.programme_id = m.programme_id and i.sort <= m.user_id % 23 + 1
      where m.programme_id = ${programmeId}`);
    // The member rows as the progress engine keeps them (the same counting rule).
    await db.execute(sql`
      with agg as (
        select m.user_id,
          count(p.item_id) filter (where i.compulsory and p.state = 'completed')::int as cdone,
          count(p.item_id) filter (where not i.compulsory and p.state = 'completed')::int as edone,
          count(p.item_id)::int as touched
        from programme_members m
        left join programme_progress p on p.programme_id = m.programme_id and p.user_id = m.user_id
        left join programme_items i on i.id = p.item_id
        where m.programme_id = ${programmeId}
        group by m.user_id
      ), total as (select count(*) filter (where compulsory)::int as need from programme_items where programme_id = ${programmeId})
      update programme_members m set compulsory_done = agg.cdone, electives_done = agg.edone,
        percent = floor(100.0 * agg.cdone / total.need),
        state = case when agg.cdone >= total.need then 'completed' when agg.touched > 0 then 'inProgress' else 'notStarted' end,
        completed_at = case when agg.cdone >= total.need then now() end
      from agg, total
      where m.programme_id = ${programmeId} and m.user_id = agg.user_id`);
    const [counts] = await query(
      db,
      sql`select (select count(*) from programme_members where programme_id = ${programmeId}) as members,
                 (select count(*) from programme_progress where programme_id = ${programmeId}) as progress,
                 (select count(*) from programme_members where programme_id = ${programmeId} and state = 'completed') as completed`,
    );
    return {
      programmeId,
      subtree: rootIds[0]!,
      members: Number(counts!.members),
      progressRows: Number(counts!.progress),
      completed: Number(counts!.completed),
    };
  },
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

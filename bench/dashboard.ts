// The admin dashboard and the learner reports (issue 14): 10,000 learners in 50 departments and
// 1,000,000 ledger rows, with the records the figures read at the same scale, all written
// straight into the database with INSERT ... SELECT generate_series: 60 days of activity
// (200,000 learner-days), 50,000 course records over 20 courses (half completed) with their
// resource time, 20,000 marked exam attempts over the last 60 days, 2,000 approvals under
// review and an ended programme of 5,000 members (half overdue). Measures the dashboard's
// figures (the administrator's company, a unit manager's subtree of 1,000 learners) and the
// course and exam learner reports against the bare Fastify endpoint in the same run, and times
// one export. Goal: p99 <= 200 ms.
//
// BENCH_LEARNERS (10000), BENCH_LEDGER_ROWS (1000000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (10). PostgreSQL with BENCH_DATABASE_URL, PGlite without.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import { demoCompany, query, seedPlants, seedLedger, PLANT_DEPARTMENTS } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const learners = Number(process.env.BENCH_LEARNERS ?? 10_000);
const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
const COURSES = 20;
const GOAL_P99_MS = 200;

const servers = await startBenchServers('dashboard', {
  seed: async (db) => {
    const { companyId, passwordHash } = await demoCompany(db);
    const { rootIds, deptIds } = await seedPlants(db, companyId);
    await db.execute(sql`
      insert into users (company_id, account, password_hash, change_password, real_name, department_id)
      select ${companyId}, 'dl' || g, ${passwordHash}, false, 'Learner ' || g,
             (${sql.raw(`array[${deptIds.join(',')}]`)})[1 + (g % ${PLANT_DEPARTMENTS})]
      from generate_series(1, ${learners}) g`);
    // The demo unit manager looks after the first plant (its 4 lines: a fifth of the company).
    await db.execute(
      sql`update users set department_id = ${rootIds[0]!} where company_id = ${companyId} and account = 'manager'`,
    );
    await seedLedger(db, companyId, ledgerRows);
    const people = sql`(select id from users where company_id = ${companyId} and account like 'dl%')`;
    // Activity: each learner studied on every third day of the last 60 (company days).
    await db.execute(sql`
      insert into learning_active_days (company_id, day, user_id)
      select ${companyId}, (now() at time zone 'Asia/Shanghai')::date - d, u.id
      from ${people} u, generate_series(0, 59) d
      where (u.id + d) % 3 = 0`);
    const courseIds = (
      await query(
        db,
        sql`insert into courses (company_id, title, status, published_at)
            select ${companyId}, 'Plant safety ' || g, 'published', now() - interval '90 days'
            from generate_series(1, ${COURSES}) g returning id`,
      )
    ).map((r) => Number(r.id));
    const courseArray = sql.raw(`array[${courseIds.join(',')}]`);
    // Course records: every learner on 5 of the 20 courses, half completed over 60 days.
    await db.execute(sql`
      insert into learning_course_progress (user_id, course_id, company_id, state, percent,
        started_at, completed_at, last_studied_at)
      select u.id, (${courseArray})[c], ${companyId},
        case when (u.id + c) % 2 = 0 then 'completed' else 'studying' end,
        case when (u.id + c) % 2 = 0 then 100 else (u.id * 7 + c) % 100 end,
        now() - ((u.id + c) % 60 + 1) * interval '1 day',
        case when (u.id + c) % 2 = 0 then now() - ((u.id * 3 + c) % 60) * interval '1 day' - (u.id % 86400) * interval '1 second' end,
        now() - ((u.id + c) % 60) * interval '1 day'
      from ${people} u, generate_series(1, ${COURSES}) c
      where (u.id + c) % 4 = 0`);
    await db.execute(sql`
      insert into learning_resource_progress (user_id, resource_id, course_id, company_id, state,
        studied_seconds, completed_at)
      select user_id, course_id * 10, course_id, company_id, state, 60 + (user_id * 13) % 3600, completed_at
      from learning_course_progress where company_id = ${companyId}`);
    // Exam attempts: two marked attempts per learner at one demo exam over the last 60 days.
    const [exam] = await query(
      db,
      sql`select id from exams where company_id = ${companyId} order by id limit 1`,
    );
    const examId = Number(exam!.id);
    await db.execute(sql`
      insert into exam_attempts (company_id, exam_id, user_id, attempt_no, status, paper,
        total_score, pass_score, started_at, deadline, submitted_at, submit_reason, score, passed, marked_at)
      select ${companyId}, ${examId}, u.id, n, 'marked', '[]'::jsonb, 100, 60,
        now() - ((u.id + n * 7) % 60) * interval '1 day' - interval '30 minutes',
        now() - ((u.id + n * 7) % 60) * interval '1 day',
        now() - ((u.id + n * 7) % 60) * interval '1 day' - ((u.id % 20) || ' minutes')::interval,
        'manual', (u.id * 37 + n) % 101, (u.id * 37 + n) % 101 >= 60,
        now() - ((u.id + n * 7) % 60) * interval '1 day'
      from ${people} u, generate_series(1, 2) n`);
    // Approvals: one learner in five has one under review, another in five one decided.
    await db.execute(sql`
      insert into audit_receipts (company_id, type, resource_id, applicant_id, status, node_count)
      select ${companyId}, 2, u.id, u.id, case when u.id % 5 = 0 then 1 else 2 end, 1
      from ${people} u where u.id % 5 in (0, 1)`);
    // An ended programme of half the learners; half of its members did not finish.
    const [programme] = await query(
      db,
      sql`insert into programmes (company_id, kind, task_type, name, status, published_at, start_at, end_at)
          values (${companyId}, 'project', 1, 'Plant safety 2026 Q3', 'published', now() - interval '60 days',
                  now() - interval '60 days', now() - interval '1 day')
          returning id`,
    );
    await db.execute(sql`
      insert into programme_members (programme_id, user_id, company_id, source, state, completed_at)
      select ${Number(programme!.id)}, u.id, ${companyId}, 'audience',
        case when u.id % 4 = 0 then 'completed' when u.id % 4 = 2 then 'inProgress' else 'notStarted' end,
        case when u.id % 4 = 0 then now() - interval '3 days' end
      from ${people} u where u.id % 2 = 0`);
    const [counts] = await query(
      db,
      sql`select
        (select count(*) from learning_ledger where company_id = ${companyId}) as ledger,
        (select count(*) from learning_active_days where company_id = ${companyId}) as active_days,
        (select count(*) from learning_course_progress where company_id = ${companyId}) as records,
        (select count(*) from exam_attempts where company_id = ${companyId}) as attempts,
        (select count(*) from audit_receipts where company_id = ${companyId} and status = 1) as pending,
        (select count(*) from programme_members where programme_id = ${Number(programme!.id)} and state <> 'completed') as overdue`,
    );
    return {
      courseId: courseIds[0]!,
      examId,
      subtree: rootIds[1]!,
      counts: Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])),
    };
  },
});

const { courseId, examId, subtree, counts } = servers.seeded;
try {
  const admin = await signInToken(servers.api, 'admin', password, 'manage/accountLogin');
  const manager = await signInToken(servers.api, 'manager', password);
  const as = (token: string) => ({
    authorization: `token ${token}`,
    'content-type': 'application/json',
  });
  const figures = `${servers.api}/manage/dashboard/figures`;
  const report = `${servers.api}/manage/dashboard/report/learners`;
  const course = { kind: 'course', itemId: courseId };
  const exam = { kind: 'exam', itemId: examId };
  const scenarios: [string, string, object, string][] = [
    ['dashboard/figures, company (admin)', figures, {}, admin],
    ['dashboard/figures, one plant (unit manager)', figures, {}, manager],
    ['report course, first page (20)', report, { ...course, page: 1, pageSize: 20 }, admin],
    ['report course, page 50 (20)', report, { ...course, page: 50, pageSize: 20 }, admin],
    [
      'report course, one plant, completed',
      report,
      { ...course, departmentId: subtree, state: 'completed', page: 1, pageSize: 20 },
      admin,
    ],
    ['report exam, first page (20)', report, { ...exam, page: 1, pageSize: 20 }, admin],
    ['report exam, unit manager (20)', report, { ...exam, page: 1, pageSize: 20 }, manager],
  ];
  const checks: string[] = [];
  for (const [name, url, body, token] of scenarios) {
    const res = await fetch(url, {
      method: 'POST',
      headers: as(token),
      body: JSON.stringify(body),
    });
    const r = (await res.json()) as { ret: number; msg: string; data: Record<string, unknown> };
    if (r.ret !== 0) throw new Error(`${name} refused: ${r.msg}`);
    const d = r.data;
    checks.push(
      'total' in d
        ? `${name}: total ${String(d.total)}, ${(d.list as unknown[]).length} rows`
        : `${name}: active today ${String(d.activeToday)}, this week ${String(d.activeWeek)}, completions ${String(d.completionsTotal)}, pass rate ${String(d.passRate)} %, pending ${String(d.pendingApprovals)}, overdue ${String(d.overdueLearners)}`,
    );
  }
  const started = performance.now();
  const exported = await fetch(`${servers.api}/manage/dashboard/report/export`, {
    method: 'POST',
    headers: as(admin),
    body: JSON.stringify(course),
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
  const measured: Figure[] = [];
  for (const [name, url, body, token] of scenarios)
    for (const conns of [connections, 1])
      measured.push(
        await load(`POST ${name} (${conns} conn.)`, {
          url,
          method: 'POST',
          body: JSON.stringify(body),
          headers: as(token),
          seconds,
          connections: conns,
        }),
      );
  const over = measured.filter((f) => f.p99 > GOAL_P99_MS);
  const summary = [
    `# Dashboard and learner report benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}. ${learners} learners in ${PLANT_DEPARTMENTS} departments; ${counts.ledger} ledger rows, ${counts.active_days} learner-days of activity, ${counts.records} course records, ${counts.attempts} exam attempts, ${counts.pending} approvals under review, ${counts.overdue} overdue members; seeded in ${(servers.seedMs / 1000).toFixed(1)} s; ${seconds} s per figure, the bare yardstick at ${connections} connections; the load generator on the same machine.`,
    '',
    table([baseline, ...measured], baseline),
    '',
    `Goal p99 <= ${GOAL_P99_MS} ms: ${over.length ? `missed by ${over.map((f) => `${f.name} (${f.p99} ms)`).join(', ')}` : 'met by every call'}.`,
    '',
    `One xlsx export of the course's ${checks[2]?.match(/total (\d+)/)?.[1] ?? '?'} learners: ${exportMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB.`,
    '',
    ...checks.map((c) => `- ${c}`),
    '',
  ].join('\n');
  console.log(summary);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/dashboard-${servers.database.toLowerCase()}.md`),
    summary,
  );
  if ([baseline, ...measured].some((f) => f.errors + f.non2xx > 0)) process.exitCode = 1;
} finally {
  await servers.stop();
}

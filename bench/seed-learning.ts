// The volume the learning benchmarks run over, written straight into the database with
// INSERT ... SELECT generate_series (seconds, not minutes): the demo company's course catalogue
// and its learning ledger. Used by course-center.ts and heartbeat.ts through startBenchServers.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

const rowsOf = (r: unknown) =>
  ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, unknown>[];

export async function query(db: Db, q: ReturnType<typeof sql>) {
  return rowsOf(await db.execute(q));
}

/** The demo learner's company and department; every account there stops needing a new password. */
export async function demoCompany(db: Db) {
  const [learner] = await query(
    db,
    sql`select company_id, department_id, password_hash from users where account = 'learner'`,
  );
  if (!learner) throw new Error('demo learner missing');
  const companyId = Number(learner.company_id);
  await db.execute(sql`update users set change_password = false where company_id = ${companyId}`);
  return {
    companyId,
    departmentId: Number(learner.department_id ?? 0),
    passwordHash: String(learner.password_hash),
  };
}

/** The departments the report benchmarks spread people over: 10 plants, 4 lines under each. */
export const PLANT_DEPARTMENTS = 50;

/**
 * The 10 plants with 4 lines each, with the paths the subtree filters read. Returns the plants'
 * ids (`rootIds`) and all 50 (`deptIds`, by id).
 */
export async function seedPlants(db: Db, companyId: number) {
  const rootIds = (
    await query(
      db,
      sql`insert into departments (company_id, name, sort)
          select ${companyId}, 'Plant ' || g, 100 + g from generate_series(1, 10) g returning id`,
    )
  ).map((r) => Number(r.id));
  await db.execute(
    sql`update departments set path = '/' || id || '/' where id in ${sql.raw(`(${rootIds.join(',')})`)}`,
  );
  for (const id of rootIds) {
    await db.execute(sql`
      insert into departments (company_id, parent_id, name, sort, path)
      select ${companyId}, ${id}, 'Line ' || ${id} || '-' || g, g, '/' from generate_series(1, 4) g`);
    await db.execute(
      sql`update departments set path = '/' || ${id} || '/' || id || '/' where parent_id = ${id}`,
    );
  }
  const deptIds = (
    await query(
      db,
      sql`select id from departments where company_id = ${companyId} and (name like 'Plant %' or name like 'Line %') order by id`,
    )
  ).map((r) => Number(r.id));
  if (deptIds.length !== PLANT_DEPARTMENTS) throw new Error(`departments: ${deptIds.length}`);
  return { rootIds, deptIds };
}

/**
 * `count` courses in one statement: 20 categories under 4 roots, published over the last 400
 * days, learner counts spread, one in ten limited to the learner's department, one in twenty
 * secret, one in fifty a draft; every 97th title has 安全培训 inside it. Returns a root category.
 */
export async function seedCourses(
  db: Db,
  company: { companyId: number; departmentId: number },
  count: number,
) {
  const { companyId, departmentId } = company;
  const roots = (
    await query(
      db,
      sql`insert into course_categories (company_id, name, sort)
          select ${companyId}, 'Root ' || g, g from generate_series(1, 4) g returning id`,
    )
  ).map((r) => Number(r.id));
  for (const id of roots) {
    await db.execute(sql`update course_categories set path = '/' || id || '/' where id = ${id}`);
    await db.execute(sql`
      insert into course_categories (company_id, parent_id, name, sort)
      select ${companyId}, ${id}, 'Child ' || ${id} || '-' || g, g from generate_series(1, 5) g`);
    await db.execute(sql`
      update course_categories set path = '/' || ${id} || '/' || id || '/' where parent_id = ${id}`);
  }
  const children = await query(
    db,
    sql`select id, path from course_categories
        where company_id = ${companyId} and parent_id is not null order by id`,
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
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into course_audience (course_id, kind, ref)
    select id, 'department', ${String(departmentId || 1)} from courses
    where company_id = ${companyId} and visibility = 'limited' and id % 20 = 0`);
  return { categoryId: roots[0]! };
}

/** `count` ledger rows over every person of the company (hours, credits, points), over 60 days. */
export async function seedLedger(db: Db, companyId: number, count: number) {
  await db.execute(sql`
    insert into learning_ledger (user_id, company_id, kind, amount, rule, item_type, item_id, earn_key, created_at)
    select u.ids[1 + (g % array_length(u.ids, 1))], ${companyId},
           (array['hours','credits','points'])[1 + g % 3], 1 + g % 4, 'course.completed', 2, g,
           'item:2:' || g, now() - ((g % 86400) || ' minutes')::interval
    from generate_series(1, ${count}) g,
         (select array_agg(id) ids from users where company_id = ${companyId}) u`);
}

/**
 * One training project (4 stages) with `members` participants spread over the plants'
 * departments and `itemCount` courses as its items, each participant's progress written
 * straight into the database: the n-th has finished about (n mod 23) items in order.
 */
export async function seedProgramme(
  db: Db,
  company: Awaited<ReturnType<typeof demoCompany>>,
  members: number,
  itemCount: number,
) {
  const STAGES = 4;
  const { companyId, passwordHash } = company;
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
}

/**
 * `learners` learners (accounts hb1..hbN, the demo password) and the one-video course they
 * study, for the heartbeat figures: its course and resource.
 */
export async function seedHeartbeatCourse(
  db: Db,
  company: Awaited<ReturnType<typeof demoCompany>>,
  learners: number,
) {
  const { companyId } = company;
  await db.execute(sql`
    insert into users (company_id, account, password_hash, change_password, real_name)
    select ${companyId}, 'hb' || g, ${company.passwordHash}, false, 'Heartbeat ' || g
    from generate_series(1, ${learners}) g`);
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
  return { courseId: Number(course!.id), resourceId: Number(resource!.id) };
}

/**
 * Examinees ex1..exN, each with a session as a login would have made it (token
 * 'surge-token-<n>'), and one published exam of `questions` single-choice questions (key A
 * right, `points` each) open now for a day, 120 minutes, one attempt: its id.
 */
export async function seedExam(
  db: Db,
  company: Awaited<ReturnType<typeof demoCompany>>,
  opts: { examinees: number; questions: number; points: number },
) {
  const { companyId } = company;
  await db.execute(sql`
    insert into users (company_id, account, password_hash, change_password, real_name)
    select ${companyId}, 'ex' || g, ${company.passwordHash}, false, 'Examinee ' || g
    from generate_series(1, ${opts.examinees}) g`);
  // A session per examinee (token 'surge-token-<n>'), as a login would have made it.
  await db.execute(sql`
    insert into sessions (id, user_id, token_hash, expires_at)
    select 'surge-' || u.id, u.id, encode(sha256(convert_to('surge-token-' || substr(u.account, 3), 'UTF8')), 'hex'),
           now() + interval '1 day'
    from users u where u.company_id = ${companyId} and u.account like 'ex%'`);
  const [bank] = await query(
    db,
    sql`insert into question_banks (company_id, name) values (${companyId}, 'Compliance') returning id`,
  );
  await db.execute(sql`
    insert into questions (company_id, bank_id, type, stem, options, key)
    select ${companyId}, ${bank!.id}, 1, 'Compliance question ' || g,
           '[{"key":"A","text":"Right"},{"key":"B","text":"Wrong 1"},{"key":"C","text":"Wrong 2"},{"key":"D","text":"Wrong 3"}]'::jsonb,
           '{"keys":["A"]}'::jsonb
    from generate_series(1, ${opts.questions}) g`);
  const [paper] = await query(
    db,
    sql`insert into papers (company_id, name, mode, total_score, pass_ratio)
        values (${companyId}, 'Compliance paper', 'fixed', ${opts.questions * opts.points}, 0.6) returning id`,
  );
  await db.execute(sql`
    insert into paper_questions (paper_id, question_id, score, sort)
    select ${paper!.id}, id, ${opts.points}, row_number() over (order by id)
    from questions where bank_id = ${bank!.id}`);
  const [exam] = await query(
    db,
    sql`insert into exams (company_id, name, paper_id, status, published_at, start_at, end_at,
                           duration_minutes, attempts_allowed)
        values (${companyId}, 'Compliance exam 9:00', ${paper!.id}, 'published', now(),
                now() - interval '1 minute', now() + interval '1 day', 120, 1)
        returning id`,
  );
  return { examId: Number(exam!.id) };
}

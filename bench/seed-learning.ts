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
    insert into learning_ledger (user_id, company_id, kind, amount, rule, item_type, item_id, created_at)
    select u.ids[1 + (g % array_length(u.ids, 1))], ${companyId},
           (array['hours','credits','points'])[1 + g % 3], 1 + g % 4, 'course.completed', 2, g,
           now() - ((g % 86400) || ' minutes')::interval
    from generate_series(1, ${count}) g,
         (select array_agg(id) ids from users where company_id = ${companyId}) u`);
}

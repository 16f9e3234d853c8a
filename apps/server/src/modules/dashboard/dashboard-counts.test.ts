import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardFigures } from '@ascent/shared/dashboard';
import { addDays, dayOf, periodFirstDay } from '@ascent/shared/time';
import { MIGRATIONS_DIR, type Db } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildActiveDay,
  buildAttemptWithAnswers,
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildLearningRecord,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const TZ = 'Asia/Shanghai';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** The company's day counts, in the recount's shape (days without any count left out). */
function counted(db: Db, companyId: number) {
  return rows(
    db,
    sql`select day::text as day, department_id, learners, week_learners, completions,
          exam_marked, exam_passed
        from dashboard_day_counts where company_id = ${companyId}
          and (learners, week_learners, completions, exam_marked, exam_passed) <> (0, 0, 0, 0, 0)
        order by 1, 2`,
  );
}

/** The counts as the facts define them, recounted (each learner in their department now). */
function recounted(db: Db, companyId: number) {
  return rows(
    db,
    sql`select f.day::text as day, coalesce(u.department_id, 0) as department_id,
        sum(f.learners)::int as learners, sum(f.week_learners)::int as week_learners,
        sum(f.completions)::int as completions, sum(f.exam_marked)::int as exam_marked,
        sum(f.exam_passed)::int as exam_passed
      from (
        select company_id, day, user_id, 1 as learners, 0 as week_learners, 0 as completions,
          0 as exam_marked, 0 as exam_passed from learning_active_days
        union all
        select company_id, min(day), user_id, 0, 1, 0, 0, 0 from learning_active_days
        group by company_id, date_trunc('week', day::timestamp), user_id
        union all
        select p.company_id, (p.completed_at at time zone c.time_zone)::date, p.user_id, 0, 0, 1, 0, 0
        from learning_course_progress p join companies c on c.id = p.company_id
        where p.completed_at is not null
        union all
        select a.company_id, (a.submitted_at at time zone c.time_zone)::date, a.user_id, 0, 0, 0, 1,
          case when a.passed then 1 else 0 end
        from exam_attempts a join companies c on c.id = a.company_id where a.status = 'marked'
      ) f join users u on u.id = f.user_id
      where f.company_id = ${companyId}
      group by 1, 2 order by 1, 2`,
  );
}

/**
 * The dashboard's counts (dashboard.schema.ts, kept by triggers): after writes through the real
 * calls and straight into the tables they equal a recount of the facts; a fact written again
 * counts once; a re-marked attempt moves its count; a learner who moves stays counted where
 * they studied; and the migration counts the facts recorded before it.
 */
describe('dashboard counts', () => {
  let s: TestServer;
  let companyId: number;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const today = () => dayOf(new Date(), TZ);

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db, { timeZone: TZ })).id;
    const north = await buildDepartment(s.db, companyId, 'North');
    const south = await buildDepartment(s.db, companyId, 'South');
    ids.north = north.id;
    ids.south = south.id;
    for (const [key, departmentId, roles] of [
      ['admin', null, ['admin']],
      ['manager', north.id, ['unit_manager']],
      ['a', north.id, []],
      ['b', north.id, []],
      ['c', null, []],
    ] as const) {
      const u = await buildUser(s.db, { companyId, departmentId, roles: [...roles] });
      ids[key] = u.id;
      tokens[key] = (await s.api.login(u.account, TEST_PASSWORD)).token;
    }
  });
  afterAll(() => s.close());

  const figures = (token: string) =>
    s.api.post<TDashboardFigures>('/api/manage/dashboard/figures', {}, { token });

  it('equal a recount of the facts, each fact counted once', async () => {
    // a studies today through the real call (the course's text is done on opening: a completion)
    // and again (the same day and the same completion: nothing more to count).
    const course = await buildCourse(s.db, { companyId });
    for (const playId of ['count-play-0001', 'count-play-0002']) {
      const beat = await s.api.post(
        '/api/study/me/learning/log/report',
        {
          courseId: course.id,
          resourceId: course.chapters[0]!.resourceIds[0]!,
          playId,
          position: 0,
        },
        { token: tokens.a },
      );
      expect(beat.body.ret).toBe(0);
    }
    // b: three days of one week (counted once in the week), and a day of the week before.
    const monday = periodFirstDay('week', new Date(), TZ);
    for (const day of [monday, addDays(monday, 1), today(), addDays(monday, -3)])
      await buildActiveDay(s.db, companyId, ids.b!, day);
    await buildActiveDay(s.db, companyId, ids.b!, today()); // written again: ignored
    // c (no department) completed a course yesterday; b's record is still studying.
    const other = await buildCourse(s.db, { companyId });
    await buildLearningRecord(s.db, {
      companyId,
      courseId: other.id,
      userId: ids.c!,
      completedAt: new Date(Date.now() - 86_400_000),
    });
    await buildLearningRecord(s.db, { companyId, courseId: other.id, userId: ids.b! });
    // Exams: a passes, b fails (both marked by the real marking).
    const bank = await buildQuestionBank(s.db, { companyId });
    const q = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 });
    const paper = await buildPaper(s.db, {
      companyId,
      questions: [{ questionId: q.id, score: 10 }],
    });
    const exam = await buildExam(s.db, { companyId, paperId: paper.id });
    await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.a!,
      answers: { [q.id]: { keys: ['A'] } },
    });
    await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.b!,
      answers: { [q.id]: { keys: ['B'] } },
    });

    expect(await counted(s.db, companyId)).toEqual(await recounted(s.db, companyId));
    const f = (await figures(tokens.admin!)).body.data;
    expect(f).toMatchObject({
      activeToday: 2,
      completionsToday: 1,
      completionsTotal: 2,
      examAttempts: 2,
      examPassed: 1,
    });
    // a and b this week (b's day of the week before is not in it).
    expect(f.activeWeek).toBe(2);

    // b's attempt re-marked as passed: its count moves from failed to passed, not added.
    await s.db.execute(
      sql`update exam_attempts set passed = true where user_id = ${ids.b!} and exam_id = ${exam.id}`,
    );
    expect(await counted(s.db, companyId)).toEqual(await recounted(s.db, companyId));
    expect((await figures(tokens.admin!)).body.data).toMatchObject({
      examAttempts: 2,
      examPassed: 2,
    });
  });

  it('keep a learner who moved counted in the department where they studied', async () => {
    const before = (await figures(tokens.manager!)).body.data;
    expect(before).toMatchObject({ activeToday: 2, completionsTotal: 1, examAttempts: 2 });
    await s.db.execute(sql`update users set department_id = ${ids.south!} where id = ${ids.b!}`);
    // b's past days stay with North; b's next day counts in South.
    expect((await figures(tokens.manager!)).body.data).toMatchObject({
      activeToday: 2,
      completionsTotal: 1,
      examAttempts: 2,
    });
    // A day b has none yet: next week's Monday (the first test wrote days of this week and the
    // one before; "tomorrow" is one of them on a Monday in the company's time zone).
    const next = addDays(periodFirstDay('week', new Date(), TZ), 7);
    await buildActiveDay(s.db, companyId, ids.b!, next);
    const [south] = await rows<{ learners: number }>(
      s.db,
      sql`select learners from dashboard_day_counts where company_id = ${companyId}
            and department_id = ${ids.south!} and day = ${next}`,
    );
    expect(south?.learners).toBe(1);
  });

  it('are counted by the migration from the facts recorded before it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-migrations-'));
    const client = new PGlite();
    try {
      fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag === '0027_dashboard_counts');
      fs.writeFileSync(
        journalFile,
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
      );
      const db = drizzle(client) as unknown as Db;
      await migrate(drizzle(client), { migrationsFolder: folder });
      // The company as its table was then (buildCompany writes today's columns, which the
      // migrations before 0027 do not all make).
      const [made] = await rows<{ id: number }>(
        db,
        sql`insert into companies (name, time_zone) values ('Before the counts', ${TZ}) returning id`,
      );
      const company = made!.id;
      const dept = await buildDepartment(db, company, 'East');
      const u = await buildUser(db, { companyId: company, departmentId: dept.id });
      const v = await buildUser(db, { companyId: company, departmentId: null });
      const monday = periodFirstDay('week', new Date(), TZ);
      for (const day of [monday, addDays(monday, 2), addDays(monday, -1)])
        await buildActiveDay(db, company, u.id, day);
      await buildActiveDay(db, company, v.id, monday);
      const course = await buildCourse(db, { companyId: company });
      await buildLearningRecord(db, {
        companyId: company,
        courseId: course.id,
        userId: u.id,
        completedAt: new Date(),
      });

      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      const counts = await counted(db, company);
      expect(counts).toEqual(await recounted(db, company));
      expect(counts.length).toBeGreaterThan(0);
      const [total] = await rows<{ completions: number }>(
        db,
        sql`select completions from dashboard_completion_totals
            where company_id = ${company} and department_id = ${dept.id}`,
      );
      expect(total?.completions).toBe(1);
      // The triggers count what comes after.
      await buildActiveDay(db, company, v.id, addDays(monday, 1));
      expect(await counted(db, company)).toEqual(await recounted(db, company));
    } finally {
      await client.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

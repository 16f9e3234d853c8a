import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardFigures, TReportPage } from '@ascent/shared/dashboard';
import { addDays, dayOf } from '@ascent/shared/time';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildActiveDay,
  buildAttemptWithAnswers,
  buildCompany,
  buildCourse,
  buildDepartment,
  buildEndedProgramme,
  buildExam,
  buildLearningRecord,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildReceipt,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const TZ = 'Asia/Shanghai';

/**
 * The dashboard's figures equal what the test created: learners active (a real beat, a day
 * mark, an exam), completions, the pass rate, approvals under review and overdue learners, for
 * the company (administrator) and for a unit manager's and a supervisor's subtree; the learner
 * reports and their export; the refusals.
 */
describe('dashboard', () => {
  let s: TestServer;
  let companyId: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let courseId: number;
  let examId: number;
  let foreignCourseId: number;
  let rnd: number;
  const today = () => dayOf(new Date(), TZ);

  const login = async (account: string) => (await s.api.login(account, TEST_PASSWORD)).token;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db, { timeZone: TZ })).id;
    const other = (await buildCompany(s.db, { timeZone: TZ })).id;
    const sales = await buildDepartment(s.db, companyId, 'Sales');
    const east = await buildDepartment(s.db, companyId, 'Sales East', sales.id);
    const rd = await buildDepartment(s.db, companyId, 'R&D');
    rnd = rd.id;
    ids.sales = sales.id;
    const person = async (key: string, departmentId: number | null, roles: string[] = []) => {
      const u = await buildUser(s.db, { companyId, departmentId, roles, realName: key });
      ids[key] = u.id;
      tokens[key] = await login(u.account);
    };
    await person('admin', null, ['admin']);
    await person('manager', sales.id, ['unit_manager']);
    await person('supervisor', rd.id, ['supervisor']);
    await person('lonelyManager', null, ['unit_manager']);
    await person('learner', east.id);
    await person('s1', east.id);
    await person('s2', sales.id);
    await person('r1', rd.id);
    await person('r2', rd.id);
    const outsider = await buildUser(s.db, { companyId: other });

    // Active: s1 studies today through the real learning call (its first beat marks the day);
    // the course's one text resource is done on opening, so s1 also completes it today.
    const course = await buildCourse(s.db, { companyId });
    const beat = await s.api.post(
      '/api/study/me/learning/log/report',
      {
        courseId: course.id,
        resourceId: course.chapters[0]!.resourceIds[0]!,
        playId: 'dash-play-0001',
        position: 0,
      },
      { token: tokens.s1 },
    );
    expect(beat.body.ret).toBe(0);
    // r1 studied today, r2 two days ago, the other company's learner today (never counted).
    await buildActiveDay(s.db, companyId, ids.r1!, today());
    await buildActiveDay(s.db, companyId, ids.r2!, addDays(today(), -2));
    await buildActiveDay(s.db, other, outsider.id, today());

    // Completions of one course: r1 today, r2 twenty days ago; s2 still studying (120 s).
    const c2 = await buildCourse(s.db, { companyId, title: 'Safety basics' });
    courseId = c2.id;
    const res = c2.chapters[0]!.resourceIds[0]!;
    const common = { companyId, courseId, resourceId: res };
    await buildLearningRecord(s.db, { ...common, userId: ids.r1!, completedAt: new Date() });
    await buildLearningRecord(s.db, {
      ...common,
      userId: ids.r2!,
      completedAt: new Date(Date.now() - 20 * 86_400_000),
      startedAt: new Date(Date.now() - 21 * 86_400_000),
    });
    await buildLearningRecord(s.db, { ...common, userId: ids.s2!, studiedSeconds: 120 });
    foreignCourseId = (await buildCourse(s.db, { companyId: other })).id;

    // An exam: s2 answers right (passes), r1 wrong (fails); each attempt took 10 minutes.
    const bank = await buildQuestionBank(s.db, { companyId });
    const q = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 });
    const paper = await buildPaper(s.db, {
      companyId,
      questions: [{ questionId: q.id, score: 10 }],
    });
    const exam = await buildExam(s.db, { companyId, paperId: paper.id, name: 'Safety exam' });
    examId = exam.id;
    await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.s2!,
      answers: { [q.id]: { keys: ['A'] } },
    });
    await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.r1!,
      answers: { [q.id]: { keys: ['B'] } },
    });
    // s2 sat it today (what the start writes; the builder makes the attempt directly), and r2
    // starts it now through the real call, which marks r2 active today.
    await buildActiveDay(s.db, companyId, ids.s2!, today());
    const start = await s.api.post('/api/study/exam/start', { examId }, { token: tokens.r2! });
    expect(start.body.ret).toBe(0);

    // Approvals: s1 and r1 under review, r2 passed.
    await buildReceipt(s.db, companyId, ids.s1!);
    await buildReceipt(s.db, companyId, ids.r1!);
    await buildReceipt(s.db, companyId, ids.r2!, 2);

    // Overdue: an ended programme (s1 in progress, s2 not started, r1 completed), another with
    // s1 again (counted once), and a running one (r2: not overdue).
    const yesterday = new Date(Date.now() - 86_400_000);
    await buildEndedProgramme(s.db, companyId, yesterday, [
      { userId: ids.s1!, state: 'inProgress' },
      { userId: ids.s2!, state: 'notStarted' },
      { userId: ids.r1!, state: 'completed' },
    ]);
    await buildEndedProgramme(s.db, companyId, yesterday, [
      { userId: ids.s1!, state: 'notStarted' },
    ]);
    await buildEndedProgramme(s.db, companyId, new Date(Date.now() + 86_400_000), [
      { userId: ids.r2!, state: 'notStarted' },
    ]);
  });
  afterAll(() => s.close());

  const figures = (token: string, lang = 'en-US') =>
    s.api.post<TDashboardFigures>('/api/manage/dashboard/figures', {}, { token, lang });
  const report = (token: string, body: Record<string, unknown>, lang = 'en-US') =>
    s.api.post<TReportPage>('/api/manage/dashboard/report/learners', body, { token, lang });

  it("counts the administrator's company: every figure as the test created it", async () => {
    const res = await figures(tokens.admin!);
    expect(res.body.ret).toBe(0);
    const f = res.body.data;
    expect(f).toMatchObject({
      scope: 'company',
      departments: [],
      today: today(),
      // s1 (a beat), r1 and s2 (day marks), r2 (an exam start); r2 also two days ago
      activeToday: 4,
      activeWeek: 4,
      completionsToday: 2, // s1 (the beat), r1
      completionsWeek: 2,
      completionsTotal: 3, // and r2 twenty days ago
      examAttempts: 2,
      examPassed: 1,
      passRate: 50,
      pendingApprovals: 2,
      overdueLearners: 2,
    });
    expect(f.overdueByDepartment).toEqual([
      { departmentId: ids.sales, departmentName: 'Sales', learners: 1 },
      { departmentId: expect.any(Number), departmentName: 'Sales East', learners: 1 },
    ]);
    expect(f.activeSeries).toHaveLength(14);
    expect(f.activeSeries.at(-1)).toEqual({ day: today(), learners: f.activeToday });
    expect(f.activeSeries.at(-3)).toEqual({ day: addDays(today(), -2), learners: 1 });
    expect(f.activeSeries[0]!.day).toBe(addDays(today(), -13));
  });

  it("scopes a unit manager to their department's subtree and a supervisor to theirs", async () => {
    const manager = (await figures(tokens.manager!)).body.data;
    expect(manager).toMatchObject({
      scope: 'departments',
      departments: ['Sales'],
      activeToday: 2, // s1, s2 (not r1)
      completionsToday: 1, // s1
      completionsTotal: 1,
      examAttempts: 1,
      examPassed: 1,
      passRate: 100,
      pendingApprovals: 1,
      overdueLearners: 2,
    });
    const supervisor = (await figures(tokens.supervisor!)).body.data;
    expect(supervisor).toMatchObject({
      scope: 'departments',
      departments: ['R&D'],
      activeToday: 2, // r1, r2
      completionsToday: 1,
      completionsTotal: 2,
      examAttempts: 1,
      examPassed: 0,
      passRate: 0,
      pendingApprovals: 1,
      overdueLearners: 0,
      overdueByDepartment: [],
    });
  });

  it('refuses learners, a unit manager without a department and callers without a token', async () => {
    expect((await figures(tokens.learner!)).body).toMatchObject({
      ret: 7,
      msg: 'This account has no administrator rights',
    });
    expect((await figures(tokens.learner!, 'zh-CN')).body.msg).toBe('该账号没有管理员权限');
    expect((await figures(tokens.lonelyManager!)).body.ret).toBe(7);
    expect((await report(tokens.learner!, { kind: 'course', itemId: courseId })).body.ret).toBe(7);
    expect((await s.api.post('/api/manage/dashboard/figures', {})).body.ret).toBe(2);
  });

  it("reports a course's learners: started, completed, time, with filters and scope", async () => {
    const all = await report(tokens.admin!, { kind: 'course', itemId: courseId });
    expect(all.body.ret).toBe(0);
    expect(all.body.data).toMatchObject({ title: 'Safety basics', total: 3 });
    const byName = new Map(all.body.data.list.map((r) => [r.realName, r]));
    expect(byName.get('r1')).toMatchObject({ state: 'completed', percent: 100, attempts: 0 });
    expect(byName.get('s2')).toMatchObject({
      state: 'started',
      seconds: 120,
      departmentName: 'Sales',
      completedAt: null,
    });
    const done = await report(tokens.admin!, {
      kind: 'course',
      itemId: courseId,
      state: 'completed',
    });
    expect(done.body.data.list.map((r) => r.realName).sort()).toEqual(['r1', 'r2']);
    const sales = await report(tokens.admin!, {
      kind: 'course',
      itemId: courseId,
      departmentId: ids.sales,
    });
    expect(sales.body.data.list.map((r) => r.realName)).toEqual(['s2']);
    // Paged: one row a page, the total stays.
    const paged = await report(tokens.admin!, {
      kind: 'course',
      itemId: courseId,
      pageSize: 1,
      page: 2,
    });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2 });
    expect(paged.body.data.list).toHaveLength(1);
    // The unit manager sees only their subtree, and may not pick a department outside it.
    const mine = await report(tokens.manager!, { kind: 'course', itemId: courseId });
    expect(mine.body.data.list.map((r) => r.realName)).toEqual(['s2']);
    expect(
      (await report(tokens.manager!, { kind: 'course', itemId: courseId, departmentId: rnd })).body,
    ).toMatchObject({
      ret: 1,
      msg: 'The department does not exist or is outside your departments',
    });
  });

  it("reports an exam's examinees with score, pass and time, and refuses bad input", async () => {
    const res = await report(tokens.admin!, { kind: 'exam', itemId: examId });
    expect(res.body).toMatchObject({ ret: 0, msg: '' });
    expect(res.body.data.title).toBe('Safety exam');
    const byName = new Map(res.body.data.list.map((r) => [r.realName, r]));
    expect(byName.get('s2')).toMatchObject({
      state: 'completed',
      score: 10,
      passed: true,
      attempts: 1,
      seconds: 600,
    });
    expect(byName.get('r1')).toMatchObject({ score: 0, passed: false, attempts: 1 });
    // r2's attempt is in progress: started, not completed, no score yet.
    expect(byName.get('r2')).toMatchObject({
      state: 'started',
      completedAt: null,
      score: null,
      passed: null,
      seconds: 0,
    });
    const handedIn = await report(tokens.admin!, {
      kind: 'exam',
      itemId: examId,
      state: 'completed',
    });
    expect(handedIn.body.data.total).toBe(2);
    expect(
      (await report(tokens.admin!, { kind: 'course', itemId: foreignCourseId })).body,
    ).toMatchObject({
      ret: 1,
      msg: 'The course or exam does not exist',
    });
    expect((await report(tokens.admin!, { kind: 'survey', itemId: courseId })).body.ret).toBe(1);
    expect((await report(tokens.admin!, { kind: 'exam', itemId: 'x' })).body.ret).toBe(1);
  });

  it("exports the same rows as an xlsx in the caller's language", async () => {
    const file = await s.api.post(
      '/api/manage/dashboard/report/export',
      { kind: 'exam', itemId: examId },
      { token: tokens.admin!, lang: 'en-US' },
    );
    expect(file.file).toBeDefined();
    const book = XLSX.read(file.file!, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(book.SheetNames[0]).toBe('Learner report');
    expect(rows[0]).toEqual([
      'Name',
      'Account',
      'Department',
      'State',
      'Started',
      'Completed',
      'Time (minutes)',
      'Attempts',
      'Best score',
      'Passed',
    ]);
    const body = rows.slice(1) as unknown[][];
    expect(body.map((r) => r[0]).sort()).toEqual(['r1', 'r2', 's2']);
    const s2 = body.find((r) => r[0] === 's2')!;
    expect(s2.slice(2, 4)).toEqual(['Sales', 'Completed']);
    expect(s2.slice(6)).toEqual([10, 1, 10, 'Yes']);
    // The manager's export holds their subtree only.
    const mine = await s.api.post(
      '/api/manage/dashboard/report/export',
      { kind: 'exam', itemId: examId },
      { token: tokens.manager!, lang: 'zh-CN' },
    );
    const sheet = XLSX.read(mine.file!, { type: 'buffer' });
    const mineRows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, {
      header: 1,
    });
    expect(mineRows[0]![0]).toBe('姓名');
    expect(mineRows.slice(1).map((r) => (r as unknown[])[0])).toEqual(['s2']);
  });
});

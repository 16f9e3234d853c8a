import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { ExamStartResult } from '@ascent/shared/exam';
import type { TTodoMenuEntry, TTodoTask, TTrainReport } from '@ascent/shared/task';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * The to-do centre (center/todo/list and menu) over the registered task sources, and the
 * learner's training report (train/report/member/train/detail and tasklist).
 */
describe('to-do centre and training report', () => {
  let s: TestServer;
  let companyId: number;
  let me: { id: number; token: string };
  let other: { id: number; token: string };
  const hour = 3600_000;
  const ids = {} as Record<'passed' | 'open' | 'later' | 'over' | 'daily' | 'hidden', number>;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    const support = (await buildDepartment(s.db, companyId, 'Support')).id;
    const person = async (departmentId: number) => {
      const u = await buildUser(s.db, { companyId, departmentId });
      return { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
    };
    me = await person(sales);
    other = await person(support);
    const bank = await buildQuestionBank(s.db, { companyId });
    const single = (await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 })).id;
    const paperId = (
      await buildPaper(s.db, {
        companyId,
        passRatio: 0.6,
        questions: [{ questionId: single, score: 10 }],
      })
    ).id;
    const now = Date.now();
    const exam = (name: string, extra: object = {}) =>
      buildExam(s.db, { companyId, paperId, name, ...extra }).then((e) => e.id);
    ids.passed = await exam('Alpha passed', { endAt: new Date(now + 2 * hour) });
    ids.open = await exam('Beta open', { endAt: new Date(now + 5 * hour) });
    ids.later = await exam('Gamma later', {
      startAt: new Date(now + hour),
      endAt: new Date(now + 3 * hour),
    });
    ids.over = await exam('Delta over', {
      startAt: new Date(now - 3 * hour),
      endAt: new Date(now - hour),
    });
    ids.daily = await exam('Epsilon daily', { kind: 'cyclic', endAt: new Date(now + 9 * hour) });
    ids.hidden = await exam('Zeta support only', {
      audience: [{ kind: 'department', ref: String(support) }],
    });
    const start = await s.api.post<ExamStartResult>(
      '/api/study/exam/start',
      { examId: ids.passed },
      { token: me.token },
    );
    const attemptId = start.body.data.attemptId;
    await s.api.post(
      '/api/study/exam/answer',
      { attemptId, questionId: single, value: { keys: ['A'] }, seq: 1 },
      { token: me.token },
    );
    await s.api.post('/api/study/exam/submit', { attemptId }, { token: me.token });
    // A course with hours, credits: the ledger the report sums.
    const course = await buildCourse(s.db, { companyId, studyHours: 2, credits: 1.5 });
    await s.api.post(
      '/api/study/me/learning/log/report',
      { courseId: course.id, resourceId: course.chapters[0]!.resourceIds[0]!, playId: 'task-0001' },
      { token: me.token },
    );
  });
  afterAll(() => s.close());

  const list = (body: object, token = me.token) =>
    s.api.post<TPage<TTodoTask>>('/api/study/center/todo/list', body, { token, lang: 'en-US' });
  const titles = (page: { body: { data: TPage<TTodoTask> } }) =>
    page.body.data.list.map((t) => t.title);

  it('lists the learner’s tasks of the menu entry: in progress first, nearest end first', async () => {
    const all = await list({});
    expect(all.body.ret).toBe(0);
    expect(titles(all)).toEqual([
      'Alpha passed',
      'Beta open',
      'Epsilon daily',
      'Gamma later',
      'Delta over',
    ]);
    expect(all.body.data.list[0]).toMatchObject({
      taskType: 10,
      id: ids.passed,
      timeState: 'inProgress',
      completed: true,
      progress: 100,
      url: `/exam/detail?id=${ids.passed}`,
    });
    expect(all.body.data.list.find((t) => t.id === ids.daily)).toMatchObject({ taskType: 2 });
    expect(titles(await list({ menuType: 'dailyexam' }))).toEqual(['Epsilon daily']);
    expect(titles(await list({ menuType: 'exam', unfinished: true }))).toEqual([
      'Beta open',
      'Gamma later',
      'Delta over',
    ]);
    expect(titles(await list({ state: 'ended' }))).toEqual(['Delta over']);
    expect(titles(await list({ keyword: 'GAMMA' }))).toEqual(['Gamma later']);
    expect(titles(await list({ menuType: 'project' }))).toEqual([]);
    const paged = await list({ page: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(paged)).toEqual(['Epsilon daily', 'Gamma later']);
    // The other department's learner sees their own exam and not the passed state of mine.
    const theirs = await list({}, other.token);
    expect(titles(theirs)).toContain('Zeta support only');
    expect(theirs.body.data.list.find((t) => t.id === ids.passed)?.completed).toBe(false);
  });

  it('refuses a task type outside the menu entry, and callers without a login', async () => {
    expect((await list({ menuType: 'exam', taskType: [2] })).body).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
    expect(titles(await list({ menuType: '*', taskType: [2] }))).toEqual(['Epsilon daily']);
    const anonymous = await s.api.post('/api/study/center/todo/list', {});
    expect(anonymous.body.ret).not.toBe(0);
    const report = await s.api.post('/api/study/train/report/member/train/detail', {});
    expect(report.body.ret).not.toBe(0);
  });

  it('the menu shows the entries some source serves, with counts, and merges new sources', async () => {
    const menu = async () =>
      (await s.api.post<TTodoMenuEntry[]>('/api/study/center/todo/menu', {}, { token: me.token }))
        .body.data;
    const before = await menu();
    // Every entry some module serves (exams, daily exams, programmes, sessions, plans), none for
    // live broadcasts and activities (not built): the learner's exams are the only tasks here.
    expect(before.map((e) => e.menuType)).toEqual([
      '*',
      'project',
      'map',
      'newstaff',
      'subject',
      'exam',
      'dailyexam',
      'trainindex',
    ]);
    expect(before.find((e) => e.menuType === '*')?.count).toBe(5);
    expect(before.find((e) => e.menuType === 'exam')).toEqual({
      menuType: 'exam',
      taskTypes: [10],
      count: 4,
    });
    expect(before.find((e) => e.menuType === 'dailyexam')?.count).toBe(1);
    expect(before.find((e) => e.menuType === 'newstaff')?.count).toBe(0);
    // A source of live broadcasts (type 20) registered later joins the menu and the list.
    s.app.learningItems.tasks.register({
      taskTypes: [20],
      async list(ctx) {
        return ctx.userId !== me.id
          ? []
          : [
              {
                taskType: 20,
                id: 7,
                title: 'Omega broadcast',
                cover: null,
                startAt: null,
                endAt: null,
                timeState: 'inProgress',
                progress: 0,
                completed: false,
                url: '/live/detail?id=7',
              },
            ];
      },
    });
    const entries = await menu();
    expect(entries.find((e) => e.menuType === 'live')).toEqual({
      menuType: 'live',
      taskTypes: [20],
      count: 1,
    });
    expect(entries.find((e) => e.menuType === '*')?.count).toBe(6);
    expect(titles(await list({ menuType: 'live' }))).toEqual(['Omega broadcast']);
  });

  it('the training report counts tasks by type and sums the ledger of the period', async () => {
    const detail = await s.api.post<TTrainReport>(
      '/api/study/train/report/member/train/detail',
      { period: 'month' },
      { token: me.token },
    );
    expect(detail.body.ret).toBe(0);
    expect(detail.body.data).toMatchObject({
      period: 'month',
      hours: 2,
      credits: 1.5,
      // The default earning rules: 10 for the course completed, 10 for the exam passed.
      points: 20,
      coursesCompleted: 1,
    });
    const exam = detail.body.data.types.find((t) => t.taskType === 10);
    expect(exam).toEqual({ taskType: 10, total: 4, completed: 1 });
    expect(detail.body.data.types.find((t) => t.taskType === 2)).toEqual({
      taskType: 2,
      total: 1,
      completed: 0,
    });
    expect(detail.body.data.completed).toBe(1);
    // Another learner's report is their own.
    const theirs = await s.api.post<TTrainReport>(
      '/api/study/train/report/member/train/detail',
      {},
      { token: other.token },
    );
    expect(theirs.body.data).toMatchObject({ period: 'all', hours: 0, completed: 0 });
  });

  it('the report’s task list pages the tasks with progress, by type and completion', async () => {
    const tasks = (body: object) =>
      s.api.post<TPage<TTodoTask>>('/api/study/train/report/member/train/tasklist', body, {
        token: me.token,
      });
    const done = await tasks({ completed: true });
    expect(done.body.data.list).toMatchObject([{ id: ids.passed, progress: 100, completed: true }]);
    const exams = await tasks({ taskType: 10, pageSize: 3 });
    expect(exams.body.data.total).toBe(4);
    expect(titles(exams)).toEqual(['Alpha passed', 'Beta open', 'Gamma later']);
    expect((await tasks({ taskType: 99 })).body.data).toMatchObject({ total: 0, list: [] });
  });
});

import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { ExamAdminRow, ExamAttemptAdminRow, TExamSave } from '@ascent/shared/exam';
import type { ExamAdminDetailView, ReviewerCandidate } from '@ascent/shared/exam-admin';
import { formatInstant } from '@ascent/shared/time';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildAttemptWithAnswers,
  buildCompany,
  buildDepartment,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * Exams in the admin site: the editor with every setting, audience and reviewers, publication,
 * deletion, the results and their export; every refusal; never another company's exams.
 */
describe('exam administration', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  const ids = {} as Record<
    | 'reviewer'
    | 'secondAdmin'
    | 'plain'
    | 'learner'
    | 'otherReviewer'
    | 'otherUser'
    | 'sales'
    | 'otherDept',
    number
  >;
  const papers = {} as Record<'main' | 'second' | 'empty' | 'foreign', number>;
  let examId: number;

  beforeAll(async () => {
    s = await startTestServer({ FACE_ENGINE: 'off' });
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    const adminUser = await buildUser(s.db, { companyId, roles: ['admin'], realName: 'Ada' });
    admin = await login(adminUser);
    ids.sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    ids.otherDept = (await buildDepartment(s.db, other.id, 'Foreign sales')).id;
    const reviewer = await buildUser(s.db, {
      companyId,
      account: 'ea_reviewer',
      realName: 'Rita Reviewer',
      roles: ['exam_reviewer'],
    });
    ids.reviewer = reviewer.id;
    ids.secondAdmin = (
      await buildUser(s.db, { companyId, account: 'ea_admin2', realName: 'Bob', roles: ['admin'] })
    ).id;
    ids.plain = (
      await buildUser(s.db, { companyId, account: 'ea_plain', realName: 'Rick Plain' })
    ).id;
    const learnerUser = await buildUser(s.db, {
      companyId,
      account: 'ea_learner',
      realName: '李雷',
      departmentId: ids.sales,
    });
    ids.learner = learnerUser.id;
    learner = await login(learnerUser);
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    ids.otherReviewer = (
      await buildUser(s.db, {
        companyId: other.id,
        account: 'ea_other_reviewer',
        roles: ['exam_reviewer'],
      })
    ).id;
    ids.otherUser = (await buildUser(s.db, { companyId: other.id })).id;

    const bank = await buildQuestionBank(s.db, { companyId });
    const single = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 });
    const qa = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 5 });
    papers.main = (
      await buildPaper(s.db, {
        companyId,
        name: '安全试卷',
        passRatio: 0.6,
        questions: [
          { questionId: single.id, score: 5 },
          { questionId: qa.id, score: 10 },
        ],
      })
    ).id;
    papers.second = (
      await buildPaper(s.db, { companyId, questions: [{ questionId: single.id, score: 2 }] })
    ).id;
    papers.empty = (await buildPaper(s.db, { companyId, name: 'Empty' })).id;
    const foreignBank = await buildQuestionBank(s.db, { companyId: other.id });
    const foreignQ = await buildQuestion(s.db, {
      companyId: other.id,
      bankId: foreignBank.id,
      type: 1,
    });
    papers.foreign = (
      await buildPaper(s.db, {
        companyId: other.id,
        questions: [{ questionId: foreignQ.id, score: 1 }],
      })
    ).id;
  });
  afterAll(() => s.close());

  const call = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/exam/${action}`, body, { token, lang });
  const base = (): TExamSave => ({
    name: '信息安全考试',
    intro: '<p onclick="x()">Rules</p><script>alert(1)</script>',
    kind: 'normal',
    paperId: papers.main,
    startAt: '2030-01-01T09:00:00+08:00',
    endAt: '2030-01-02T09:00:00+08:00',
    durationMinutes: 60,
    attemptsAllowed: 2,
    scoreKept: 'last',
    minMinutesBeforeSubmit: 10,
    password: 'open-sesame',
    ipRanges: ['10.0.0.0/8', '192.168.1.1-192.168.1.99', ' 172.16.0.5 '],
    signatureRequired: true,
    screenSwitchLimit: 3,
    fullScreen: true,
    faceMatch: false,
    resultVisibility: 'after_end',
    answerVisibility: 'never',
    reviewerIds: [ids.reviewer, ids.secondAdmin],
    visibility: 'limited',
    audience: { departmentIds: [ids.sales], positions: ['Engineer'], userIds: [ids.plain] },
  });

  it('is for administrators only', async () => {
    const res = await call('list', {}, learner);
    expect(res.body.ret).toBe(7);
    expect((await call('save', base(), learner)).body.ret).toBe(7);
    expect((await s.api.post('/api/manage/exam/list', {})).body.ret).toBe(2);
  });

  it('creates an exam with every setting, its audience and reviewers, logged', async () => {
    const res = await call<ExamAdminDetailView>('save', base());
    expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    const exam = res.body.data;
    examId = exam.id;
    expect(exam).toMatchObject({
      status: 'draft',
      name: '信息安全考试',
      kind: 'normal',
      paperId: papers.main,
      paperName: '安全试卷',
      startAt: '2030-01-01T01:00:00.000Z',
      endAt: '2030-01-02T01:00:00.000Z',
      durationMinutes: 60,
      attemptsAllowed: 2,
      scoreKept: 'last',
      minMinutesBeforeSubmit: 10,
      password: 'open-sesame',
      ipRanges: ['10.0.0.0/8', '192.168.1.1-192.168.1.99', '172.16.0.5'],
      signatureRequired: true,
      screenSwitchLimit: 3,
      fullScreen: true,
      faceMatch: false,
      resultVisibility: 'after_end',
      answerVisibility: 'never',
      reviewerIds: [ids.reviewer, ids.secondAdmin],
      reviewerNames: [
        { id: ids.reviewer, name: 'Rita Reviewer' },
        { id: ids.secondAdmin, name: 'Bob' },
      ],
      visibility: 'limited',
      audience: { departmentIds: [ids.sales], positions: ['Engineer'], userIds: [ids.plain] },
      audienceNames: {
        departments: [{ id: ids.sales, name: 'Sales' }],
        users: [{ id: ids.plain, name: 'Rick Plain' }],
      },
      attemptCount: 0,
      publishedAt: null,
    });
    expect(exam.intro).toContain('Rules');
    expect(exam.intro).not.toMatch(/script|onclick/);
    const detail = await call<ExamAdminDetailView>('detail', { id: examId });
    expect(detail.body.data).toEqual(exam);
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'exam' },
      { token: admin },
    );
    expect(logs.body.data.list[0]).toMatchObject({ action: 'create', summary: '信息安全考试' });
    // The log never keeps the password itself.
    expect(JSON.stringify(logs.body.data.list[0])).not.toContain('open-sesame');
  });

  it('refuses a start after the end, in every language', async () => {
    const late = { ...base(), startAt: '2030-01-03T00:00:00Z', endAt: '2030-01-02T00:00:00Z' };
    expect((await call('save', late)).body).toMatchObject({
      ret: 1,
      msg: 'The start time cannot be greater than the end time',
    });
    expect((await call('save', late, admin, 'zh-CN')).body.msg).toBe('开始时间不能大于结束时间');
    expect((await call('save', late, admin, 'zh-TW')).body.msg).toBe('開始時間不能大於結束時間');
    const same = { ...base(), endAt: base().startAt };
    expect((await call('save', same)).body.ret).toBe(1);
  });

  it('refuses references outside the company and settings the rules forbid', async () => {
    const refused = async (patch: Partial<TExamSave>, msg: string, token = admin) => {
      const res = await call('save', { ...base(), ...patch }, token);
      expect(res.body, msg).toMatchObject({ ret: 1, msg });
    };
    await refused({ paperId: papers.foreign }, 'The paper does not exist');
    await refused({ paperId: 999_999 }, 'The paper does not exist');
    const notReviewer = 'Reviewers must be exam reviewers or administrators of the company';
    await refused({ reviewerIds: [ids.plain] }, notReviewer);
    await refused({ reviewerIds: [ids.otherReviewer] }, notReviewer);
    await refused(
      { ipRanges: ['10.0.0.300'] },
      'Not a valid IP address, CIDR block or range: 10.0.0.300',
    );
    await refused(
      { ipRanges: ['10.0.0.9-10.0.0.1'] },
      'Not a valid IP address, CIDR block or range: 10.0.0.9-10.0.0.1',
    );
    await refused(
      { ipRanges: ['10.0.0.0/33'] },
      'Not a valid IP address, CIDR block or range: 10.0.0.0/33',
    );
    await refused(
      { faceMatch: true },
      'No face service is configured: face match cannot be switched on',
    );
    await refused(
      { audience: { departmentIds: [], positions: [], userIds: [] } },
      'Choose the departments, positions or people who take the exam',
    );
    const invalid = 'The participants include a department or person that does not exist';
    await refused(
      { audience: { departmentIds: [ids.otherDept], positions: [], userIds: [] } },
      invalid,
    );
    await refused(
      { audience: { departmentIds: [], positions: [], userIds: [ids.otherUser] } },
      invalid,
    );
    // Another company's exam is not there to edit, read or act on.
    await refused({ id: examId, paperId: papers.foreign }, 'The exam does not exist', otherAdmin);
    for (const action of ['detail', 'publish', 'unpublish'])
      expect((await call(action, { id: examId }, otherAdmin)).body.msg).toBe(
        'The exam does not exist',
      );
    expect((await call('delete', { ids: [examId] }, otherAdmin)).body.ret).toBe(1);
    // Nothing changed.
    const detail = await call<ExamAdminDetailView>('detail', { id: examId });
    expect(detail.body.data).toMatchObject({ name: '信息安全考试', paperId: papers.main });
  });

  it('lists the company exams with filters, counts and time states', async () => {
    const open = await buildExam(s.db, { companyId, paperId: papers.main, name: 'Open exam' });
    await buildExam(s.db, {
      companyId,
      paperId: papers.second,
      name: 'Daily quiz',
      kind: 'cyclic',
      startAt: new Date(Date.now() - 3 * 86_400_000),
      endAt: new Date(Date.now() - 86_400_000),
    });
    await buildAttemptWithAnswers(s.db, { exam: open, userId: ids.learner, answers: {} });
    await buildAttemptWithAnswers(s.db, { exam: open, userId: ids.plain, submitted: false });
    const res = await call<TPage<ExamAdminRow>>('list', { page: 1, pageSize: 10 });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((r) => r.name)).toEqual([
      'Daily quiz',
      'Open exam',
      '信息安全考试',
    ]);
    expect(res.body.data.list[1]).toMatchObject({
      status: 'published',
      timeState: 'in_progress',
      examineeCount: 2,
      pendingMarking: 0,
      paperName: '安全试卷',
      durationMinutes: 30,
    });
    expect(res.body.data.list[0]).toMatchObject({ kind: 'cyclic', timeState: 'ended' });
    expect(res.body.data.list[2]).toMatchObject({ status: 'draft', timeState: 'not_started' });
    const names = async (body: object) =>
      (await call<TPage<ExamAdminRow>>('list', body)).body.data.list.map((r) => r.name);
    expect(await names({ keyword: '安全' })).toEqual(['信息安全考试']);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ status: 'draft' })).toEqual(['信息安全考试']);
    expect(await names({ kind: 'cyclic' })).toEqual(['Daily quiz']);
    expect(await names({ page: 2, pageSize: 2 })).toEqual(['信息安全考试']);
    const foreign = await call<TPage<ExamAdminRow>>('list', {}, otherAdmin);
    expect(foreign.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('publishes and unpublishes, refusing an empty paper and repeated actions', async () => {
    const draft = await call<ExamAdminDetailView>('save', {
      ...base(),
      name: 'Empty paper exam',
      paperId: papers.empty,
    });
    expect(draft.body.ret).toBe(0);
    const emptyId = draft.body.data.id;
    expect((await call('publish', { id: emptyId })).body).toMatchObject({
      ret: 1,
      msg: 'The paper has no questions yet: the exam cannot be published',
    });
    expect((await call('publish', { id: emptyId }, admin, 'zh-CN')).body.msg).toBe(
      '试卷中还没有试题，不能发布考试',
    );
    const published = await call<ExamAdminDetailView>('publish', { id: examId });
    expect(published.body).toMatchObject({ ret: 0, msg: 'Published' });
    expect(published.body.data.status).toBe('published');
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await call('publish', { id: examId })).body.msg).toBe('The exam is already published');
    // A published exam cannot move to an empty paper.
    expect((await call('save', { ...base(), id: examId, paperId: papers.empty })).body.msg).toBe(
      'The paper has no questions yet: the exam cannot be published',
    );
    const off = await call<ExamAdminDetailView>('unpublish', { id: examId });
    expect(off.body).toMatchObject({ ret: 0, msg: 'Unpublished' });
    expect(off.body.data.status).toBe('unpublished');
    expect((await call('unpublish', { id: examId })).body.msg).toBe('The exam is not published');
    expect((await call('delete', { ids: [emptyId] })).body.ret).toBe(0);
  });

  it('keeps the paper of an exam that has attempts; other settings still change', async () => {
    const exam = await buildExam(s.db, { companyId, paperId: papers.main, name: 'Taken' });
    await buildAttemptWithAnswers(s.db, { exam, userId: ids.learner });
    const save = (patch: Partial<TExamSave>) =>
      call<ExamAdminDetailView>('save', {
        ...base(),
        id: exam.id,
        name: 'Taken',
        visibility: 'all',
        reviewerIds: [],
        ...patch,
      });
    expect((await save({ paperId: papers.second })).body).toMatchObject({
      ret: 1,
      msg: 'Examinees have taken this exam: its paper cannot be changed',
    });
    const ok = await save({ durationMinutes: 45, name: 'Taken (longer)' });
    expect(ok.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    expect(ok.body.data).toMatchObject({
      paperId: papers.main,
      durationMinutes: 45,
      status: 'published',
      attemptCount: 1,
      audience: { departmentIds: [], positions: [], userIds: [] },
    });
  });

  it('deletes only exams that are not published and that nobody is answering', async () => {
    const live = await buildExam(s.db, { companyId, paperId: papers.main, name: 'Live' });
    expect((await call('delete', { ids: [live.id] })).body.msg).toBe(
      'A published exam cannot be deleted: unpublish it first',
    );
    const answering = await buildExam(s.db, {
      companyId,
      paperId: papers.main,
      name: 'Answering',
      status: 'unpublished',
    });
    await buildAttemptWithAnswers(s.db, { exam: answering, userId: ids.learner, submitted: false });
    expect((await call('delete', { ids: [answering.id] })).body.msg).toBe(
      'Examinees are still answering "Answering": it cannot be deleted',
    );
    const done = await buildExam(s.db, {
      companyId,
      paperId: papers.main,
      name: 'Finished',
      status: 'unpublished',
    });
    await buildAttemptWithAnswers(s.db, { exam: done, userId: ids.learner });
    // One refusal refuses the whole request.
    expect((await call('delete', { ids: [done.id, live.id] })).body.ret).toBe(1);
    expect((await call('detail', { id: done.id })).body.ret).toBe(0);
    expect((await call('delete', { ids: [done.id] })).body).toMatchObject({
      ret: 0,
      msg: 'Deleted successfully',
    });
    expect((await call('detail', { id: done.id })).body.msg).toBe('The exam does not exist');
    const names = (await call<TPage<ExamAdminRow>>('list', { keyword: 'Finished' })).body.data;
    expect(names.total).toBe(0);
    expect((await call('delete', { ids: [999_999] })).body.msg).toBe('The exam does not exist');
  });

  it('shows the results of one exam and exports them as xlsx', async () => {
    const exam = await buildExam(s.db, { companyId, paperId: papers.second, name: 'Results' });
    const first = await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.learner,
      answers: {},
      submitReason: 'timeout',
    });
    const paper = first.paper;
    await buildAttemptWithAnswers(s.db, {
      exam,
      userId: ids.plain,
      answers: { [paper[0]!.id]: { keys: ['A'] } },
    });
    await buildAttemptWithAnswers(s.db, { exam, userId: ids.reviewer, submitted: false });
    const page = await call<TPage<ExamAttemptAdminRow>>('attempts', { examId: exam.id });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.map((r) => [r.name, r.status, r.score, r.passed])).toEqual([
      ['Rita Reviewer', 'in_progress', null, null],
      ['Rick Plain', 'marked', 2, true],
      ['李雷', 'marked', 0, false],
    ]);
    expect(page.body.data.list[2]).toMatchObject({
      account: 'ea_learner',
      departmentName: 'Sales',
      submitReason: 'timeout',
      screenSwitches: 0,
    });
    const marked = await call<TPage<ExamAttemptAdminRow>>('attempts', {
      examId: exam.id,
      status: 'marked',
      pageSize: 1,
    });
    expect(marked.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(marked.body.data.list).toHaveLength(1);
    expect((await call('attempts', { examId: exam.id }, otherAdmin)).body.msg).toBe(
      'The exam does not exist',
    );

    const file = await s.api.post(
      '/api/manage/exam/attempts/export',
      { examId: exam.id },
      {
        token: admin,
        lang: 'zh-CN',
      },
    );
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain('Results-');
    const book = XLSX.read(file.file!, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(book.SheetNames[0]).toBe('考试成绩');
    expect(rows[0]).toEqual([
      '姓名',
      '账号',
      '部门',
      '考试次数',
      '状态',
      '得分',
      '是否及格',
      '开始时间',
      '交卷时间',
      '交卷方式',
      '切屏次数',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 7)).toEqual(['李雷', 'ea_learner', 'Sales', 1, '已评分', 0, '否']);
    expect(rows[1]![9]).toBe('时间到自动交卷');
    // Times on the company's wall clock (Asia/Shanghai by default), not the server machine's.
    const started = page.body.data.list[2]!.startedAt;
    expect(rows[1]![7]).toBe(formatInstant(started, 'zh-CN', 'Asia/Shanghai', 'dateTimeSeconds'));
    expect(rows[1]![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[3]!.slice(4, 7)).toEqual(['答题中', '', '']);
    const onlyMarked = await s.api.post(
      '/api/manage/exam/attempts/export',
      { examId: exam.id, status: 'marked' },
      { token: admin },
    );
    const sheet = XLSX.read(onlyMarked.file!, { type: 'buffer' });
    expect(
      XLSX.utils.sheet_to_json(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 }),
    ).toHaveLength(3);
    // Refusals stay envelopes.
    const foreign = await s.api.post(
      '/api/manage/exam/attempts/export',
      { examId: exam.id },
      { token: otherAdmin },
    );
    expect(foreign.file).toBeUndefined();
    expect(foreign.body).toMatchObject({ ret: 1, msg: 'The exam does not exist' });
    expect(
      (
        await s.api.post(
          '/api/manage/exam/attempts/export',
          { examId: exam.id },
          { token: learner },
        )
      ).body.ret,
    ).toBe(7);
  });

  it('offers exam reviewers and administrators of the company as reviewers', async () => {
    const found = async (keyword: string, token = admin) =>
      (await call<ReviewerCandidate[]>('reviewers', { keyword }, token)).body.data.map(
        (p) => p.account,
      );
    const all = await found('');
    expect(all).toContain('ea_reviewer');
    expect(all).toContain('ea_admin2');
    expect(all).not.toContain('ea_plain');
    expect(all).not.toContain('ea_learner');
    expect(all).not.toContain('ea_other_reviewer');
    expect(await found('rita')).toEqual(['ea_reviewer']);
    expect(await found('ea_', otherAdmin)).toEqual(['ea_other_reviewer']);
  });
});

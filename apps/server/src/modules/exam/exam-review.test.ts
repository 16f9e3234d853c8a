import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { ReviewExamRow } from '@ascent/shared/exam';
import type { ReviewMembersPage, ReviewSheetView } from '@ascent/shared/exam-admin';
import { eq } from 'drizzle-orm';
import { examAttempts } from './exam.schema.ts';
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
 * Marking (spec /mine/review/*, /exam/review/*): only an exam's reviewers see and mark its
 * handed-in attempts, never their own or another company's; scores stay within each part;
 * finishing needs every answered Q&A part marked and settles the attempt.
 */
describe('exam review', () => {
  let s: TestServer;
  let companyId: number;
  const tokens = {} as Record<
    'reviewer' | 'second' | 'outsider' | 'learner' | 'otherReviewer',
    string
  >;
  const users = {} as Record<'reviewer' | 'learner' | 'learner2' | 'learner3', number>;
  const q = {} as Record<'single' | 'qa' | 'case' | 'caseSingle' | 'caseQa', number>;
  let examId: number;
  const attempts = {} as Record<'pending' | 'objective' | 'open' | 'own', number>;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const dept = await buildDepartment(s.db, companyId, 'Ops');
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    const reviewer = await buildUser(s.db, { companyId, roles: ['exam_reviewer'] });
    users.reviewer = reviewer.id;
    tokens.reviewer = await login(reviewer);
    const second = await buildUser(s.db, { companyId, roles: ['exam_reviewer'] });
    tokens.second = await login(second);
    // An exam reviewer of the company who is not named on this exam.
    tokens.outsider = await login(await buildUser(s.db, { companyId, roles: ['exam_reviewer'] }));
    const learner = await buildUser(s.db, {
      companyId,
      account: 'er_learner',
      realName: '韩梅梅',
      departmentId: dept.id,
    });
    users.learner = learner.id;
    tokens.learner = await login(learner);
    users.learner2 = (await buildUser(s.db, { companyId, realName: 'Second' })).id;
    users.learner3 = (await buildUser(s.db, { companyId, realName: 'Third' })).id;
    tokens.otherReviewer = await login(
      await buildUser(s.db, { companyId: other.id, roles: ['exam_reviewer'] }),
    );

    const bank = await buildQuestionBank(s.db, { companyId });
    q.single = (await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 })).id;
    q.qa = (await buildQuestion(s.db, { companyId, bankId: bank.id, type: 5 })).id;
    const caseRow = await buildQuestion(s.db, {
      companyId,
      bankId: bank.id,
      type: 8,
      stem: 'A case',
      children: [{ type: 1 }, { type: 5 }],
    });
    q.case = caseRow.id;
    const paper = await buildPaper(s.db, {
      companyId,
      passRatio: 0.6,
      questions: [
        { questionId: q.single, score: 4 },
        { questionId: q.qa, score: 10 },
        { questionId: q.case, score: 6 },
      ],
    });
    const exam = await buildExam(s.db, {
      companyId,
      paperId: paper.id,
      name: 'Essay exam',
      reviewerIds: [reviewer.id, second.id],
    });
    examId = exam.id;
    const probe = await buildAttemptWithAnswers(s.db, {
      exam,
      userId: users.learner3,
      submitted: false,
    });
    const caseUnit = probe.paper.find((p) => p.id === q.case)!;
    q.caseSingle = caseUnit.children[0]!.id;
    q.caseQa = caseUnit.children[1]!.id;
    attempts.open = probe.id;
    attempts.pending = (
      await buildAttemptWithAnswers(s.db, {
        exam,
        userId: users.learner,
        answers: {
          [q.single]: { keys: ['A'] },
          [q.qa]: { text: 'My essay' },
          [q.caseSingle]: { keys: ['A'] },
          [q.caseQa]: { text: 'Short answer' },
        },
      })
    ).id;
    attempts.objective = (
      await buildAttemptWithAnswers(s.db, {
        exam,
        userId: users.learner2,
        answers: { [q.single]: { keys: ['B'] } },
      })
    ).id;
    attempts.own = (
      await buildAttemptWithAnswers(s.db, {
        exam,
        userId: users.reviewer,
        answers: { [q.qa]: { text: 'x' } },
      })
    ).id;
  });
  afterAll(() => s.close());

  const list = (body: object, token = tokens.reviewer) =>
    s.api.post<TPage<ReviewExamRow>>('/api/study/me/review/list', body, { token });
  const members = (body: object, token = tokens.reviewer) =>
    s.api.post<ReviewMembersPage>('/api/study/me/review/members', body, { token });
  const sheet = (attemptId: number, token = tokens.reviewer, lang = 'en-US') =>
    s.api.get<ReviewSheetView>(`/api/study/exam/review/${attemptId}`, { token, lang });
  const save = (body: object, token = tokens.reviewer, lang = 'en-US') =>
    s.api.post<ReviewSheetView>('/api/study/exam/review/save', body, { token, lang });

  it('lists the exams the caller marks, with pending and marked counts', async () => {
    const pending = await list({});
    expect(pending.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(pending.body.data.list[0]).toMatchObject({
      examId,
      name: 'Essay exam',
      pending: 2,
      marked: 0,
    });
    expect((await list({ tab: 'done' })).body.data.total).toBe(0);
    for (const token of [tokens.outsider, tokens.learner, tokens.otherReviewer])
      expect((await list({}, token)).body.data).toMatchObject({ total: 0, list: [] });
    expect((await s.api.post('/api/study/me/review/list', {})).body.ret).toBe(2);
  });

  it("lists one exam's attempts waiting for marks, for its reviewers only", async () => {
    const page = await members({ examId });
    expect(page.body.data).toMatchObject({
      examName: 'Essay exam',
      pending: 2,
      marked: 0,
      total: 2,
    });
    expect(page.body.data.list[0]).toMatchObject({
      attemptId: attempts.pending,
      name: '韩梅梅',
      account: 'er_learner',
      departmentName: 'Ops',
      status: 'pending_marking',
    });
    expect((await members({ examId, tab: 'done' })).body.data.total).toBe(0);
    for (const token of [tokens.outsider, tokens.learner, tokens.otherReviewer])
      expect((await members({ examId }, token)).body).toMatchObject({
        ret: 1,
        msg: 'You are not a reviewer of this exam',
      });
    const zh = await s.api.post(
      '/api/study/me/review/members',
      { examId },
      {
        token: tokens.learner,
        lang: 'zh-CN',
      },
    );
    expect(zh.body.msg).toBe('您不是该考试的阅卷人');
  });

  it('shows the answer sheet with keys, answers, marks and the parts to mark', async () => {
    const res = await sheet(attempts.pending);
    expect(res.body.ret).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({
      attemptId: attempts.pending,
      examId,
      examName: 'Essay exam',
      examinee: { name: '韩梅梅', account: 'er_learner' },
      status: 'pending_marking',
      objectiveScore: 7,
      totalScore: 20,
      passScore: 12,
      unmarked: 2,
    });
    const byId = new Map(data.questions.map((x) => [x.id, x]));
    expect(byId.get(q.single)).toMatchObject({
      type: 1,
      key: { keys: ['A'] },
      answer: { keys: ['A'] },
      mark: { score: 4, correct: true },
      needsMarking: false,
    });
    expect(byId.get(q.qa)).toMatchObject({
      type: 5,
      key: { reference: 'A model answer.' },
      answer: { text: 'My essay' },
      mark: { score: null, correct: null, comment: '' },
      needsMarking: true,
    });
    const caseQ = byId.get(q.case)!;
    expect(caseQ).toMatchObject({ type: 8, needsMarking: false, answer: null, score: 6 });
    expect(caseQ.children.map((c) => [c.id, c.score, c.needsMarking])).toEqual([
      [q.caseSingle, 3, false],
      [q.caseQa, 3, true],
    ]);
    expect(caseQ.children[1]!.answer).toEqual({ text: 'Short answer' });
  });

  it('refuses the sheet to anyone but the exam reviewers, and unfinished or own attempts', async () => {
    const refused = async (attemptId: number, token: string, msg: string) => {
      const res = await sheet(attemptId, token);
      expect(res.body, msg).toMatchObject({ ret: 1, msg, data: null });
    };
    await refused(attempts.pending, tokens.outsider, 'You are not a reviewer of this exam');
    await refused(attempts.pending, tokens.learner, 'You are not a reviewer of this exam');
    await refused(attempts.pending, tokens.otherReviewer, 'The answer sheet does not exist');
    await refused(999_999, tokens.reviewer, 'The answer sheet does not exist');
    await refused(attempts.open, tokens.reviewer, 'The examinee has not handed in yet');
    await refused(attempts.own, tokens.reviewer, 'You cannot mark your own answer sheet');
    expect((await sheet(attempts.own, tokens.second)).body.ret).toBe(0);
    expect((await sheet(attempts.open, tokens.reviewer, 'zh-TW')).body.msg).toBe('考生尚未交卷');
    expect(
      (await s.api.get('/api/study/exam/review/abc', { token: tokens.reviewer })).body,
    ).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
  });

  it('refuses marks by others, out of range, on parts that are not marked by reviewers', async () => {
    const refused = async (body: object, msg: string, token = tokens.reviewer) => {
      const res = await save(body, token);
      expect(res.body, msg).toMatchObject({ ret: 1, msg });
    };
    const mark = (questionId: number, score: number) => ({
      attemptId: attempts.pending,
      marks: [{ questionId, score, comment: 'ok' }],
    });
    await refused(mark(q.qa, 5), 'You are not a reviewer of this exam', tokens.outsider);
    await refused(mark(q.qa, 5), 'You are not a reviewer of this exam', tokens.learner);
    await refused(mark(q.qa, 5), 'The answer sheet does not exist', tokens.otherReviewer);
    await refused(mark(q.qa, 10.5), 'The score must be between 0 and 10');
    await refused(mark(q.caseQa, 3.1), 'The score must be between 0 and 3');
    await refused(mark(q.qa, -1), 'Parameter error');
    await refused(mark(q.single, 1), 'This question is not marked by reviewers');
    await refused(mark(q.case, 1), 'This question is not marked by reviewers');
    await refused(mark(999_999, 1), 'This question is not marked by reviewers');
    await refused(
      { attemptId: attempts.open, marks: [{ questionId: q.qa, score: 1 }] },
      'The examinee has not handed in yet',
    );
    await refused(
      { attemptId: attempts.own, marks: [{ questionId: q.qa, score: 1 }] },
      'You cannot mark your own answer sheet',
    );
    // An unanswered Q&A part has nothing to mark (it scores 0).
    await refused(
      { attemptId: attempts.objective, marks: [{ questionId: q.qa, score: 1 }] },
      'This question is not marked by reviewers',
    );
    expect((await save(mark(q.qa, 11), tokens.reviewer, 'zh-CN')).body.msg).toBe(
      '得分必须在 0 到 10 分之间',
    );
    const after = await sheet(attempts.pending);
    expect(after.body.data.unmarked).toBe(2);
  });

  it('saves marks, refuses to finish with parts unmarked, then finishes and settles', async () => {
    const partial = await save({
      attemptId: attempts.pending,
      marks: [{ questionId: q.qa, score: 7.5, comment: 'Good points' }],
    });
    expect(partial.body).toMatchObject({ ret: 0, msg: 'Marks saved' });
    expect(partial.body.data).toMatchObject({ status: 'pending_marking', unmarked: 1 });
    const qaMark = partial.body.data.questions.find((x) => x.id === q.qa)!.mark;
    expect(qaMark).toEqual({ score: 7.5, correct: false, comment: 'Good points' });

    // Finishing with a part unmarked changes nothing, not even the marks sent with it.
    const early = await save({
      attemptId: attempts.pending,
      marks: [{ questionId: q.qa, score: 9 }],
      finish: true,
    });
    expect(early.body).toMatchObject({ ret: 1, msg: '1 questions are not marked yet' });
    expect(
      (
        await save(
          { attemptId: attempts.pending, marks: [], finish: true },
          tokens.reviewer,
          'zh-CN',
        )
      ).body.msg,
    ).toBe('还有 1 道题未批阅');
    const unchanged = await sheet(attempts.pending);
    expect(unchanged.body.data.questions.find((x) => x.id === q.qa)!.mark!.score).toBe(7.5);
    expect(unchanged.body.data.status).toBe('pending_marking');

    const done = await save({
      attemptId: attempts.pending,
      marks: [{ questionId: q.caseQa, score: 3 }],
      finish: true,
    });
    expect(done.body).toMatchObject({ ret: 0, msg: 'Marking finished' });
    // 4 (single) + 3 (case single) objective, 7.5 + 3 marked: 17.5 of 20, pass line 12.
    expect(done.body.data).toMatchObject({
      status: 'marked',
      objectiveScore: 7,
      score: 17.5,
      unmarked: 0,
    });
    const caseQa = done.body.data.questions.find((x) => x.id === q.case)!.children[1]!;
    expect(caseQa.mark).toMatchObject({ score: 3, correct: true });

    const pending = await members({ examId });
    expect(pending.body.data).toMatchObject({ pending: 1, marked: 1, total: 1 });
    const marked = await members({ examId, tab: 'done' });
    expect(marked.body.data.list[0]).toMatchObject({
      attemptId: attempts.pending,
      status: 'marked',
      score: 17.5,
    });
    expect((await list({})).body.data.list[0]).toMatchObject({ pending: 1, marked: 1 });
  });

  it('settles a marked attempt again when a reviewer revises a mark', async () => {
    const revised = await save({
      attemptId: attempts.pending,
      marks: [{ questionId: q.qa, score: 0, comment: 'Off topic' }],
    });
    // 4 + 3 objective, 0 + 3 marked: 10, under the pass line of 12.
    expect(revised.body.data).toMatchObject({ status: 'marked', score: 10 });
    const [row] = await s.db
      .select({ passed: examAttempts.passed, markedBy: examAttempts.markedBy })
      .from(examAttempts)
      .where(eq(examAttempts.id, attempts.pending));
    expect(row).toEqual({ passed: false, markedBy: users.reviewer });
  });

  it('moves an exam to the done tab once nothing waits', async () => {
    const second = await save(
      { attemptId: attempts.own, marks: [{ questionId: q.qa, score: 2 }], finish: true },
      tokens.second,
    );
    expect(second.body.data).toMatchObject({ status: 'marked', score: 2 });
    expect((await list({})).body.data.total).toBe(0);
    const done = await list({ tab: 'done' });
    expect(done.body.data.list[0]).toMatchObject({ examId, pending: 0, marked: 2 });
  });
});

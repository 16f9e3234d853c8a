import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExamStartResult } from '@ascent/shared/exam';
import type { TItemOption } from '@ascent/shared/task';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildHomework,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildSurvey,
  buildUser,
  expireAttempt,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { stateKey, type ItemEvent } from '../../core/learning-items.ts';
import { homeworkSubmissions } from '../homework/homework.schema.ts';

/**
 * Issue 6 seams in the existing modules: item events emitted once per real change inside the
 * transaction that made it, item sources (titles and states in batches, company-scoped), item
 * access grants past an audience, and the admin item search.
 */
describe('learning items in the existing modules', () => {
  let s: TestServer;
  let companyId: number;
  let foreignCompanyId: number;
  let sales: number;
  let support: number;
  const events: ItemEvent[] = [];
  /** Grants the test registers: "user:kind:id". */
  const grants = new Set<string>();
  type Person = { id: number; token: string };
  let admin: Person;
  let reviewer: Person;
  let foreignAdmin: Person;
  let paperId: number;
  let qaPaperId: number;
  let singleId: number;
  let qaId: number;

  const person = async (opts: Parameters<typeof buildUser>[1]): Promise<Person> => {
    const u = await buildUser(s.db, opts);
    return { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
  };
  const learner = () => person({ companyId, departmentId: sales });

  beforeAll(async () => {
    s = await startTestServer();
    s.app.learningItems.events.on(async (tx, e) => {
      // Inside the transaction: the handler reads through the tx it is given.
      expect(tx).toBeTruthy();
      events.push(e);
    });
    s.app.learningItems.access.grant(async (_q, cId, userId, kind, itemId) =>
      grants.has(`${cId}:${userId}:${kind}:${itemId}`),
    );
    companyId = (await buildCompany(s.db)).id;
    foreignCompanyId = (await buildCompany(s.db)).id;
    sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    support = (await buildDepartment(s.db, companyId, 'Support')).id;
    admin = await person({ companyId, roles: ['admin'] });
    reviewer = await person({ companyId, departmentId: support });
    foreignAdmin = await person({ companyId: foreignCompanyId, roles: ['admin'] });
    const bank = await buildQuestionBank(s.db, { companyId });
    singleId = (await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 })).id;
    qaId = (await buildQuestion(s.db, { companyId, bankId: bank.id, type: 5 })).id;
    paperId = (
      await buildPaper(s.db, {
        companyId,
        passRatio: 0.6,
        questions: [{ questionId: singleId, score: 10 }],
      })
    ).id;
    qaPaperId = (
      await buildPaper(s.db, {
        companyId,
        passRatio: 0.6,
        questions: [
          { questionId: singleId, score: 10 },
          { questionId: qaId, score: 20 },
        ],
      })
    ).id;
  });
  afterAll(() => s.close());
  beforeEach(() => {
    events.length = 0;
  });

  const eventsOf = (userId: number) =>
    events
      .filter((e) => e.userId === userId)
      .map(({ kind, itemId, outcome, score, companyId: c }) => ({
        kind,
        itemId,
        outcome,
        score,
        companyId: c,
      }));

  const startExam = async (examId: number, token: string) => {
    const res = await s.api.post<ExamStartResult>('/api/study/exam/start', { examId }, { token });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ ret: 0 });
    return res.body.data.attemptId;
  };
  const answer = (attemptId: number, questionId: number, key: string, token: string) =>
    s.api.post(
      '/api/study/exam/answer',
      { attemptId, questionId, value: { keys: [key] }, seq: 1 },
      { token },
    );
  const submit = (attemptId: number, token: string) =>
    s.api.post('/api/study/exam/submit', { attemptId }, { token });

  it('a course completed emits one event, however many beats follow', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, { companyId, title: 'Safety basics' });
    const resourceId = course.chapters[0]!.resourceIds[0]!;
    const beat = () =>
      s.api.post(
        '/api/study/me/learning/log/report',
        { courseId: course.id, resourceId, playId: 'items-course-1' },
        { token: me.token },
      );
    expect((await beat()).body).toMatchObject({ ret: 0, data: { courseState: 'completed' } });
    await beat();
    expect(eventsOf(me.id)).toEqual([
      { kind: 'course', itemId: course.id, outcome: 'completed', score: null, companyId },
    ]);
  });

  it('an exam handed in emits passed or failed with the score; a retake emits again', async () => {
    const me = await learner();
    const exam = await buildExam(s.db, { companyId, paperId, attemptsAllowed: 0 });
    const first = await startExam(exam.id, me.token);
    await answer(first, singleId, 'B', me.token);
    expect((await submit(first, me.token)).body.ret).toBe(0);
    // A second hand-in of the same attempt changes nothing and emits nothing.
    await submit(first, me.token);
    const second = await startExam(exam.id, me.token);
    await answer(second, singleId, 'A', me.token);
    await submit(second, me.token);
    expect(eventsOf(me.id)).toEqual([
      { kind: 'exam', itemId: exam.id, outcome: 'failed', score: 0, companyId },
      { kind: 'exam', itemId: exam.id, outcome: 'passed', score: 10, companyId },
    ]);
  });

  it('an attempt handed in at its deadline emits too', async () => {
    const me = await learner();
    const exam = await buildExam(s.db, { companyId, paperId });
    const attempt = await startExam(exam.id, me.token);
    await answer(attempt, singleId, 'A', me.token);
    await expireAttempt(s.db, attempt);
    // The next read of the examinee's exams hands in what ran out (as the sweeper would).
    await s.api.get(`/api/study/exam/${exam.id}/detail`, { token: me.token });
    expect(eventsOf(me.id)).toEqual([
      { kind: 'exam', itemId: exam.id, outcome: 'passed', score: 10, companyId },
    ]);
  });

  it('a Q&A attempt emits when the reviewer finishes marking, not at hand-in', async () => {
    const me = await learner();
    const exam = await buildExam(s.db, {
      companyId,
      paperId: qaPaperId,
      reviewerIds: [reviewer.id],
    });
    const attempt = await startExam(exam.id, me.token);
    await answer(attempt, singleId, 'A', me.token);
    await s.api.post(
      '/api/study/exam/answer',
      { attemptId: attempt, questionId: qaId, value: { text: 'An essay' }, seq: 1 },
      { token: me.token },
    );
    await submit(attempt, me.token);
    expect(eventsOf(me.id)).toEqual([]);
    const mark = (score: number) =>
      s.api.post(
        '/api/study/exam/review/save',
        { attemptId: attempt, marks: [{ questionId: qaId, score }], finish: true },
        { token: reviewer.token },
      );
    expect((await mark(15)).body.ret).toBe(0);
    expect(eventsOf(me.id)).toEqual([
      { kind: 'exam', itemId: exam.id, outcome: 'passed', score: 25, companyId },
    ]);
    // The same marks again: no change, no event; a correction that fails it: one more.
    await mark(15);
    expect(eventsOf(me.id)).toHaveLength(1);
    await mark(5);
    expect(eventsOf(me.id)[1]).toEqual({
      kind: 'exam',
      itemId: exam.id,
      outcome: 'failed',
      score: 15,
      companyId,
    });
  });

  it('a survey emits completed at its submission, once', async () => {
    const me = await learner();
    const survey = await buildSurvey(s.db, { companyId });
    const [single, multiple, , rating] = survey.questionIds;
    const body = {
      surveyId: survey.id,
      answers: {
        [single!]: { keys: ['A'] },
        [multiple!]: { keys: ['B'] },
        [rating!]: { rating: 4 },
      },
    };
    expect((await s.api.post('/api/study/survey/submit', body, { token: me.token })).body.ret).toBe(
      0,
    );
    expect((await s.api.post('/api/study/survey/submit', body, { token: me.token })).body.ret).toBe(
      1,
    );
    expect(eventsOf(me.id)).toEqual([
      { kind: 'survey', itemId: survey.id, outcome: 'completed', score: null, companyId },
    ]);
  });

  it('homework scored by a reviewer emits completed with the score; a return emits nothing', async () => {
    const me = await learner();
    const hw = await buildHomework(s.db, {
      companyId,
      steps: ['Essay'],
      reviewerIds: [reviewer.id],
    });
    const hand = async () => {
      await s.api.post(
        '/api/study/homework/step/save',
        { homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'My essay' },
        { token: me.token },
      );
      expect(
        (await s.api.post('/api/study/homework/submit', { homeworkId: hw.id }, { token: me.token }))
          .body.ret,
      ).toBe(0);
    };
    await hand();
    const [sub] = await s.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.homeworkId, hw.id));
    const review = (body: object) =>
      s.api.post(
        '/api/study/homework/vetting/save',
        { submissionId: sub!.id, ...body },
        { token: reviewer.token },
      );
    expect((await review({ action: 'return', comment: 'More detail' })).body.ret).toBe(0);
    expect(eventsOf(me.id)).toEqual([]);
    await hand();
    expect((await review({ action: 'evaluate', score: 88 })).body.ret).toBe(0);
    expect(eventsOf(me.id)).toEqual([
      { kind: 'homework', itemId: hw.id, outcome: 'completed', score: 88, companyId },
    ]);
  });

  it('item sources describe and report states in batches, within the company', async () => {
    const [a, b] = [await learner(), await learner()];
    const sources = s.app.learningItems.sources;
    const course = await buildCourse(s.db, { companyId, title: 'Batch course' });
    const foreignCourse = await buildCourse(s.db, { companyId: foreignCompanyId });
    await s.api.post(
      '/api/study/me/learning/log/report',
      { courseId: course.id, resourceId: course.chapters[0]!.resourceIds[0]!, playId: 'batch-a-1' },
      { token: a.token },
    );
    const courseSource = sources.get('course')!;
    const names = await courseSource.describe(s.db, companyId, [course.id, foreignCourse.id]);
    expect([...names.values()]).toEqual([
      { id: course.id, title: 'Batch course', url: `/course/detail?id=${course.id}` },
    ]);
    const courseStates = await courseSource.states(s.db, companyId, [a.id, b.id], [course.id]);
    expect(courseStates.get(stateKey(a.id, course.id))).toMatchObject({
      state: 'completed',
      passed: null,
    });
    expect(courseStates.has(stateKey(b.id, course.id))).toBe(false);
    // Another company's view of the same learners and ids sees nothing.
    expect((await courseSource.states(s.db, foreignCompanyId, [a.id], [course.id])).size).toBe(0);

    // Exams: the kept score (highest by default) and its pass; in progress while one runs.
    const exam = await buildExam(s.db, { companyId, paperId, attemptsAllowed: 0 });
    const first = await startExam(exam.id, a.token);
    await answer(first, singleId, 'A', a.token);
    await submit(first, a.token);
    const second = await startExam(exam.id, a.token);
    await submit(second, a.token);
    await startExam(exam.id, b.token);
    const examStates = await sources.get('exam')!.states(s.db, companyId, [a.id, b.id], [exam.id]);
    expect(examStates.get(stateKey(a.id, exam.id))).toMatchObject({
      state: 'completed',
      passed: true,
      score: 10,
    });
    expect(examStates.get(stateKey(b.id, exam.id))).toMatchObject({
      state: 'inProgress',
      passed: null,
    });
    const last = await buildExam(s.db, {
      companyId,
      paperId,
      attemptsAllowed: 0,
      scoreKept: 'last',
    });
    const l1 = await startExam(last.id, a.token);
    await answer(l1, singleId, 'A', a.token);
    await submit(l1, a.token);
    await submit(await startExam(last.id, a.token), a.token);
    expect(
      (await sources.get('exam')!.states(s.db, companyId, [a.id], [last.id])).get(
        stateKey(a.id, last.id),
      ),
    ).toMatchObject({ state: 'completed', passed: false, score: 0 });

    // Surveys, homework and knowledge.
    const survey = await buildSurvey(s.db, { companyId, title: 'Batch survey' });
    const [q1, q2, , q4] = survey.questionIds;
    await s.api.post(
      '/api/study/survey/submit',
      {
        surveyId: survey.id,
        answers: { [q1!]: { keys: ['A'] }, [q2!]: { keys: ['B'] }, [q4!]: { rating: 3 } },
      },
      { token: b.token },
    );
    const surveyStates = await sources
      .get('survey')!
      .states(s.db, companyId, [a.id, b.id], [survey.id]);
    expect([...surveyStates.keys()]).toEqual([stateKey(b.id, survey.id)]);
    const hw = await buildHomework(s.db, { companyId, steps: ['One'] });
    await s.api.post(
      '/api/study/homework/step/save',
      { homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Draft' },
      { token: a.token },
    );
    expect(
      (await sources.get('homework')!.states(s.db, companyId, [a.id, b.id], [hw.id])).get(
        stateKey(a.id, hw.id),
      ),
    ).toMatchObject({ state: 'inProgress', score: null });
    expect(sources.get('knowledge')).toBeTruthy();
  });

  it('a grant lets a learner outside the audience open the course and take the exam', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      visibility: 'limited',
      audience: [{ kind: 'department', ref: String(support) }],
    });
    const exam = await buildExam(s.db, {
      companyId,
      paperId,
      audience: [{ kind: 'department', ref: String(support) }],
    });
    const detail = () =>
      s.api.get(`/api/study/course/${course.id}/detail`, { token: me.token, lang: 'en-US' });
    const permission = () =>
      s.api.post(
        '/api/study/me/check/learning/permission',
        { courseId: course.id },
        { token: me.token, lang: 'en-US' },
      );
    const start = () =>
      s.api.post('/api/study/exam/start', { examId: exam.id }, { token: me.token, lang: 'en-US' });
    const comments = () =>
      s.api.post(
        '/api/study/comment/list',
        { itemType: 2, itemId: course.id },
        { token: me.token, lang: 'en-US' },
      );
    expect((await detail()).body.ret).toBe(1);
    expect((await permission()).body.ret).toBe(1);
    expect((await comments()).body.ret).toBe(1);
    expect((await start()).body).toMatchObject({
      ret: 1,
      msg: 'You have no right to take this exam',
    });
    grants.add(`${companyId}:${me.id}:course:${course.id}`);
    grants.add(`${companyId}:${me.id}:exam:${exam.id}`);
    expect((await detail()).body).toMatchObject({ ret: 0, data: { courseId: course.id } });
    expect((await permission()).body).toMatchObject({ ret: 0, data: { allowed: true } });
    expect((await comments()).body.ret).toBe(0);
    expect((await start()).body.ret).toBe(0);
  });

  it('admins search the items of a kind in their company, at most 20', async () => {
    for (let i = 0; i < 22; i += 1)
      await buildCourse(s.db, { companyId, title: `Picker course ${String(i).padStart(2, '0')}` });
    await buildCourse(s.db, { companyId, title: 'Picker draft', status: 'draft' });
    await buildCourse(s.db, { companyId: foreignCompanyId, title: 'Picker course foreign' });
    const search = (body: object, token = admin.token) =>
      s.api.post<TItemOption[]>('/api/manage/items/search', body, { token, lang: 'en-US' });
    const found = await search({ kind: 'course', keyword: 'picker' });
    expect(found.body.ret).toBe(0);
    expect(found.body.data).toHaveLength(20);
    expect(found.body.data[0]!.title).toBe('Picker course 00');
    expect(
      found.body.data.every(
        (o) => o.title.startsWith('Picker course 0') || o.title.startsWith('Picker course 1'),
      ),
    ).toBe(true);
    const exam = await buildExam(s.db, { companyId, paperId, name: 'Picker exam' });
    expect((await search({ kind: 'exam', keyword: 'Picker' })).body.data).toEqual([
      { id: exam.id, title: 'Picker exam' },
    ]);
    expect(
      (await search({ kind: 'exam', keyword: 'Picker' }, foreignAdmin.token)).body.data,
    ).toEqual([]);
    // Refusals: a learner (ret 7), an unknown kind.
    const me = await learner();
    expect((await search({ kind: 'course' }, me.token)).body.ret).toBe(7);
    expect((await search({ kind: 'movie' })).body).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
  });
});

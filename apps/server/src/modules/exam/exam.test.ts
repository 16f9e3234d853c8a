import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  AnswerSaved,
  AttemptPaper,
  AttemptResult,
  ExamDetail,
  ExamRecordRow,
  ExamStartResult,
  MyExamRow,
  ScreenSwitchResult,
} from '@ascent/shared/exam';
import type { TAnswerValue } from '@ascent/shared/question';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  markAnswer,
  rewindAttempt,
  setAttemptCycle,
  setExamWindow,
  TEST_PASSWORD,
  type BuildExamOptions,
} from '../../../test/builders.ts';
import { eq } from 'drizzle-orm';
import { settleAttempt } from './exam.marking.ts';
import { examAttempts } from './exam.schema.ts';
import { createHandIn } from './exam.hand-in.ts';
import { dayOf } from '@ascent/shared/time';

/**
 * Taking an exam: lists, the exam page, start and its refusals, the paper, idempotent answer
 * saves, screen switches, hand-in with objective marking, results by visibility, records,
 * daily exams, and that nobody reads or writes another's attempt.
 */
describe('exam taking', () => {
  let s: TestServer;
  let companyId: number;
  let learner: string;
  let learnerId: number;
  let colleague: string;
  let outsider: string;
  let foreigner: string;
  let sales: number;
  /** Objective paper (60): single 10, multiple 10, judgement 10, fill 10, case 20 (10 + 10). */
  let objective: number;
  /** With a Q&A question (30): single 10, Q&A 20. */
  let withQa: number;
  const q = {} as Record<'single' | 'multiple' | 'judgement' | 'fill' | 'qa' | 'case', number>;
  let caseKids: number[] = [];

  beforeAll(async () => {
    s = await startTestServer({ FACE_ENGINE: 'off' });
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    const support = (await buildDepartment(s.db, companyId, 'Support')).id;
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    const me = await buildUser(s.db, { companyId, departmentId: sales, realName: '张三' });
    learnerId = me.id;
    learner = await login(me);
    colleague = await login(await buildUser(s.db, { companyId, departmentId: sales }));
    outsider = await login(await buildUser(s.db, { companyId, departmentId: support }));
    foreigner = await login(await buildUser(s.db, { companyId: other.id }));

    const bank = await buildQuestionBank(s.db, { companyId });
    const make = (type: number, extra: object = {}) =>
      buildQuestion(s.db, { companyId, bankId: bank.id, type, ...extra });
    q.single = (await make(1, { analysis: 'A is right' })).id;
    q.multiple = (await make(2)).id;
    q.judgement = (await make(3)).id;
    q.fill = (await make(4)).id;
    q.qa = (await make(5)).id;
    q.case = (await make(8, { children: [{ type: 1 }, { type: 3 }] })).id;
    const paper = await buildPaper(s.db, {
      companyId,
      passRatio: 0.6,
      questions: [
        { questionId: q.single, score: 10 },
        { questionId: q.multiple, score: 10 },
        { questionId: q.judgement, score: 10 },
        { questionId: q.fill, score: 10 },
        { questionId: q.case, score: 20 },
      ],
    });
    objective = paper.id;
    withQa = (
      await buildPaper(s.db, {
        companyId,
        passRatio: 0.6,
        questions: [
          { questionId: q.single, score: 10 },
          { questionId: q.qa, score: 20 },
        ],
      })
    ).id;
  });
  afterAll(() => s.close());

  const exam = (opts: Partial<BuildExamOptions> = {}) =>
    buildExam(s.db, { companyId, paperId: objective, ...opts });
  const start = (examId: number, body: object = {}, token = learner, ip?: string) =>
    s.api.post<ExamStartResult>(
      '/api/study/exam/start',
      { examId, ...body },
      { token, headers: ip ? { 'x-forwarded-for': ip } : {} },
    );
  const started = async (examId: number, body: object = {}, token = learner) => {
    const res = await start(examId, body, token);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ ret: 0 });
    return res.body.data.attemptId;
  };
  const paperOf = (id: number, token = learner) =>
    s.api.get<AttemptPaper>(`/api/study/exam/attempt/${id}`, { token });
  const answer = (
    attemptId: number,
    questionId: number,
    value: TAnswerValue,
    seq: number,
    token = learner,
  ) =>
    s.api.post<AnswerSaved>(
      '/api/study/exam/answer',
      { attemptId, questionId, value, seq },
      { token },
    );
  const submit = (attemptId: number, token = learner, lang = 'en-US') =>
    s.api.post<{ attemptId: number; status: string }>(
      '/api/study/exam/submit',
      { attemptId },
      { token, lang },
    );
  const result = (attemptId: number, token = learner) =>
    s.api.get<AttemptResult>(`/api/study/exam/attempt/${attemptId}/result`, { token });
  const detail = (id: number, token = learner, lang = 'en-US', ip?: string) =>
    s.api.get<ExamDetail>(`/api/study/exam/${id}/detail`, {
      token,
      lang,
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
  const myList = (body: object, token = learner) =>
    s.api.post<TPage<MyExamRow>>('/api/study/me/exam/list', body, { token });

  /** Answers the objective paper: 40 of 60 (multiple half right scores 0, one case part wrong). */
  async function answerObjective(attemptId: number) {
    const kids = (await paperOf(attemptId)).body.data.questions.find(
      (x) => x.id === q.case,
    )!.children;
    caseKids = kids.map((k) => k.id);
    const saves: [number, TAnswerValue][] = [
      [q.single, { keys: ['A'] }],
      [q.multiple, { keys: ['A'] }],
      [q.judgement, { keys: ['T'] }],
      [q.fill, { blanks: ['  Blue '] }],
      [kids[0]!.id, { keys: ['A'] }],
      [kids[1]!.id, { keys: ['F'] }],
    ];
    for (const [id, value] of saves)
      expect((await answer(attemptId, id, value, 1)).body.ret).toBe(0);
  }

  it('lists the exams a learner may take, by audience', async () => {
    const open = await exam({ name: 'Compliance 2026' });
    const limited = await exam({
      name: 'Sales only',
      audience: [{ kind: 'department', ref: String(sales) }],
    });
    await exam({ name: 'Draft', status: 'draft' });
    const mine = await myList({ pageSize: 50 });
    expect(mine.body.ret).toBe(0);
    const names = mine.body.data.list.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Compliance 2026', 'Sales only']));
    expect(names).not.toContain('Draft');
    const row = mine.body.data.list.find((r) => r.id === open.id)!;
    expect(row).toMatchObject({
      kind: 'normal',
      timeState: 'in_progress',
      totalScore: 60,
      passScore: 36,
      attemptsAllowed: 1,
      attemptsUsed: 0,
      score: null,
      passed: null,
      pendingMarking: false,
      activeAttemptId: null,
    });
    const theirs = (await myList({ pageSize: 50 }, outsider)).body.data.list.map((r) => r.id);
    expect(theirs).toContain(open.id);
    expect(theirs).not.toContain(limited.id);
    expect((await myList({ pageSize: 50 }, foreigner)).body.data.list).toEqual([]);
    expect((await myList({ kind: 'cyclic' })).body.data.list.map((r) => r.id)).not.toContain(
      open.id,
    );
  });

  it('shows an exam page with its rules, or the refusal, in the caller language', async () => {
    const e = await exam({
      intro: '<p>Rules</p>',
      password: 'secret',
      ipRanges: ['10.0.0.0/8'],
      signatureRequired: true,
      minMinutesBeforeSubmit: 5,
      screenSwitchLimit: 3,
      fullScreen: true,
      faceMatch: true,
    });
    const d = await detail(e.id, learner, 'en-US', '10.1.2.3');
    expect(d.body.data).toMatchObject({
      id: e.id,
      intro: '<p>Rules</p>',
      questionCount: 5,
      needsPassword: true,
      ipRestricted: true,
      signatureRequired: true,
      minMinutesBeforeSubmit: 5,
      screenSwitchLimit: 3,
      fullScreen: true,
      // FACE_ENGINE=off: the face step stays off.
      faceMatch: false,
      refusal: null,
      cycle: null,
    });
    expect(d.body.data).not.toHaveProperty('password');
    expect((await detail(e.id, learner, 'en-US', '192.168.1.1')).body.data.refusal).toBe(
      'Your IP address is outside the range allowed for this exam',
    );
    const later = await exam({
      startAt: new Date(Date.now() + 3600_000),
      endAt: new Date(Date.now() + 7200_000),
    });
    expect((await detail(later.id, learner, 'zh-CN')).body.data).toMatchObject({
      timeState: 'not_started',
      refusal: '考试尚未开始，请稍后再来',
    });
    const limited = await exam({ audience: [{ kind: 'user', ref: String(learnerId) }] });
    expect((await detail(limited.id, colleague)).body).toMatchObject({
      ret: 1,
      msg: 'You have no right to take this exam',
    });
    expect((await detail(limited.id, colleague, 'zh-TW')).body.msg).toBe('您沒有參加該考試的權限');
    expect((await detail(e.id, foreigner)).body).toMatchObject({
      ret: 1,
      msg: 'The exam does not exist',
    });
    const draft = await exam({ status: 'draft' });
    expect((await detail(draft.id)).body.msg).toBe('The exam does not exist');
    expect((await detail(99999)).body.msg).toBe('The exam does not exist');
  });

  it('refuses to start outside the window, without the right, or for another company', async () => {
    const later = await exam({
      startAt: new Date(Date.now() + 3600_000),
      endAt: new Date(Date.now() + 7200_000),
    });
    expect((await start(later.id)).body).toMatchObject({ ret: 1, msg: 'The exam starts later' });
    const over = await exam({
      startAt: new Date(Date.now() - 7200_000),
      endAt: new Date(Date.now() - 3600_000),
    });
    expect((await start(over.id)).body).toMatchObject({ ret: 1, msg: 'The exam has ended' });
    const limited = await exam({ audience: [{ kind: 'department', ref: String(sales) }] });
    expect((await start(limited.id, {}, outsider)).body).toMatchObject({
      ret: 1,
      msg: 'You have no right to take this exam',
    });
    expect((await start(limited.id, {}, foreigner)).body.msg).toBe('The exam does not exist');
    expect((await myList({ tab: 'all', pageSize: 50 }, outsider)).body.data.list).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ activeAttemptId: expect.any(Number) })]),
    );
  });

  it('refuses a wrong password, an address outside the ranges and a missing signature', async () => {
    const e = await exam({
      password: 'open sesame',
      ipRanges: ['192.168.0.0/16', '10.0.0.1-10.0.0.99', '172.16.5.5'],
      signatureRequired: true,
    });
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const ok = { password: 'open sesame', signature };
    expect((await start(e.id, ok, learner, '10.1.2.3')).body).toMatchObject({
      ret: 1,
      msg: 'Your IP address is outside the range allowed for this exam',
    });
    expect((await start(e.id, ok)).body.msg).toBe(
      'Your IP address is outside the range allowed for this exam',
    );
    expect(
      (await start(e.id, { ...ok, password: 'open' }, learner, '10.0.0.50')).body,
    ).toMatchObject({ ret: 1, msg: 'The exam password is wrong' });
    expect((await start(e.id, { signature }, learner, '10.0.0.50')).body.msg).toBe(
      'The exam password is wrong',
    );
    expect(
      (await start(e.id, { password: 'open sesame' }, learner, '192.168.3.4')).body,
    ).toMatchObject({ ret: 1, msg: 'Please sign before starting the exam' });
    expect(
      (await start(e.id, { ...ok, signature: 'data:image/gif;base64,AAAA' }, learner, '10.0.0.5'))
        .body.ret,
    ).toBe(1);
    const res = await start(e.id, ok, learner, '::ffff:172.16.5.5');
    expect(res.body).toMatchObject({ ret: 0, data: { resumed: false } });
    // The signature and the address are kept with the attempt.
    const [row] = await s.db
      .select({ signature: examAttempts.signature, ip: examAttempts.ip })
      .from(examAttempts)
      .where(eq(examAttempts.id, res.body.data.attemptId));
    expect(row).toEqual({ signature, ip: '::ffff:172.16.5.5' });
    // The attempt in progress resumes without asking again.
    expect((await start(e.id, {}, learner)).body).toMatchObject({
      ret: 0,
      data: { attemptId: res.body.data.attemptId, resumed: true },
    });
  });

  it('starts an attempt with a paper that hides the keys, and a deadline kept by the server', async () => {
    const e = await exam({ durationMinutes: 45, minMinutesBeforeSubmit: 10 });
    const id = await started(e.id);
    const p = await paperOf(id);
    expect(p.body.ret).toBe(0);
    const data = p.body.data;
    expect(data).toMatchObject({
      attemptId: id,
      examId: e.id,
      status: 'in_progress',
      screenSwitches: 0,
      totalScore: 60,
      answers: {},
    });
    expect(Date.parse(data.deadline) - Date.parse(data.startedAt)).toBe(45 * 60_000);
    expect(Date.parse(data.submitOpensAt) - Date.parse(data.startedAt)).toBe(10 * 60_000);
    expect(Math.abs(Date.parse(data.serverNow) - Date.now())).toBeLessThan(5000);
    expect(data.questions.map((x) => x.id)).toEqual([
      q.single,
      q.multiple,
      q.judgement,
      q.fill,
      q.case,
    ]);
    expect(data.questions[4]!.children.map((c) => c.score)).toEqual([10, 10]);
    expect(data.questions[3]!.blankCount).toBe(1);
    expect(JSON.stringify(data)).not.toMatch(/"key":\{|"keys"|analysis|blue/);
    // Two starts at once make one attempt.
    const e2 = await exam();
    const both = await Promise.all([start(e2.id), start(e2.id)]);
    expect(new Set(both.map((r) => r.body.data.attemptId)).size).toBe(1);
    const detailRow = (await detail(e2.id)).body.data;
    expect(detailRow).toMatchObject({
      activeAttemptId: both[0]!.body.data.attemptId,
      attemptsUsed: 1,
      refusal: null,
    });
  });

  it('saves answers idempotently: a stale seq never overwrites a newer answer', async () => {
    const e = await exam();
    const id = await started(e.id);
    expect((await answer(id, q.single, { keys: ['A'] }, 5)).body).toEqual({
      ret: 0,
      msg: '',
      data: { stored: { [q.single]: 5 } },
    });
    // A late retry of an older change: ok, nothing changes, the stored seq answers.
    expect((await answer(id, q.single, { keys: ['B'] }, 3)).body.data).toEqual({
      stored: { [q.single]: 5 },
    });
    expect((await answer(id, q.single, { keys: ['C'] }, 5)).body.data.stored[q.single]).toBe(5);
    expect((await paperOf(id)).body.data.answers[q.single]).toEqual({
      value: { keys: ['A'] },
      seq: 5,
    });
    const batch = await s.api.post<AnswerSaved>(
      '/api/study/exam/answers',
      {
        attemptId: id,
        items: [
          { questionId: q.single, value: { keys: ['B'] }, seq: 7 },
          { questionId: q.single, value: { keys: ['C'] }, seq: 6 },
          { questionId: q.judgement, value: { keys: ['F'] }, seq: 2 },
          { questionId: q.fill, value: { blanks: ['red'] }, seq: 1 },
        ],
      },
      { token: learner },
    );
    expect(batch.body.data.stored).toEqual({ [q.single]: 7, [q.judgement]: 2, [q.fill]: 1 });
    const stale = await s.api.post<AnswerSaved>(
      '/api/study/exam/answers',
      { attemptId: id, items: [{ questionId: q.judgement, value: { keys: ['T'] }, seq: 1 }] },
      { token: learner },
    );
    expect(stale.body).toMatchObject({ ret: 0, data: { stored: { [q.judgement]: 2 } } });
    const answers = (await paperOf(id)).body.data.answers;
    expect(answers[q.single]!.value).toEqual({ keys: ['B'] });
    expect(answers[q.judgement]!.value).toEqual({ keys: ['F'] });
    // Only questions of the paper (a case's stem is not one; its sub-questions are).
    expect((await answer(id, q.case, { keys: ['A'] }, 1)).body).toMatchObject({
      ret: 1,
      msg: 'The question is not on this paper',
    });
    expect((await answer(id, q.qa, { text: 'x' }, 1)).body.msg).toBe(
      'The question is not on this paper',
    );
    expect((await answer(id, 99999, { keys: ['A'] }, 1)).body.ret).toBe(1);
    expect((await answer(id, q.single, { keys: ['AB'] }, 9)).body.ret).toBe(1);
    expect((await answer(id, q.single, { keys: ['A'] }, 0)).body.ret).toBe(1);
  });

  it('never lets another user read or write an attempt', async () => {
    const e = await exam({ minMinutesBeforeSubmit: 0 });
    const id = await started(e.id);
    await answer(id, q.single, { keys: ['A'] }, 1);
    const notFound = { ret: 1, msg: 'The exam record does not exist' };
    for (const token of [colleague, foreigner]) {
      expect((await paperOf(id, token)).body).toMatchObject(notFound);
      expect((await answer(id, q.single, { keys: ['B'] }, 99, token)).body).toMatchObject(notFound);
      expect(
        (
          await s.api.post(
            '/api/study/exam/answers',
            { attemptId: id, items: [{ questionId: q.single, value: { keys: ['C'] }, seq: 100 }] },
            { token },
          )
        ).body,
      ).toMatchObject(notFound);
      expect(
        (await s.api.post('/api/study/exam/screen-switch', { attemptId: id }, { token })).body,
      ).toMatchObject(notFound);
      expect((await submit(id, token)).body).toMatchObject(notFound);
      expect((await result(id, token)).body).toMatchObject(notFound);
    }
    const p = (await paperOf(id)).body.data;
    expect(p).toMatchObject({ status: 'in_progress', screenSwitches: 0 });
    expect(p.answers[q.single]).toEqual({ value: { keys: ['A'] }, seq: 1 });
    // Handed in by the owner, it is still the owner's alone.
    expect((await submit(id)).body.ret).toBe(0);
    expect((await result(id, colleague)).body).toMatchObject(notFound);
    expect(
      (await s.api.post('/api/study/exam/records', { examId: e.id }, { token: colleague })).body
        .data,
    ).toMatchObject({ list: [], total: 0 });
    expect(
      (await s.api.post('/api/study/exam/records', { examId: e.id }, { token: foreigner })).body,
    ).toMatchObject({ ret: 1, msg: 'The exam does not exist' });
  });

  it('refuses hand-in before the minimum minutes, then marks the objective answers', async () => {
    const e = await exam({ minMinutesBeforeSubmit: 10, resultVisibility: 'immediately' });
    const id = await started(e.id);
    await answerObjective(id);
    expect((await submit(id)).body).toMatchObject({
      ret: 1,
      msg: 'You can hand in 10 minutes after the start',
    });
    expect((await submit(id, learner, 'zh-CN')).body.msg).toBe('开考 10 分钟后才能交卷');
    await rewindAttempt(s.db, id, 11);
    expect((await submit(id)).body).toEqual({
      ret: 0,
      msg: 'Handed in',
      data: { attemptId: id, status: 'marked' },
    });
    // Handing in again answers the same; the paper takes no more answers.
    expect((await submit(id)).body.data).toEqual({ attemptId: id, status: 'marked' });
    expect((await answer(id, q.multiple, { keys: ['A', 'C'] }, 9)).body).toMatchObject({
      ret: 1,
      msg: 'The paper has been handed in and takes no more answers',
    });
    const r = (await result(id)).body.data;
    expect(r).toMatchObject({
      status: 'marked',
      submitReason: 'manual',
      totalScore: 60,
      passScore: 36,
      score: 40,
      passed: true,
      answeredCount: 6,
      questionCount: 6,
      // Answers are shown after the exam ends (the default).
      questions: null,
    });
    const row = (await myList({ pageSize: 50 })).body.data.list.find((x) => x.id === e.id)!;
    expect(row).toMatchObject({ score: 40, passed: true, attemptsUsed: 1, activeAttemptId: null });
    expect((await start(e.id)).body).toMatchObject({
      ret: 1,
      msg: 'You have used up your attempts at this exam',
    });
    expect((await detail(e.id)).body.data.refusal).toBe(
      'You have used up your attempts at this exam',
    );
  });

  it('shows results and answers as the exam allows', async () => {
    const hidden = await exam({ resultVisibility: 'never', answerVisibility: 'never' });
    const a = await started(hidden.id);
    await answerObjective(a);
    await submit(a);
    expect((await result(a)).body.data).toMatchObject({
      status: 'marked',
      score: null,
      passed: null,
      questions: null,
    });
    expect(
      (await myList({ pageSize: 50 })).body.data.list.find((x) => x.id === hidden.id),
    ).toMatchObject({ score: null, passed: null });

    const later = await exam({ resultVisibility: 'after_end', answerVisibility: 'after_end' });
    const b = await started(later.id);
    await answerObjective(b);
    await submit(b);
    expect((await result(b)).body.data).toMatchObject({ score: null, questions: null });
    await setExamWindow(
      s.db,
      later.id,
      new Date(Date.now() - 7200_000),
      new Date(Date.now() - 1000),
    );
    const shown = (await result(b)).body.data;
    expect(shown.score).toBe(40);
    const single = shown.questions!.find((x) => x.id === q.single)!;
    expect(single).toMatchObject({
      key: { keys: ['A'] },
      analysis: 'A is right',
      answer: { keys: ['A'] },
      mark: { score: 10, correct: true, comment: '' },
    });
    expect(shown.questions!.find((x) => x.id === q.multiple)!.mark).toMatchObject({
      score: 0,
      correct: false,
    });
    const kase = shown.questions!.find((x) => x.id === q.case)!;
    expect(kase.answer).toBeNull();
    // A case's sub-questions carry their own answers and marks.
    const kids = kase.children as unknown as { mark: { score: number } }[];
    expect(kids.map((c) => c.mark.score)).toEqual([10, 0]);
    const records = await s.api.post<TPage<ExamRecordRow>>(
      '/api/study/exam/records',
      { examId: later.id },
      { token: learner },
    );
    expect(records.body.data).toMatchObject({
      total: 1,
      list: [{ attemptId: b, status: 'marked', score: 40, passed: true, cycle: null }],
    });
  });

  it('counts screen switches on the server and hands in at the limit', async () => {
    const e = await exam({ screenSwitchLimit: 3 });
    const id = await started(e.id);
    const sw = () =>
      s.api.post<ScreenSwitchResult>(
        '/api/study/exam/screen-switch',
        { attemptId: id },
        { token: learner },
      );
    expect((await sw()).body.data).toEqual({ screenSwitches: 1, limit: 3, submitted: false });
    expect((await sw()).body.data).toEqual({ screenSwitches: 2, limit: 3, submitted: false });
    expect((await sw()).body).toEqual({
      ret: 0,
      msg: 'The screen-switch limit was reached: the paper was handed in',
      data: { screenSwitches: 3, limit: 3, submitted: true },
    });
    expect((await sw()).body.data).toEqual({ screenSwitches: 3, limit: 3, submitted: true });
    expect((await result(id)).body.data).toMatchObject({
      submitReason: 'screen_switch',
      status: 'marked',
    });
    // Without a limit switches are only counted.
    const free = await exam();
    const f = await started(free.id);
    for (let i = 0; i < 4; i++)
      await s.api.post('/api/study/exam/screen-switch', { attemptId: f }, { token: learner });
    expect((await paperOf(f)).body.data).toMatchObject({
      status: 'in_progress',
      screenSwitches: 4,
    });
  });

  it('waits for a reviewer on Q&A answers, then settles the attempt', async () => {
    const e = await exam({ paperId: withQa, resultVisibility: 'immediately' });
    const id = await started(e.id);
    expect((await result(id)).body).toMatchObject({
      ret: 1,
      msg: 'The exam is in progress: the result shows after hand-in',
    });
    await answer(id, q.single, { keys: ['A'] }, 1);
    await answer(id, q.qa, { text: 'A thoughtful essay.' }, 1);
    expect((await submit(id)).body.data.status).toBe('pending_marking');
    expect((await result(id)).body.data).toMatchObject({
      status: 'pending_marking',
      score: null,
      passed: null,
    });
    expect(
      (await myList({ pageSize: 50 })).body.data.list.find((x) => x.id === e.id),
    ).toMatchObject({ pendingMarking: true, score: null });
    // A reviewer marks the essay 15 of 20 and settles the attempt (exam review's call).
    await markAnswer(s.db, id, q.qa, 15);
    await s.db.transaction((tx) => settleAttempt(tx, id));
    expect((await result(id)).body.data).toMatchObject({
      status: 'marked',
      score: 25,
      passed: true,
    });
    // A blank Q&A answer needs no reviewer: 0 at once.
    const e2 = await exam({ paperId: withQa });
    const id2 = await started(e2.id);
    await answer(id2, q.single, { keys: ['A'] }, 1);
    await answer(id2, q.qa, { text: '   ' }, 1);
    expect((await submit(id2)).body.data.status).toBe('marked');
    expect((await result(id2)).body.data).toMatchObject({ score: 10, passed: false });
    // So does an unanswered one.
    const e3 = await exam({ paperId: withQa });
    const id3 = await started(e3.id);
    expect((await submit(id3)).body.data.status).toBe('marked');
    expect((await result(id3)).body.data).toMatchObject({ score: 0, answeredCount: 0 });
  });

  it('keeps the highest or the last score of several attempts', async () => {
    const run = async (examId: number, right: boolean) => {
      const id = await started(examId);
      await answer(id, q.single, { keys: [right ? 'A' : 'B'] }, 1);
      await submit(id);
      return id;
    };
    const highest = await exam({ attemptsAllowed: 2, scoreKept: 'highest' });
    await run(highest.id, true);
    await run(highest.id, false);
    const last = await exam({ attemptsAllowed: 2, scoreKept: 'last' });
    await run(last.id, true);
    await run(last.id, false);
    const rows = (await myList({ pageSize: 50, tab: 'done' })).body.data.list;
    expect(rows.find((x) => x.id === highest.id)).toMatchObject({ score: 10, attemptsUsed: 2 });
    expect(rows.find((x) => x.id === last.id)).toMatchObject({ score: 0, attemptsUsed: 2 });
    const records = await s.api.post<TPage<ExamRecordRow>>(
      '/api/study/exam/records',
      { examId: highest.id, pageSize: 1 },
      { token: learner },
    );
    expect(records.body.data).toMatchObject({ total: 2, list: [{ score: 0 }] });
    const todo = (await myList({ pageSize: 50, tab: 'todo' })).body.data.list.map((x) => x.id);
    // Passed once (10 of 60 is not a pass: both still to do).
    expect(todo).toEqual(expect.arrayContaining([highest.id, last.id]));
  });

  it('lets a daily exam be taken its attempts per day, with a record of each day', async () => {
    const daily = await exam({ kind: 'cyclic', attemptsAllowed: 1, name: 'Daily safety' });
    const cyclic = await myList({ kind: 'cyclic' });
    expect(cyclic.body.data.list.map((x) => x.id)).toEqual([daily.id]);
    // The demo company counts days in Asia/Shanghai, whatever zone this machine is in.
    const today = dayOf(new Date(), 'Asia/Shanghai');
    expect((await detail(daily.id)).body.data).toMatchObject({ cycle: today, refusal: null });
    const first = await started(daily.id);
    await submit(first);
    expect((await start(daily.id)).body).toMatchObject({
      ret: 1,
      msg: "You have used up today's attempts: come back tomorrow",
    });
    // As if the first was yesterday: today has its attempt again.
    await setAttemptCycle(s.db, first, '2020-01-01');
    const second = await started(daily.id);
    expect(second).not.toBe(first);
    await submit(second);
    const records = await s.api.post<TPage<ExamRecordRow>>(
      '/api/study/exam/records',
      { examId: daily.id },
      { token: learner },
    );
    expect(records.body.data.list.map((r) => r.cycle)).toEqual([today, '2020-01-01']);
    expect((await myList({ kind: 'cyclic' })).body.data.list[0]).toMatchObject({
      attemptsUsed: 1,
    });
  });

  it('tells the wrong-question book what was right and wrong, inside the hand-in', async () => {
    const e = await exam();
    const id = await started(e.id);
    await answerObjective(id);
    const told: unknown[] = [];
    const hand = createHandIn({
      db: s.db,
      onMarked: async (_tx, event) => {
        told.push(event);
      },
    });
    expect(await hand.handInNow(id, 'manual')).toBe(true);
    expect(await hand.handInNow(id, 'manual')).toBe(false);
    expect(told).toEqual([
      {
        companyId,
        userId: learnerId,
        source: 'exam',
        results: [
          { questionId: q.single, correct: true },
          { questionId: q.multiple, correct: false },
          { questionId: q.judgement, correct: true },
          { questionId: q.fill, correct: true },
          { questionId: caseKids[0], correct: true },
          { questionId: caseKids[1], correct: false },
        ],
      },
    ]);
  });
});

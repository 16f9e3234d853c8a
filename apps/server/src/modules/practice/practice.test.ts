import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  PracticeAnswerResult,
  PracticeBankAdminRow,
  PracticeBankRow,
  PracticeHome,
  PracticePaper,
  PracticeRecordRow,
  PracticeResult,
  PracticeSimulationRow,
  PracticeStartResult,
  SimulationAdminRow,
  TPracticeSettings,
  TPracticeStart,
  WrongPage,
} from '@ascent/shared/practice';
import type { LearnerQuestion, TAnswerValue } from '@ascent/shared/question';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  agePracticeSession,
  buildCompany,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { createWrongBook } from './wrong-book.ts';

/** Practice: the admin's banks, settings and simulation papers; the learner's five modes. */
describe('practice', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: { id: number; token: string };
  let other: { id: number; token: string };
  let foreign: { id: number; token: string };
  let foreignAdmin: string;
  let openBank: number;
  let closedBank: number;
  let foreignBank: number;
  let foreignQuestion: number;
  const q = {} as Record<
    'single' | 'multiple' | 'judgement' | 'fill' | 'qa' | 'case' | 'caseA' | 'caseB' | 'closed',
    number
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const otherCompany = (await buildCompany(s.db)).id;
    const login = async (u: { id: number; account: string }) => ({
      id: u.id,
      token: (await s.api.login(u.account, TEST_PASSWORD)).token,
    });
    admin = (await login(await buildUser(s.db, { companyId, roles: ['admin'] }))).token;
    learner = await login(await buildUser(s.db, { companyId }));
    other = await login(await buildUser(s.db, { companyId }));
    foreign = await login(await buildUser(s.db, { companyId: otherCompany }));
    foreignAdmin = (
      await login(await buildUser(s.db, { companyId: otherCompany, roles: ['admin'] }))
    ).token;

    openBank = (await buildQuestionBank(s.db, { companyId, name: 'Safety' })).id;
    closedBank = (await buildQuestionBank(s.db, { companyId, name: 'Finance' })).id;
    foreignBank = (await buildQuestionBank(s.db, { companyId: otherCompany, name: 'Theirs' })).id;
    const add = (type: number, extra: object = {}) =>
      buildQuestion(s.db, { companyId, bankId: openBank, type, ...extra }).then((r) => r.id);
    q.single = await add(1, { knowledgePoints: ['fire'], analysis: 'A is right.' });
    q.multiple = await add(2, { knowledgePoints: ['fire', 'first aid'] });
    q.judgement = await add(3);
    q.fill = await add(4);
    q.qa = await add(5);
    const kase = await buildQuestion(s.db, {
      companyId,
      bankId: openBank,
      type: 8,
      stem: 'Read the case.',
      children: [{ type: 1 }, { type: 3 }],
    });
    q.case = kase.id;
    [q.caseA, q.caseB] = [kase.id + 1, kase.id + 2];
    q.closed = (await buildQuestion(s.db, { companyId, bankId: closedBank, type: 1 })).id;
    foreignQuestion = (
      await buildQuestion(s.db, { companyId: otherCompany, bankId: foreignBank, type: 1 })
    ).id;
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown, token = admin) =>
    s.api.post<T>(`/api/manage/practice/${action}`, body, { token });
  const study = <T>(action: string, body: unknown, token = learner.token) =>
    s.api.post<T>(`/api/study/practice/${action}`, body, { token });
  const start = (body: TPracticeStart, token = learner.token) =>
    study<PracticeStartResult>('start', body, token);
  const paper = (id: number, token = learner.token) =>
    s.api.get<PracticePaper>(`/api/study/practice/session/${id}`, { token });
  const result = (id: number, token = learner.token) =>
    s.api.get<PracticeResult>(`/api/study/practice/session/${id}/result`, { token });
  const answer = (
    sessionId: number,
    questionId: number,
    value: TAnswerValue,
    token = learner.token,
    seq = 1,
  ) => study<PracticeAnswerResult>('answer', { sessionId, questionId, value, seq }, token);
  const home = (token = learner.token) =>
    s.api.get<PracticeHome>('/api/study/practice/home', { token });
  const wrongList = (token = learner.token) => study<WrongPage>('wrong/list', {}, token);
  const unitIds = (qs: LearnerQuestion[]) =>
    qs.flatMap((x) => (x.children.length ? x.children.map((c) => c.id) : [x.id]));
  /** The right answer of each unit the builders make. */
  const right = (id: number): TAnswerValue =>
    id === q.multiple
      ? { keys: ['A', 'C'] }
      : id === q.judgement || id === q.caseB
        ? { keys: ['T'] }
        : id === q.fill
          ? { blanks: ['Blue'] }
          : { keys: ['A'] };

  it('refuses learners and other companies on the admin calls', async () => {
    expect((await manage('banks', {}, learner.token)).body.ret).toBe(7);
    expect(
      (await manage('banks/save', { bankIds: [openBank], enabled: true }, learner.token)).body.ret,
    ).toBe(7);
    expect(
      (await s.api.get('/api/manage/practice/settings', { token: learner.token })).body.ret,
    ).toBe(7);
    expect((await manage('simulation/list', {}, learner.token)).body.ret).toBe(7);
    const res = await manage('banks/save', { bankIds: [openBank, foreignBank], enabled: true });
    expect(res.body).toMatchObject({ ret: 1, msg: 'The question bank does not exist' });
    expect(
      (await manage('banks/save', { bankIds: [openBank], enabled: true }, foreignAdmin)).body.msg,
    ).toBe('The question bank does not exist');
  });

  it('lists the banks and opens them for practice, in the operation log', async () => {
    const before = await manage<TPage<PracticeBankAdminRow>>('banks', {});
    expect(before.body.data.list).toEqual([
      { bankId: closedBank, name: 'Finance', categoryName: '', questionCount: 1, enabled: false },
      // Q&A questions are not drawn for practice and not counted.
      { bankId: openBank, name: 'Safety', categoryName: '', questionCount: 5, enabled: false },
    ]);
    const saved = await manage('banks/save', { bankIds: [openBank], enabled: true });
    expect(saved.body).toMatchObject({ ret: 0, msg: 'Opened for practice' });
    const open = await manage<TPage<PracticeBankAdminRow>>('banks', { enabled: true });
    expect(open.body.data.list.map((b) => b.bankId)).toEqual([openBank]);
    const closed = await manage<TPage<PracticeBankAdminRow>>('banks', { enabled: false });
    expect(closed.body.data.list.map((b) => b.bankId)).toEqual([closedBank]);
    const kw = await manage<TPage<PracticeBankAdminRow>>('banks', { keyword: 'fin' });
    expect(kw.body.data).toMatchObject({ total: 1, list: [{ bankId: closedBank }] });
    // The other company sees only its own banks.
    const theirs = await manage<TPage<PracticeBankAdminRow>>('banks', {}, foreignAdmin);
    expect(theirs.body.data.list.map((b) => b.bankId)).toEqual([foreignBank]);
    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { keyword: 'Safety' },
      { token: admin },
    );
    expect(log.body.data.list[0]).toMatchObject({ action: 'enable', entity: 'practice-bank' });
  });

  it('keeps the settings per company, with defaults', async () => {
    const get = (token = admin) =>
      s.api.get<TPracticeSettings>('/api/manage/practice/settings', { token });
    expect((await get()).body.data).toEqual({ wrongRemoveAfter: 2, dailyCount: 10 });
    const bad = await manage('settings/save', { wrongRemoveAfter: 0, dailyCount: 5 });
    expect(bad.body).toMatchObject({ ret: 1, msg: 'Enter a whole number from 1 to 10' });
    const saved = await manage<TPracticeSettings>('settings/save', {
      wrongRemoveAfter: 2,
      dailyCount: 4,
    });
    expect(saved.body).toMatchObject({ ret: 0, data: { wrongRemoveAfter: 2, dailyCount: 4 } });
    expect((await get(foreignAdmin)).body.data).toEqual({ wrongRemoveAfter: 2, dailyCount: 10 });
  });

  it('shows learners only the banks open for practice, with their knowledge points', async () => {
    const banks = await study<TPage<PracticeBankRow>>('banks', {});
    expect(banks.body.data.list).toEqual([
      { bankId: openBank, name: 'Safety', description: '', questionCount: 5 },
    ]);
    expect((await study<TPage<PracticeBankRow>>('banks', {}, foreign.token)).body.data.total).toBe(
      0,
    );
    const points = await study<string[]>('points', { bankIds: [openBank] });
    expect(points.body.data).toEqual(['fire', 'first aid']);
    expect((await study('points', { bankIds: [closedBank] })).body.msg).toBe(
      'You have no right to practise this question bank',
    );
    expect((await study('points', { bankIds: [foreignBank] })).body.msg).toBe(
      'You have no right to practise this question bank',
    );
  });

  it('refuses banks that are not open for practice, and other companies’ banks', async () => {
    const refused = async (body: TPracticeStart, msg: string, token = learner.token) =>
      expect((await start(body, token)).body).toMatchObject({ ret: 1, msg });
    const notOpen = 'You have no right to practise this question bank';
    await refused({ mode: 'self', bankIds: [closedBank] }, notOpen);
    await refused({ mode: 'self', bankIds: [openBank, foreignBank] }, notOpen);
    await refused({ mode: 'interest', bankIds: [closedBank] }, notOpen);
    await refused({ mode: 'self', bankIds: [foreignBank] }, notOpen, foreign.token);
    await refused({ mode: 'daily' }, 'No question bank is open for practice yet', foreign.token);
    await refused({ mode: 'self' }, 'Choose at least one question bank');
    await refused({ mode: 'interest' }, 'Choose at least one question bank or knowledge point');
    await refused({ mode: 'simulation' }, 'Choose a simulation paper');
    await refused({ mode: 'wrong' }, 'Your wrong-question book is empty. Keep it up!');
    await refused(
      { mode: 'interest', knowledgePoints: ['no such point'] },
      'There are no questions to practise here',
    );
    // Nothing was started by the refusals.
    expect((await home()).body.data.open).toEqual([]);
  });

  let selfId: number;
  it('starts a self practice, continues it, and never shows it to anyone else', async () => {
    const res = await start({ mode: 'self', bankIds: [openBank], count: 20 });
    expect(res.body).toMatchObject({ ret: 0, data: { mode: 'self', resumed: false } });
    selfId = res.body.data.sessionId;
    const again = await start({ mode: 'self', bankIds: [openBank], count: 3 });
    expect(again.body.data).toEqual({ sessionId: selfId, mode: 'self', resumed: true });

    const p = (await paper(selfId)).body.data;
    expect(p).toMatchObject({
      mode: 'self',
      status: 'in_progress',
      feedback: true,
      deadline: null,
    });
    // Every practice type of the open bank, Q&A left out, the case with its parts.
    expect(p.questions.map((x) => x.id).sort((a, b) => a - b)).toEqual(
      [q.single, q.multiple, q.judgement, q.fill, q.case].sort((a, b) => a - b),
    );
    expect(p.questions.find((x) => x.id === q.case)!.children.map((c) => c.id)).toEqual([
      q.caseA,
      q.caseB,
    ]);
    expect(JSON.stringify(p.questions)).not.toMatch(/"keys"|"blanks"|"analysis"|"reference"/);
    expect(p.answers).toEqual({});

    for (const token of [other.token, foreign.token]) {
      expect((await paper(selfId, token)).body).toMatchObject({
        ret: 1,
        msg: 'The practice does not exist',
      });
      expect((await answer(selfId, q.single, { keys: ['A'] }, token)).body.msg).toBe(
        'The practice does not exist',
      );
      expect((await study('submit', { sessionId: selfId }, token)).body.msg).toBe(
        'The practice does not exist',
      );
      expect((await result(selfId, token)).body.msg).toBe('The practice does not exist');
    }
    const h = (await home()).body.data;
    expect(h.open).toMatchObject([{ sessionId: selfId, mode: 'self', questionCount: 6 }]);
    expect((await home(other.token)).body.data.open).toEqual([]);
  });

  it('marks each answer at once, with the key, and fills the wrong-question book', async () => {
    const ok = await answer(selfId, q.single, { keys: ['A'] });
    expect(ok.body.data).toEqual({
      questionId: q.single,
      seq: 1,
      mark: { correct: true, score: 1, key: { keys: ['A'] }, analysis: 'A is right.' },
    });
    expect((await answer(selfId, q.single, { keys: ['B'] })).body).toMatchObject({
      ret: 1,
      msg: 'You have already answered this question',
    });
    const wrong = await answer(selfId, q.multiple, { keys: ['A'] });
    expect(wrong.body.data.mark).toMatchObject({ correct: false, score: 0 });
    const caseA = await answer(selfId, q.caseA, { keys: ['B'] });
    expect(caseA.body.data.mark).toMatchObject({ correct: false });
    expect((await answer(selfId, q.case, { keys: ['A'] })).body.msg).toBe(
      'The question is not part of this practice',
    );
    expect((await answer(selfId, q.closed, { keys: ['A'] })).body.msg).toBe(
      'The question is not part of this practice',
    );
    expect((await answer(selfId, q.fill, { blanks: [' '] })).body.msg).toBe(
      'Please answer the question first',
    );
    const p = (await paper(selfId)).body.data;
    expect(Object.keys(p.answers).map(Number).sort()).toEqual(
      [q.single, q.multiple, q.caseA].sort(),
    );
    expect(p.answers[q.single]!.mark).toMatchObject({ correct: true });

    const book = (await wrongList()).body.data;
    expect(book).toMatchObject({ total: 2, removeAfter: 2 });
    expect(book.list.map((w) => w.questionId).sort()).toEqual([q.multiple, q.caseA].sort());
    expect(book.list.find((w) => w.questionId === q.caseA)).toMatchObject({
      caseStem: 'Read the case.',
      lastSource: 'practice',
      wrongCount: 1,
      rightStreak: 0,
    });
    expect((await wrongList(other.token)).body.data.total).toBe(0);
  });

  it('hands in, then shows the result with keys and refuses more answers', async () => {
    expect((await result(selfId)).body.msg).toBe('This practice has not ended yet');
    const done = await study<PracticeRecordRow>('submit', { sessionId: selfId });
    expect(done.body).toMatchObject({
      ret: 0,
      msg: 'Handed in',
      data: {
        status: 'finished',
        endReason: 'submit',
        questionCount: 6,
        answeredCount: 3,
        correctCount: 1,
        wrongCount: 2,
        score: 1,
        passed: null,
      },
    });
    expect((await answer(selfId, q.judgement, { keys: ['T'] })).body.msg).toBe(
      'This practice has already ended',
    );
    expect((await study('submit', { sessionId: selfId })).body.msg).toBe(
      'This practice has already ended',
    );
    const r = (await result(selfId)).body.data;
    const single = r.questions.find((x) => x.id === q.single)!;
    expect(single).toMatchObject({
      key: { keys: ['A'] },
      answer: { keys: ['A'] },
      mark: { score: 1, correct: true },
    });
    expect(r.questions.find((x) => x.id === q.judgement)).toMatchObject({
      answer: null,
      mark: null,
    });
    const kase = r.questions.find((x) => x.id === q.case)!;
    expect(kase.children[0]).toMatchObject({ answer: { keys: ['B'] }, mark: { correct: false } });
  });

  it('restarts: the open session ends and a new one is drawn', async () => {
    const first = (await start({ mode: 'interest', knowledgePoints: ['fire'] })).body.data;
    const p = (await paper(first.sessionId)).body.data;
    // Only questions carrying the knowledge point.
    expect(p.questions.map((x) => x.id).sort()).toEqual([q.single, q.multiple].sort());
    const again = (await start({ mode: 'interest', bankIds: [openBank], restart: true })).body.data;
    expect(again.resumed).toBe(false);
    expect(again.sessionId).not.toBe(first.sessionId);
    const records = await study<TPage<PracticeRecordRow>>('records', { mode: 'interest' });
    expect(records.body.data.list.map((r) => [r.sessionId, r.status, r.endReason])).toEqual([
      [again.sessionId, 'in_progress', null],
      [first.sessionId, 'finished', 'restart'],
    ]);
    const h = (await home()).body.data;
    expect(h.lastConfig.interest).toMatchObject({ bankIds: [openBank], knowledgePoints: [] });
    expect(h.lastConfig.self).toMatchObject({ bankIds: [openBank], count: 20 });
  });

  it('draws the same daily set all day, and ends it when the day is over', async () => {
    const first = (await start({ mode: 'daily' })).body.data;
    const ids = unitIds((await paper(first.sessionId)).body.data.questions);
    const restarted = (await start({ mode: 'daily', restart: true })).body.data;
    const p = (await paper(restarted.sessionId)).body.data;
    expect(p.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.questions).toHaveLength(4); // the company's daily count
    expect(unitIds(p.questions)).toEqual(ids);
    expect((await home()).body.data).toMatchObject({ dailyCount: 4, dailyFinishedToday: 1 });

    await agePracticeSession(s.db, restarted.sessionId, { day: '2000-01-01' });
    expect((await answer(restarted.sessionId, ids[0]!, right(ids[0]!))).body.msg).toBe(
      'This practice has already ended',
    );
    const h = (await home()).body.data;
    expect(h.open.find((o) => o.mode === 'daily')).toBeUndefined();
    const rec = await study<TPage<PracticeRecordRow>>('records', { mode: 'daily' });
    expect(rec.body.data.list[0]).toMatchObject({
      sessionId: restarted.sessionId,
      status: 'finished',
      endReason: 'day_over',
    });
  });

  it('practises the wrong-question book until each unit is right twice in a row', async () => {
    // An exam's hand-in records its results in the same book (inside its transaction).
    await s.db.transaction((tx) =>
      createWrongBook().record(tx, {
        companyId,
        userId: learner.id,
        source: 'exam',
        results: [
          { questionId: q.fill, correct: false },
          { questionId: q.single, correct: true },
          // Another company's question never enters this learner's book.
          { questionId: foreignQuestion, correct: false },
        ],
      }),
    );
    let book = (await wrongList()).body.data;
    expect(book.list[0]).toMatchObject({ questionId: q.fill, lastSource: 'exam' });
    expect(book.total).toBe(3);

    for (let round = 1; round <= 2; round++) {
      const session = (await start({ mode: 'wrong', restart: true })).body.data;
      const p = (await paper(session.sessionId)).body.data;
      // The case comes back whole for its wrong part.
      expect(p.questions.map((x) => x.id).sort()).toEqual([q.multiple, q.fill, q.case].sort());
      for (const id of unitIds(p.questions))
        expect((await answer(session.sessionId, id, right(id))).body.data.mark?.correct).toBe(true);
      book = (await wrongList()).body.data;
      expect(book.total).toBe(round === 1 ? 3 : 0);
      if (round === 1) expect(book.list.every((w) => w.rightStreak === 1)).toBe(true);
    }
    expect((await start({ mode: 'wrong', restart: true })).body.msg).toBe(
      'Your wrong-question book is empty. Keep it up!',
    );
    // A wrong answer brings a unit back, counting its wrong answers.
    const again = (await start({ mode: 'self', bankIds: [openBank], types: [1] })).body.data;
    await answer(again.sessionId, q.single, { keys: ['D'] });
    book = (await wrongList()).body.data;
    expect(book.list).toMatchObject([{ questionId: q.single, wrongCount: 1, rightStreak: 0 }]);
  });

  it('takes units out of the book by hand, the caller’s only', async () => {
    const other = await study('wrong/remove', { questionIds: [q.single] }, foreign.token);
    expect(other.body).toMatchObject({ ret: 0, data: { removed: 0 } });
    expect((await wrongList()).body.data.total).toBe(1);
    const mine = await study('wrong/remove', { questionIds: [q.single, q.judgement] });
    expect(mine.body).toMatchObject({ ret: 0, data: { removed: 1 } });
    expect((await wrongList()).body.data.total).toBe(0);
  });

  let simulationId: number;
  it('keeps simulation papers for the admin, checking the paper', async () => {
    const paperRow = await buildPaper(s.db, {
      companyId,
      name: 'Mock paper',
      passRatio: 0.6,
      questions: [
        { questionId: q.single, score: 40 },
        { questionId: q.multiple, score: 30 },
        { questionId: q.judgement, score: 30 },
      ],
    });
    const foreignPaper = await buildPaper(s.db, {
      companyId: (await buildCompany(s.db)).id,
      questions: [],
    });
    const save = (body: object, token = admin) =>
      manage<SimulationAdminRow>('simulation/save', body, token);
    expect(
      (await save({ name: 'X', paperId: foreignPaper.id, durationMinutes: 30 })).body.msg,
    ).toBe('The paper does not exist');
    expect((await save({ name: 'X', paperId: paperRow.id, durationMinutes: 0 })).body.msg).toBe(
      'Enter a whole number from 1 to 600',
    );
    expect((await save({ name: ' ', paperId: paperRow.id, durationMinutes: 30 })).body.msg).toBe(
      'This field is required',
    );
    const created = await save({ name: 'Mock', paperId: paperRow.id, durationMinutes: 30 });
    expect(created.body).toMatchObject({
      ret: 0,
      msg: 'Created successfully',
      data: { name: 'Mock', paperName: 'Mock paper', totalScore: 100, questionCount: 3 },
    });
    simulationId = created.body.data.id;
    const hidden = await save({
      name: 'Hidden',
      paperId: paperRow.id,
      durationMinutes: 5,
      enabled: false,
    });
    expect(
      (
        await save(
          { id: simulationId, name: 'Mine', paperId: paperRow.id, durationMinutes: 30 },
          foreignAdmin,
        )
      ).body.msg,
    ).toBe('The simulation paper does not exist or is not open');
    const updated = await save({
      id: simulationId,
      name: 'Mock exam',
      paperId: paperRow.id,
      durationMinutes: 45,
    });
    expect(updated.body).toMatchObject({
      msg: 'Modified successfully',
      data: { durationMinutes: 45 },
    });
    const list = await manage<TPage<SimulationAdminRow>>('simulation/list', {});
    expect(list.body.data.list.map((r) => r.name)).toEqual(['Mock exam', 'Hidden']);
    expect(
      (await manage<TPage<SimulationAdminRow>>('simulation/list', {}, foreignAdmin)).body.data
        .total,
    ).toBe(0);

    const learnerList = await study<TPage<PracticeSimulationRow>>('simulation/list', {});
    expect(learnerList.body.data.list).toEqual([
      {
        id: simulationId,
        name: 'Mock exam',
        durationMinutes: 45,
        totalScore: 100,
        passScore: 60,
        questionCount: 3,
      },
    ]);
    expect((await start({ mode: 'simulation', simulationId: hidden.body.data.id })).body.msg).toBe(
      'The simulation paper does not exist or is not open',
    );
    expect((await start({ mode: 'simulation', simulationId }, foreign.token)).body.msg).toBe(
      'The simulation paper does not exist or is not open',
    );

    expect(
      (await manage('simulation/delete', { ids: [hidden.body.data.id] }, foreignAdmin)).body.msg,
    ).toBe('The simulation paper does not exist or is not open');
    expect((await manage('simulation/delete', { ids: [hidden.body.data.id] })).body).toMatchObject({
      ret: 0,
      msg: 'Deleted successfully',
    });
  });

  it('sits a simulation under exam conditions: saved answers, hand-in, score', async () => {
    const started = (await start({ mode: 'simulation', simulationId })).body.data;
    const p = (await paper(started.sessionId)).body.data;
    expect(p).toMatchObject({
      mode: 'simulation',
      feedback: false,
      title: 'Mock exam',
      totalScore: 100,
      passScore: 60,
    });
    expect(new Date(p.deadline!).getTime() - new Date(p.startedAt).getTime()).toBe(45 * 60_000);
    const saved = await answer(started.sessionId, q.single, { keys: ['B'] }, learner.token, 1);
    expect(saved.body.data).toEqual({ questionId: q.single, seq: 1, mark: null });
    await answer(started.sessionId, q.single, { keys: ['A'] }, learner.token, 3);
    // A late retry with a lower seq changes nothing.
    const late = await answer(started.sessionId, q.single, { keys: ['C'] }, learner.token, 2);
    expect(late.body.data.seq).toBe(3);
    await answer(started.sessionId, q.multiple, { keys: ['A'] }, learner.token, 1);
    expect((await paper(started.sessionId)).body.data.answers[q.single]).toEqual({
      value: { keys: ['A'] },
      seq: 3,
      mark: null,
    });
    expect(
      (await answer(started.sessionId, q.single, { keys: ['A'] }, other.token, 9)).body.msg,
    ).toBe('The practice does not exist');
    const done = await study<PracticeRecordRow>('submit', { sessionId: started.sessionId });
    expect(done.body.data).toMatchObject({
      score: 40,
      passScore: 60,
      passed: false,
      correctCount: 1,
      wrongCount: 1,
      answeredCount: 2,
    });
    const r = (await result(started.sessionId)).body.data;
    expect(r.questions.map((x) => x.mark?.score ?? null)).toEqual([40, 0, null]);
    // The wrong answer went to the book.
    expect((await wrongList()).body.data.list.map((w) => w.questionId)).toContain(q.multiple);
  });

  it('hands a simulation in when its time is up, even if nobody is there', async () => {
    const started = (await start({ mode: 'simulation', simulationId })).body.data;
    await answer(started.sessionId, q.judgement, { keys: ['T'] }, learner.token, 1);
    await agePracticeSession(s.db, started.sessionId, { deadline: new Date(Date.now() - 1000) });
    expect(
      (await answer(started.sessionId, q.single, { keys: ['A'] }, learner.token, 1)).body.msg,
    ).toBe('Time is up: the paper has been handed in');
    const r = (await result(started.sessionId)).body.data;
    expect(r).toMatchObject({ status: 'finished', endReason: 'timeout', score: 30 });
    // The home no longer lists it; the records count it.
    expect((await home()).body.data.open.find((o) => o.mode === 'simulation')).toBeUndefined();
    const stats = (await home()).body.data.stats;
    expect(stats.sessions).toBeGreaterThanOrEqual(6);
  });

  it('pages the records, newest first, the caller’s only', async () => {
    const page1 = await study<TPage<PracticeRecordRow>>('records', { page: 1, pageSize: 2 });
    expect(page1.body.data.list).toHaveLength(2);
    const all = await study<TPage<PracticeRecordRow>>('records', { pageSize: 50 });
    expect(all.body.data.total).toBe(page1.body.data.total);
    const starts = all.body.data.list.map((r) => r.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(
      (await study<TPage<PracticeRecordRow>>('records', {}, other.token)).body.data.total,
    ).toBe(0);
    expect((await study('records', { mode: 'exam' })).body.ret).toBe(1);
  });

  it('speaks the learner’s language', async () => {
    const zh = await s.api.post(
      '/api/study/practice/start',
      { mode: 'self', bankIds: [closedBank], restart: true },
      { token: learner.token, lang: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('您无权练习该题库');
    const tw = await s.api.get(`/api/study/practice/session/999999`, {
      token: learner.token,
      lang: 'zh-TW',
    });
    expect(tw.body.msg).toBe('練習不存在');
  });
});

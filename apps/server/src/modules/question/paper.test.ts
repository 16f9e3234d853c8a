import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  TPaperDetail,
  TPaperPreview,
  TPaperRow,
  TPaperSave,
} from '@ascent/shared/question-admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  TEST_PASSWORD,
  buildCompany,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
} from '../../../test/builders.ts';
import { recordChange } from '../oplog/oplog.service.ts';
import { practiceSimulations } from '../practice/practice.schema.ts';
import { createPaperService, createPaperUsageRegistry } from './paper.service.ts';
import { createQuestionReader } from './question.reader.ts';

/** Papers: fixed and random, total and pass line, preview of a draw, delete. */
describe('papers', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let bankId: number;
  let bank2: number;
  let foreignBank: number;
  const q = {} as Record<
    'single' | 'multiple' | 'judge' | 'fill' | 'qa' | 'case' | 'foreign',
    number
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    learner = await login(await buildUser(s.db, { companyId }));
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    bankId = (await buildQuestionBank(s.db, { companyId, name: 'Safety' })).id;
    bank2 = (await buildQuestionBank(s.db, { companyId, name: 'IT' })).id;
    foreignBank = (await buildQuestionBank(s.db, { companyId: other.id })).id;
    const b = { companyId, bankId };
    q.single = (await buildQuestion(s.db, { ...b, type: 1, analysis: 'Why A' })).id;
    q.multiple = (await buildQuestion(s.db, { ...b, type: 2 })).id;
    q.judge = (await buildQuestion(s.db, { ...b, type: 3, difficulty: 1 })).id;
    q.fill = (await buildQuestion(s.db, { ...b, type: 4 })).id;
    q.qa = (await buildQuestion(s.db, { ...b, type: 5 })).id;
    q.case = (
      await buildQuestion(s.db, {
        ...b,
        type: 8,
        children: [{ type: 1 }, { type: 3 }, { type: 5 }],
      })
    ).id;
    q.foreign = (
      await buildQuestion(s.db, { companyId: other.id, bankId: foreignBank, type: 1 })
    ).id;
    // A pool for random rules: 6 single choice in bank2 (4 medium, 2 hard), 3 judgement.
    for (const difficulty of [2, 2, 2, 2, 3, 3])
      await buildQuestion(s.db, { companyId, bankId: bank2, type: 1, difficulty });
    for (let i = 0; i < 3; i++) await buildQuestion(s.db, { companyId, bankId: bank2, type: 3 });
  });
  afterAll(() => s.close());

  const call = <T>(path: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/paper/${path}`, body, { token, lang });
  const save = (body: Partial<TPaperSave>, token = admin) =>
    call<TPaperDetail>('save', { name: 'Paper', mode: 'fixed', passRatio: 0.6, ...body }, token);
  const refused = async (body: Partial<TPaperSave>, msg: string) => {
    const res = await save(body);
    expect(res.body.msg, JSON.stringify(body).slice(0, 120)).toBe(msg);
    expect(res.body.ret).toBe(1);
  };

  let fixedId: number;
  it('saves a fixed paper, keeping the total and the pass line in step', async () => {
    const res = await save({
      name: ' 安全考试 ',
      passRatio: 0.8,
      shuffleQuestions: true,
      shuffleOptions: true,
      multipleScoring: 'partial',
      questions: [
        { questionId: q.case, score: 10 },
        { questionId: q.single, score: 2.5 },
        { questionId: q.multiple, score: 4 },
        { questionId: q.fill, score: 3 },
      ],
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    fixedId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      name: '安全考试',
      mode: 'fixed',
      totalScore: 19.5,
      passRatio: 0.8,
      passScore: 15.6,
      shuffleQuestions: true,
      shuffleOptions: true,
      multipleScoring: 'partial',
      rules: [],
    });
    expect(
      res.body.data.questions.map((i) => [i.questionId, i.score, i.type, i.childCount]),
    ).toEqual([
      [q.case, 10, 8, 3],
      [q.single, 2.5, 1, 0],
      [q.multiple, 4, 2, 0],
      [q.fill, 3, 4, 0],
    ]);
    expect(res.body.data.questions[0]).toMatchObject({ bankId, bankName: 'Safety' });

    const edited = await save({
      id: fixedId,
      name: '安全考试',
      passRatio: 0.5,
      questions: [
        { questionId: q.single, score: 5 },
        { questionId: q.judge, score: 5 },
      ],
    });
    expect(edited.body).toMatchObject({
      ret: 0,
      msg: 'Modified successfully',
      data: { totalScore: 10, passScore: 5, shuffleQuestions: false, multipleScoring: 'all' },
    });
    expect(edited.body.data.questions.map((i) => i.questionId)).toEqual([q.single, q.judge]);
    const detail = await call<TPaperDetail>('detail', { id: fixedId });
    expect(detail.body.data).toEqual(edited.body.data);
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'paper' },
      { token: admin },
    );
    expect(logs.body.data.list.map((l) => l.action)).toEqual(['update', 'create']);
    expect(logs.body.data.list[0]!.before).toMatchObject({ totalScore: 19.5 });
  });

  let randomId: number;
  it('saves a random paper by rules, each checked against its pool', async () => {
    const res = await save({
      name: 'Random',
      mode: 'random',
      passRatio: 0.6,
      rules: [
        { bankId: bank2, type: 1, difficulty: 2, count: 3, score: 2 },
        { bankId: bank2, type: 1, difficulty: 3, count: 2, score: 3 },
        { bankId: bank2, type: 3, difficulty: null, count: 3, score: 1.5 },
        { bankId, type: 8, count: 1, score: 9 },
      ],
      questions: [{ questionId: q.single, score: 100 }],
    });
    expect(res.body.ret).toBe(0);
    randomId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      mode: 'random',
      totalScore: 6 + 6 + 4.5 + 9,
      passScore: 15.3,
      questions: [],
    });
    expect(res.body.data.rules).toEqual([
      { bankId: bank2, bankName: 'IT', type: 1, difficulty: 2, count: 3, score: 2, available: 4 },
      { bankId: bank2, bankName: 'IT', type: 1, difficulty: 3, count: 2, score: 3, available: 2 },
      {
        bankId: bank2,
        bankName: 'IT',
        type: 3,
        difficulty: null,
        count: 3,
        score: 1.5,
        available: 3,
      },
      { bankId, bankName: 'Safety', type: 8, difficulty: null, count: 1, score: 9, available: 1 },
    ]);

    const rule = (r: Partial<TPaperSave['rules'] extends (infer R)[] | undefined ? R : never>) => ({
      bankId: bank2,
      type: 1,
      count: 1,
      score: 1,
      ...r,
    });
    const random = (rules: unknown[]) => ({ mode: 'random' as const, rules: rules as never });
    await refused(
      random([rule({ difficulty: 3, count: 3 })]),
      'Rule 1: the bank "IT" has only 2 matching questions, fewer than 3',
    );
    await refused(
      random([rule({ type: 3 }), rule({ count: 7 })]),
      'Rule 2: the bank "IT" has only 6 matching questions, fewer than 7',
    );
    await refused(
      random([rule({ difficulty: 2 }), rule({ difficulty: null })]),
      'Rule 2 could draw the same questions as an earlier rule (same bank and type, same or any difficulty)',
    );
    await refused(
      random([rule({ difficulty: 2 }), rule({ difficulty: 2 })]),
      'Rule 2 could draw the same questions as an earlier rule (same bank and type, same or any difficulty)',
    );
    await refused(random([rule({ bankId: foreignBank })]), 'The question bank does not exist');
    await refused(random([]), 'Please add drawing rules to the random paper');
    await refused(random([rule({ count: 0 })]), 'Parameter error');
    await refused(random([rule({ count: 501 })]), 'Parameter error');
    await refused(random([rule({ type: 7 as never })]), 'Please choose a valid question type');
    await refused(
      random([rule({ score: 0 })]),
      'A score must be above 0 and at most 1000, with at most one decimal',
    );
  });

  it('refuses fixed papers naming questions it cannot hold, and bad scores or pass lines', async () => {
    await refused({ questions: [] }, 'Please add questions to the paper');
    await refused(
      { questions: [{ questionId: q.foreign, score: 1 }] },
      `Question ${q.foreign} does not exist or was deleted. Please remove it from the paper`,
    );
    await refused(
      { questions: [{ questionId: 999999, score: 1 }] },
      'Question 999999 does not exist or was deleted. Please remove it from the paper',
    );
    await refused(
      {
        questions: [
          { questionId: q.qa, score: 1 },
          { questionId: q.qa, score: 2 },
        ],
      },
      'The paper holds the same question twice',
    );
    for (const score of [0, -1, 0.05, 1000.5, 1001])
      await refused(
        { questions: [{ questionId: q.qa, score }] },
        'A score must be above 0 and at most 1000, with at most one decimal',
      );
    for (const passRatio of [0, 1.01, -0.5])
      await refused(
        { passRatio, questions: [{ questionId: q.qa, score: 1 }] },
        'The pass line must be between 1% and 100%',
      );
    await refused(
      { name: '  ', questions: [{ questionId: q.qa, score: 1 }] },
      'This field is required',
    );
    await refused({ mode: 'mixed' as never }, 'Parameter error');
    await refused(
      { multipleScoring: 'some' as never, questions: [{ questionId: q.qa, score: 1 }] },
      'Parameter error',
    );
    const foreign = await save(
      { id: fixedId, questions: [{ questionId: q.qa, score: 1 }] },
      otherAdmin,
    );
    expect(foreign.body.msg).toBe('The paper does not exist');
  });

  it('lists papers by keyword and mode with their question counts (the exam picker’s call)', async () => {
    const list = async (body: object, token = admin) =>
      (await call<TPage<TPaperRow>>('list', body, token)).body.data;
    const all = await list({ page: 1, pageSize: 20 });
    expect(all.total).toBe(2);
    expect(all.list).toEqual([
      expect.objectContaining({
        id: randomId,
        mode: 'random',
        questionCount: 9,
        totalScore: 25.5,
        passScore: 15.3,
      }),
      expect.objectContaining({
        id: fixedId,
        mode: 'fixed',
        questionCount: 2,
        totalScore: 10,
        passRatio: 0.5,
        passScore: 5,
      }),
    ]);
    expect((await list({ keyword: '安全', page: 1, pageSize: 10 })).list.map((p) => p.id)).toEqual([
      fixedId,
    ]);
    expect((await list({ mode: 'random' })).list.map((p) => p.id)).toEqual([randomId]);
    expect((await list({ page: 2, pageSize: 1 })).list.map((p) => p.id)).toEqual([fixedId]);
    expect((await list({}, otherAdmin)).total).toBe(0);
    expect((await call('list', { mode: 'x' })).body.ret).toBe(1);
  });

  it('previews one examinee’s draw: the same seed draws the same paper', async () => {
    const kase = await save({
      name: 'Shuffled',
      passRatio: 0.6,
      shuffleQuestions: true,
      shuffleOptions: true,
      questions: [
        { questionId: q.single, score: 2 },
        { questionId: q.multiple, score: 2 },
        { questionId: q.judge, score: 2 },
        { questionId: q.fill, score: 2 },
        { questionId: q.qa, score: 2 },
        { questionId: q.case, score: 10 },
      ],
    });
    const id = kase.body.data.id;
    const preview = (seed?: string) => call<TPaperPreview>('preview', { id, seed });
    const a = (await preview('examinee-1')).body.data;
    expect(a).toMatchObject({
      paperId: id,
      seed: 'examinee-1',
      mode: 'fixed',
      totalScore: 20,
      passScore: 12,
    });
    expect((await preview('examinee-1')).body.data).toEqual(a);
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const p = (await preview(`seed-${i}`)).body.data;
      orders.add(p.questions.map((x) => x.id).join());
      expect(p.questions.map((x) => x.id).sort()).toEqual(a.questions.map((x) => x.id).sort());
    }
    expect(orders.size).toBeGreaterThan(1);
    const single = a.questions.find((x) => x.id === q.single)!;
    expect(single).toMatchObject({ key: { keys: ['A'] }, analysis: 'Why A', score: 2 });
    expect(single.options.map((o) => o.key).sort()).toEqual(['A', 'B', 'C', 'D']);
    const c = a.questions.find((x) => x.id === q.case)!;
    expect(c.children.map((x) => x.score)).toEqual([3.3, 3.3, 3.4]);
    const fresh = (await preview()).body.data;
    expect(fresh.seed).toMatch(/^[0-9a-f]{12}$/);

    const r = (await call<TPaperPreview>('preview', { id: randomId, seed: 'x' })).body.data;
    expect(r.questions.map((x) => x.type)).toEqual([1, 1, 1, 1, 1, 3, 3, 3, 8]);
    expect(r.totalScore).toBe(25.5);
    expect(new Set(r.questions.map((x) => x.id)).size).toBe(9);

    expect((await call('preview', { id }, otherAdmin)).body.msg).toBe('The paper does not exist');
    expect((await call('preview', { id, seed: 'a b' })).body.msg).toBe('Parameter error');
    expect((await call('preview', { id: 999999 })).body.msg).toBe('The paper does not exist');
  });

  it('deletes papers nothing uses, asking every registered user of papers', async () => {
    expect((await call('delete', { ids: [fixedId] }, otherAdmin)).body.msg).toBe(
      'The paper does not exist',
    );
    expect((await call('delete', { ids: [fixedId, 999999] })).body.msg).toBe(
      'The paper does not exist',
    );
    expect((await call('delete', { ids: [fixedId] })).body).toMatchObject({
      ret: 0,
      msg: 'Deleted successfully',
    });
    expect((await call('detail', { id: fixedId })).body.msg).toBe('The paper does not exist');
    expect((await call('preview', { id: fixedId })).body.msg).toBe('The paper does not exist');
    expect(
      (await save({ id: fixedId, questions: [{ questionId: q.qa, score: 1 }] })).body.msg,
    ).toBe('The paper does not exist');

    // A module that points at papers (exams) registers its check; a used paper stays.
    const usage = createPaperUsageRegistry();
    usage.register(async (_tx, company, ids) =>
      company === companyId && ids.includes(randomId)
        ? [{ paperId: randomId, usedBy: 'Fire drill exam' }]
        : [],
    );
    const service = createPaperService({
      db: s.db,
      record: recordChange,
      reader: createQuestionReader(),
      usage,
    });
    const actor = { userId: 1, companyId, account: 'a', roles: ['admin'], isAdmin: true } as never;
    await expect(service.remove(actor, '127.0.0.1', [randomId])).rejects.toMatchObject({
      ref: 'question.paperInUse|{"paper":"Random","user":"Fire drill exam"}',
    });
    expect((await call('detail', { id: randomId })).body.ret).toBe(0);
  });

  it('is for administrators only', async () => {
    for (const [path, body] of [
      ['list', {}],
      ['detail', { id: randomId }],
      ['save', { name: 'x', mode: 'fixed', passRatio: 0.6, questions: [] }],
      ['delete', { ids: [randomId] }],
      ['preview', { id: randomId }],
    ] as const) {
      expect((await call(path, body, learner)).body.ret, path).toBe(7);
      expect((await s.api.post(`/api/manage/paper/${path}`, body)).body.ret, path).toBe(2);
    }
    expect((await call('detail', { id: randomId }, otherAdmin)).body.msg).toBe(
      'The paper does not exist',
    );
  });

  it('keeps a paper an exam or a practice simulation sits on (the registered checks)', async () => {
    const bank = await buildQuestionBank(s.db, { companyId });
    const question = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 });
    const forExam = await buildPaper(s.db, {
      companyId,
      name: 'Exam paper',
      questions: [{ questionId: question.id, score: 5 }],
    });
    await buildExam(s.db, { companyId, paperId: forExam.id, name: 'Fire drill exam' });
    expect((await call('delete', { ids: [forExam.id] })).body.msg).toBe(
      'The paper "Exam paper" is used by "Fire drill exam" and cannot be deleted',
    );
    const forPractice = await buildPaper(s.db, {
      companyId,
      name: 'Mock paper',
      questions: [{ questionId: question.id, score: 5 }],
    });
    await s.db
      .insert(practiceSimulations)
      .values({ companyId, name: 'Mock exam', paperId: forPractice.id, durationMinutes: 30 });
    expect((await call('delete', { ids: [forPractice.id] })).body.msg).toBe(
      'The paper "Mock paper" is used by "Mock exam" and cannot be deleted',
    );
    expect((await call('detail', { id: forPractice.id })).body.ret).toBe(0);
  });
});

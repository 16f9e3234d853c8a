import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TQuestionDetail, TQuestionRow, TQuestionSave } from '@ascent/shared/question-admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  TEST_PASSWORD,
  buildCompany,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
} from '../../../test/builders.ts';
import { questions } from './question.schema.ts';

/** Questions of all six types, a case's sub-questions, the list and delete. */
describe('questions', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let bankId: number;
  let bank2: number;
  let foreignBank: number;

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
    bank2 = (await buildQuestionBank(s.db, { companyId, name: 'Second' })).id;
    foreignBank = (await buildQuestionBank(s.db, { companyId: other.id })).id;
  });
  afterAll(() => s.close());

  const call = <T>(path: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/question/${path}`, body, { token, lang });
  const save = (body: Partial<TQuestionSave>, token = admin, lang = 'en-US') =>
    call<TQuestionDetail>('save', { bankId, ...body }, token, lang);
  const refused = async (body: Partial<TQuestionSave>, msg: string) => {
    const res = await save(body);
    expect(res.body.msg, JSON.stringify(body).slice(0, 120)).toBe(msg);
    expect(res.body.ret).toBe(1);
  };

  const ids = {} as Record<'single' | 'multiple' | 'judgement' | 'fill' | 'qa' | 'case', number>;

  it('saves a question of each type, storing only what the type uses', async () => {
    const single = await save({
      type: 1,
      stem: ' Which extinguisher fits an electrical fire? ',
      options: ['Water', 'CO2', 'Foam'],
      answer: ['B'],
      blanks: [['ignored']],
      analysis: 'CO2 does not conduct.',
      difficulty: 1,
      knowledgePoints: ['fire', 'fire', 'electric'],
    });
    expect(single.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    expect(single.body.data).toMatchObject({
      bankId,
      bankName: 'Safety',
      type: 1,
      stem: 'Which extinguisher fits an electrical fire?',
      options: ['Water', 'CO2', 'Foam'],
      answer: ['B'],
      blanks: [],
      reference: '',
      analysis: 'CO2 does not conduct.',
      difficulty: 1,
      knowledgePoints: ['fire', 'electric'],
      children: [],
    });
    ids.single = single.body.data.id;
    const [row] = await s.db.select().from(questions).where(eq(questions.id, ids.single));
    expect(row!.options).toEqual([
      { key: 'A', text: 'Water' },
      { key: 'B', text: 'CO2' },
      { key: 'C', text: 'Foam' },
    ]);
    expect(row!.key).toEqual({ keys: ['B'] });

    const multiple = await save({
      type: 2,
      stem: 'Protective equipment',
      options: ['Helmet', 'Chair', 'Gloves', 'Goggles'],
      answer: ['D', 'A', 'C'],
    });
    ids.multiple = multiple.body.data.id;
    expect(multiple.body.data).toMatchObject({ answer: ['A', 'C', 'D'], difficulty: 2 });

    const judgement = await save({
      type: 3,
      stem: 'Water puts out oil fires.',
      answer: ['F'],
      options: ['x'],
    });
    ids.judgement = judgement.body.data.id;
    expect(judgement.body.data).toMatchObject({ answer: ['F'], options: [] });

    const fill = await save({
      type: 4,
      stem: 'The gauge needle sits in the ____ zone; call ____.',
      blanks: [
        ['green', 'Green', 'green'],
        ['119', '911'],
      ],
      answer: ['A'],
    });
    ids.fill = fill.body.data.id;
    expect(fill.body.data).toMatchObject({
      blanks: [
        ['green', 'Green'],
        ['119', '911'],
      ],
      answer: [],
    });

    const qa = await save({ type: 5, stem: 'Describe an evacuation.', reference: 'Calmly.' });
    ids.qa = qa.body.data.id;
    expect(qa.body.data).toMatchObject({ reference: 'Calmly.' });

    const kase = await save({
      type: 8,
      stem: 'A workshop fire breaks out.',
      options: ['ignored'],
      children: [
        { type: 1, stem: 'First?', options: ['Alarm', 'Run'], answer: ['A'] },
        { type: 3, stem: 'Use the lift?', answer: ['F'] },
        { type: 4, stem: 'Cut the ____.', blanks: [['power']] },
        { type: 5, stem: 'Why?', reference: 'Safety.' },
        { type: 2, stem: 'Which?', options: ['a', 'b', 'c'], answer: ['A', 'B'] },
      ],
    });
    expect(kase.body.ret).toBe(0);
    ids.case = kase.body.data.id;
    expect(kase.body.data).toMatchObject({ type: 8, options: [], answer: [] });
    expect(kase.body.data.children.map((c) => [c.type, c.stem, c.answer])).toEqual([
      [1, 'First?', ['A']],
      [3, 'Use the lift?', ['F']],
      [4, 'Cut the ____.', []],
      [5, 'Why?', []],
      [2, 'Which?', ['A', 'B']],
    ]);
    expect(kase.body.data.children[2]!.blanks).toEqual([['power']]);
    const detail = await call<TQuestionDetail>('detail', { id: ids.case });
    expect(detail.body.data).toEqual(kase.body.data);
  });

  it('refuses what a type cannot hold, with the shared rule’s words', async () => {
    await refused(
      { type: 1, stem: ' ', options: ['a', 'b'], answer: ['A'] },
      'This field is required',
    );
    await refused(
      { type: 1, stem: 'x'.repeat(5001), options: ['a', 'b'], answer: ['A'] },
      'At most 5000 characters',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a'], answer: ['A'] },
      'At least 2 options are needed',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', 'A '], answer: ['A'] },
      'The option repeats another option',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', ''], answer: ['A'] },
      'This field is required',
    );
    await refused(
      { type: 1, stem: 'S', options: Array.from({ length: 27 }, (_, i) => `o${i}`), answer: ['A'] },
      'At most 26 options',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', 'b'], answer: ['C'] },
      'The answer must name the question’s own options',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', 'b'], answer: ['A', 'A'] },
      'The answer must name the question’s own options',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', 'b'], answer: ['A', 'B'] },
      'A single choice question needs exactly one right option',
    );
    await refused(
      { type: 1, stem: 'S', options: ['a', 'b'], answer: [] },
      'A single choice question needs exactly one right option',
    );
    await refused(
      { type: 2, stem: 'S', options: ['a', 'b', 'c'], answer: ['A'] },
      'A multiple choice question needs at least two right options',
    );
    await refused(
      { type: 3, stem: 'S', answer: ['A'] },
      'A judgement question’s answer must be True or False',
    );
    await refused(
      { type: 3, stem: 'S', answer: ['T', 'F'] },
      'A judgement question’s answer must be True or False',
    );
    await refused({ type: 4, stem: 'S' }, 'A fill-in-the-blank question needs at least one blank');
    await refused(
      { type: 4, stem: 'S', blanks: [[]] },
      'Each blank needs at least one accepted answer',
    );
    await refused({ type: 4, stem: 'S', blanks: [[' ']] }, 'This field is required');
    await refused(
      { type: 4, stem: 'S', blanks: Array.from({ length: 21 }, () => ['a']) },
      'At most 20 blanks',
    );
    await refused({ type: 8, stem: 'S' }, 'A case question needs at least one sub-question');
    await refused(
      { type: 8, stem: 'S', children: [{ type: 8, stem: 'inner' }] as never },
      'Please choose a valid question type',
    );
    await refused(
      {
        type: 8,
        stem: 'S',
        children: [{ type: 1, stem: 'x', options: ['a', 'b'], answer: ['A', 'B'] }],
      },
      'A single choice question needs exactly one right option',
    );
    await refused({ type: 6 as never, stem: 'S' }, 'Please choose a valid question type');
    await refused({ type: 5, stem: 'S', difficulty: 4 as never }, 'Parameter error');
    await refused(
      { type: 5, stem: 'S', knowledgePoints: Array.from({ length: 11 }, (_, i) => `k${i}`) },
      'At most 10 knowledge points',
    );
    await refused({ type: 5, stem: 'S', bankId: foreignBank }, 'The question bank does not exist');
    await refused({ type: 5, stem: 'S', bankId: 999999 }, 'The question bank does not exist');
    await refused({ id: 999999, type: 5, stem: 'S' }, 'The question does not exist');
    const zh = await save(
      { type: 2, stem: 'S', options: ['a', 'b'], answer: ['A'] },
      admin,
      'zh-TW',
    );
    expect(zh.body.msg).toBe('多選題至少需要兩個正確選項');
    expect((await save({ type: 5, stem: 'S', id: ids.qa }, otherAdmin)).body.msg).toBe(
      'The question bank does not exist',
    );
  });

  it('edits a case: kept parts keep their ids, dropped ones are deleted, new ones added', async () => {
    const before = (await call<TQuestionDetail>('detail', { id: ids.case })).body.data;
    const [first, second] = before.children;
    const res = await save({
      id: ids.case,
      type: 8,
      stem: 'A workshop fire (edited).',
      children: [
        { id: second!.id, type: 3, stem: 'Use the lift?', answer: ['T'] },
        { type: 5, stem: 'New part', reference: '' },
        {
          id: first!.id,
          type: 1,
          stem: 'First!',
          options: ['Alarm', 'Run', 'Hide'],
          answer: ['C'],
        },
      ],
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    const kids = res.body.data.children;
    expect(kids.map((c) => c.stem)).toEqual(['Use the lift?', 'New part', 'First!']);
    expect(kids[0]!.id).toBe(second!.id);
    expect(kids[2]).toMatchObject({
      id: first!.id,
      answer: ['C'],
      options: ['Alarm', 'Run', 'Hide'],
    });
    const dropped = before.children.slice(2).map((c) => c.id);
    const rows = await s.db.select().from(questions).where(eq(questions.parentId, ids.case));
    for (const id of dropped) expect(rows.find((r) => r.id === id)?.deletedAt).not.toBeNull();

    // Another question's part, or one given twice, is not this case's.
    const other = await buildQuestion(s.db, {
      companyId,
      bankId,
      type: 8,
      children: [{ type: 1 }],
    });
    const [foreignPart] = await s.db
      .select()
      .from(questions)
      .where(eq(questions.parentId, other.id));
    await refused(
      { id: ids.case, type: 8, stem: 'S', children: [{ id: foreignPart!.id, type: 5, stem: 'x' }] },
      'The sub-question does not belong to this case question',
    );
    await refused(
      {
        id: ids.case,
        type: 8,
        stem: 'S',
        children: [
          { id: second!.id, type: 5, stem: 'x' },
          { id: second!.id, type: 5, stem: 'y' },
        ],
      },
      'The sub-question does not belong to this case question',
    );
    // A case turned into another type loses its parts; moving banks moves them.
    const plain = await save({ id: other.id, type: 5, stem: 'Now Q&A', bankId: bank2 });
    expect(plain.body.data).toMatchObject({
      type: 5,
      bankId: bank2,
      bankName: 'Second',
      children: [],
    });
    const [gone] = await s.db.select().from(questions).where(eq(questions.id, foreignPart!.id));
    expect(gone!.deletedAt).not.toBeNull();
    const moved = await save({
      id: ids.case,
      type: 8,
      stem: 'Moved',
      bankId: bank2,
      children: kids,
    });
    expect(moved.body.data.children).toHaveLength(3);
    const parts = await s.db.select().from(questions).where(eq(questions.parentId, ids.case));
    expect(parts.filter((p) => !p.deletedAt).every((p) => p.bankId === bank2)).toBe(true);
    await save({ id: ids.case, type: 8, stem: 'Back', bankId, children: moved.body.data.children });

    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'question' },
      { token: admin },
    );
    expect(logs.body.data.list[0]).toMatchObject({ action: 'update', summary: 'Safety' });
  });

  it('lists live top-level questions by bank, type, difficulty and keyword', async () => {
    const list = async (body: object, token = admin) =>
      (await call<TPage<TQuestionRow>>('list', { page: 1, pageSize: 50, ...body }, token)).body
        .data;
    const inBank = await list({ bankId });
    expect(inBank.list.map((q) => q.id)).toEqual([
      ids.case,
      ids.qa,
      ids.fill,
      ids.judgement,
      ids.multiple,
      ids.single,
    ]);
    expect(inBank.list[0]).toMatchObject({
      type: 8,
      childCount: 3,
      bankName: 'Safety',
      stem: 'Back',
    });
    expect((await list({ bankId, type: 2 })).list.map((q) => q.id)).toEqual([ids.multiple]);
    expect((await list({ bankId, difficulty: 1 })).list.map((q) => q.id)).toEqual([ids.single]);
    expect((await list({ keyword: 'extinguisher' })).list.map((q) => q.id)).toEqual([ids.single]);
    expect((await list({ keyword: '_' })).list.map((q) => q.id)).toEqual([ids.fill]);
    expect((await list({})).total).toBe(7);
    expect((await list({}, otherAdmin)).total).toBe(0);
    const long = await save({ type: 5, stem: 'y'.repeat(300) });
    expect((await list({ keyword: 'yyy' })).list[0]!.stem).toHaveLength(200);
    await call('delete', { ids: [long.body.data.id] });
    expect((await call('list', { type: 7 })).body.msg).toBe('Please choose a valid question type');
  });

  it('deletes questions no paper holds; attempts can still read the rows', async () => {
    await buildPaper(s.db, {
      companyId,
      name: 'Quiz',
      questions: [{ questionId: ids.single, score: 5 }],
    });
    expect((await call('delete', { ids: [ids.single, ids.qa] })).body).toMatchObject({
      ret: 1,
      msg: 'The question is on the paper "Quiz". Remove it from the paper first',
    });
    expect((await call('delete', { ids: [ids.qa] }, otherAdmin)).body.msg).toBe(
      'The question does not exist',
    );
    expect((await call('delete', { ids: [ids.qa, 999999] })).body.msg).toBe(
      'The question does not exist',
    );
    expect((await call('delete', { ids: [ids.qa, ids.case] })).body).toMatchObject({
      ret: 0,
      msg: 'Deleted successfully',
    });
    expect((await call('detail', { id: ids.qa })).body.msg).toBe('The question does not exist');
    const [row] = await s.db.select().from(questions).where(eq(questions.id, ids.case));
    expect(row!.deletedAt).not.toBeNull();
    // The parts stay attached (a paper drawn before shows them whole).
    const parts = await s.db.select().from(questions).where(eq(questions.parentId, ids.case));
    expect(parts.filter((p) => !p.deletedAt)).toHaveLength(3);
    expect((await call('delete', { ids: [ids.qa] })).body.msg).toBe('The question does not exist');
  });

  it('is for administrators only, within their company', async () => {
    for (const [path, body] of [
      ['list', {}],
      ['detail', { id: ids.fill }],
      ['save', { bankId, type: 5, stem: 'x' }],
      ['delete', { ids: [ids.fill] }],
      ['export', {}],
    ] as const) {
      expect((await call(path, body, learner)).body.ret, path).toBe(7);
      expect((await s.api.post(`/api/manage/question/${path}`, body)).body.ret, path).toBe(2);
    }
    expect((await call('detail', { id: ids.fill }, otherAdmin)).body.msg).toBe(
      'The question does not exist',
    );
    expect((await call('detail', { id: ids.fill })).body.ret).toBe(0);
  });
});

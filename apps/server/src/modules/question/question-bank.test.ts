import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TTreeNodeSaved } from '@ascent/shared/org';
import type {
  TQuestionBankRow,
  TQuestionBankStat,
  TQuestionCategoryNode,
} from '@ascent/shared/question-admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  TEST_PASSWORD,
  buildCompany,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
} from '../../../test/builders.ts';

/** Question bank categories and banks (/api/manage/question/category/*, bank/*). */
describe('question banks', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  const cat = {} as Record<'safety' | 'fire' | 'it', number>;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    learner = await login(await buildUser(s.db, { companyId }));
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
  });
  afterAll(() => s.close());

  const call = <T>(path: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/question/${path}`, body, { token, lang });

  it('keeps a category tree per company with the tree rules', async () => {
    const create = async (name: string, parentId: number | null, token = admin) =>
      (await call<TTreeNodeSaved>('category/create', { name, parentId }, token)).body.data.id;
    cat.safety = await create('安全', null);
    cat.fire = await create('消防', cat.safety);
    cat.it = await create('IT', null);
    await create('Foreign', null, otherAdmin);
    const tree = await s.api.get<TQuestionCategoryNode[]>('/api/manage/question/category/tree', {
      token: admin,
    });
    expect(tree.body.data).toEqual([
      {
        id: cat.safety,
        name: '安全',
        parentId: null,
        sort: 0,
        list: [{ id: cat.fire, name: '消防', parentId: cat.safety, sort: 0, list: [] }],
      },
      { id: cat.it, name: 'IT', parentId: null, sort: 1, list: [] },
    ]);
    expect((await call('category/create', { name: 'it', parentId: null })).body.msg).toBe(
      'There is already a category named "it" at this level',
    );
    expect((await call('category/move', { id: cat.safety, parentId: cat.fire })).body.msg).toBe(
      'A category cannot be moved under itself or one of its sub-categories',
    );
    expect((await call('category/delete', { id: cat.safety })).body).toMatchObject({
      ret: 1,
      msg: 'The category has 1 sub-categories and cannot be deleted',
    });
    expect((await call('category/rename', { id: cat.it, name: 'X' }, otherAdmin)).body.msg).toBe(
      'The question bank category does not exist',
    );
    const renamed = await call<TTreeNodeSaved>('category/rename', { id: cat.it, name: '信息' });
    expect(renamed.body).toMatchObject({ ret: 0, data: { name: '信息' } });
    const moved = await call<TTreeNodeSaved>('category/move', { id: cat.it, parentId: cat.safety });
    expect(moved.body.data.parentId).toBe(cat.safety);
    await call('category/move', { id: cat.it, parentId: null });
  });

  let bankId: number;
  it('saves banks, checking the category is the company’s', async () => {
    const res = await call<TQuestionBankRow>('bank/save', {
      name: '  消防安全题库 ',
      description: 'Fire drills',
      categoryId: cat.fire,
    });
    expect(res.body).toMatchObject({
      ret: 0,
      msg: 'Created successfully',
      data: {
        name: '消防安全题库',
        description: 'Fire drills',
        categoryId: cat.fire,
        categoryName: '消防',
        questionCount: 0,
      },
    });
    bankId = res.body.data.id;
    const zh = await call('bank/save', { name: ' ' }, admin, 'zh-CN');
    expect(zh.body).toMatchObject({ ret: 1, msg: '此项为必填项' });
    expect((await call('bank/save', { name: 'x'.repeat(101) })).body.msg).toBe(
      'At most 100 characters',
    );
    expect((await call('bank/save', { name: 'B', categoryId: 999999 })).body.msg).toBe(
      'The question bank category does not exist',
    );
    const foreignCat = (
      await s.api.get<TQuestionCategoryNode[]>('/api/manage/question/category/tree', {
        token: otherAdmin,
      })
    ).body.data[0]!.id;
    expect((await call('bank/save', { name: 'B', categoryId: foreignCat })).body.msg).toBe(
      'The question bank category does not exist',
    );
    expect((await call('bank/save', { id: bankId, name: 'Mine' }, otherAdmin)).body.msg).toBe(
      'The question bank does not exist',
    );
    expect((await call('bank/save', { name: 'B', extra: 1 })).body.msg).toBe(
      'Unknown field: extra',
    );

    const updated = await call<TQuestionBankRow>('bank/save', {
      id: bankId,
      name: '消防题库',
      categoryId: cat.fire,
    });
    expect(updated.body).toMatchObject({
      ret: 0,
      msg: 'Modified successfully',
      data: { id: bankId, name: '消防题库', description: '' },
    });
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'question-bank' },
      { token: admin },
    );
    expect(logs.body.data.list.map((l) => l.action)).toEqual(['update', 'create']);
    expect(logs.body.data.list[0]!.before).toMatchObject({ name: '消防安全题库' });
  });

  it('lists banks by keyword and category subtree, with their live question counts', async () => {
    const it = await buildQuestionBank(s.db, { companyId, name: 'IT basics', categoryId: cat.it });
    await buildQuestionBank(s.db, { companyId, name: 'Loose bank' });
    await buildQuestionBank(s.db, { companyId: (await buildCompany(s.db)).id, name: 'IT other' });
    await buildQuestion(s.db, { companyId, bankId, type: 1 });
    await buildQuestion(s.db, { companyId, bankId, type: 8, children: [{ type: 1 }, { type: 5 }] });
    const gone = await buildQuestion(s.db, { companyId, bankId, type: 3, deletedAt: new Date() });
    expect(gone.id).toBeGreaterThan(0);

    const list = async (body: object) =>
      (await call<TPage<TQuestionBankRow>>('bank/list', { page: 1, pageSize: 20, ...body })).body
        .data;
    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.list.find((b) => b.id === bankId)?.questionCount).toBe(2);
    expect((await list({ categoryId: cat.safety })).list.map((b) => b.id)).toEqual([bankId]);
    expect((await list({ keyword: 'it' })).list.map((b) => b.id)).toEqual([it.id]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ pageSize: 1, page: 2 })).list).toHaveLength(1);
    expect((await call('bank/list', { page: 0 })).body.ret).toBe(1);

    const detail = await call<TQuestionBankRow>('bank/detail', { id: bankId });
    expect(detail.body.data).toMatchObject({ id: bankId, questionCount: 2, categoryName: '消防' });
    expect((await call('bank/detail', { id: bankId }, otherAdmin)).body.msg).toBe(
      'The question bank does not exist',
    );

    // A category holding a bank is not deleted.
    expect((await call('category/delete', { id: cat.it })).body.msg).toBe(
      'The category holds 1 question banks and cannot be deleted',
    );
  });

  it('counts what rules can draw per bank, type and difficulty', async () => {
    await buildQuestion(s.db, { companyId, bankId, type: 1, difficulty: 3 });
    const res = await call<TQuestionBankStat[]>('bank/stats', { bankIds: [bankId] });
    expect(res.body.data).toEqual([
      { bankId, type: 1, difficulty: 2, count: 1 },
      { bankId, type: 1, difficulty: 3, count: 1 },
      { bankId, type: 8, difficulty: 2, count: 1 },
    ]);
    // Another company's bank counts nothing.
    expect(
      (await call<TQuestionBankStat[]>('bank/stats', { bankIds: [bankId] }, otherAdmin)).body.data,
    ).toEqual([]);
    expect((await call('bank/stats', { bankIds: [] })).body.ret).toBe(1);
  });

  it('refuses to delete a bank a paper uses, and deletes one with its questions', async () => {
    const used = await buildQuestionBank(s.db, { companyId, name: 'Drawn from' });
    await buildQuestion(s.db, { companyId, bankId: used.id, type: 1 });
    const paper = await buildPaper(s.db, {
      companyId,
      name: 'Monthly test',
      rules: [{ bankId: used.id, type: 1, count: 1, score: 5 }],
    });
    expect((await call('bank/delete', { ids: [used.id] })).body).toMatchObject({
      ret: 1,
      msg: 'The question bank "Drawn from" is used by the paper "Monthly test" and cannot be deleted',
    });
    const held = await buildQuestionBank(s.db, { companyId, name: 'Held' });
    const q = await buildQuestion(s.db, { companyId, bankId: held.id, type: 1 });
    await buildPaper(s.db, {
      companyId,
      name: 'Fixed one',
      questions: [{ questionId: q.id, score: 2 }],
    });
    expect((await call('bank/delete', { ids: [held.id] })).body.msg).toBe(
      'The question bank "Held" is used by the paper "Fixed one" and cannot be deleted',
    );
    // A deleted paper no longer holds the bank.
    await s.api.post('/api/manage/paper/delete', { ids: [paper.id] }, { token: admin });
    expect((await call('bank/delete', { ids: [used.id] }, admin, 'zh-CN')).body).toMatchObject({
      ret: 0,
      msg: '删除成功',
    });
    expect((await call('bank/detail', { id: used.id })).body.msg).toBe(
      'The question bank does not exist',
    );
    const list = await call<{ total: number }>('list', { bankId: used.id, page: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(0);

    expect((await call('bank/delete', { ids: [bankId] }, otherAdmin)).body.msg).toBe(
      'The question bank does not exist',
    );
    expect((await call('bank/delete', { ids: [bankId, 999999] })).body.msg).toBe(
      'The question bank does not exist',
    );
    expect((await call<TQuestionBankRow>('bank/detail', { id: bankId })).body.data.id).toBe(bankId);
  });

  it('is for administrators only', async () => {
    for (const [path, body] of [
      ['bank/list', {}],
      ['bank/save', { name: 'x' }],
      ['bank/delete', { ids: [1] }],
      ['bank/stats', { bankIds: [1] }],
      ['bank/detail', { id: 1 }],
      ['category/create', { name: 'x', parentId: null }],
    ] as const) {
      const res = await call(path, body, learner);
      expect(res.body.ret, path).toBe(7);
      expect((await s.api.post(`/api/manage/question/${path}`, body)).body.ret, path).toBe(2);
    }
    expect(
      (await s.api.get('/api/manage/question/category/tree', { token: learner })).body.ret,
    ).toBe(7);
  });
});

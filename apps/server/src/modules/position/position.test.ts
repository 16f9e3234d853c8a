import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TPosition, TPositionItem } from '@ascent/shared/org';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * Positions: a flat list per company (manage/position/*), held by people through
 * users.position (the position's name); learners page through them with study/position/list.
 */
describe('positions', () => {
  let s: TestServer;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let holderToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const l = await buildUser(s.db, { companyId: company.id });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const holder = await buildUser(s.db, { companyId: company.id, position: 'Engineer' });
    holderToken = (await s.api.login(holder.account, TEST_PASSWORD)).token;
    await buildUser(s.db, { companyId: company.id, position: 'Engineer' });
    await buildUser(s.db, { companyId: company.id, position: 'Accountant' });
    // Another company's people never count for this company's positions.
    await buildUser(s.db, { companyId: other.id, position: 'Tester' });
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T = TPosition>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/position/${action}`, body, { token, lang });
  const adminList = async (body: Record<string, unknown> = {}, token = admin) =>
    (await call<TPage<TPosition>>('list', body, token)).body.data;

  it('creates positions with trimmed names, codes and sort, and logs them', async () => {
    const made: [string, string, number][] = [
      ['Engineer', 'ENG', 2],
      ['Accountant', 'ACC', 1],
      ['Tester', '', 3],
      ['Designer', 'DES', 4],
    ];
    for (const [name, code, sort] of made) {
      const res = await call('create', { name: ` ${name} `, code, sort });
      expect(res.body.ret, name).toBe(0);
      expect(res.body.msg).toBe('Created successfully');
      expect(res.body.data).toMatchObject({ name, code, sort, people: 0 });
      ids[name] = res.body.data.id;
    }
    expect((await call('create', { name: 'Other co', code: 'ENG' }, otherAdmin)).body.ret).toBe(0);
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'position' },
      { token: admin },
    );
    expect(logs.body.data.total).toBe(4);
    expect(logs.body.data.list[0]).toMatchObject({
      action: 'create',
      summary: 'Designer',
      after: { name: 'Designer', code: 'DES', sort: 4 },
    });
  });

  it('lists by sort with the people holding each, pages, sorts and searches', async () => {
    const page = await adminList();
    expect(page.total).toBe(4);
    expect(page.list.map((p) => [p.name, p.people])).toEqual([
      ['Accountant', 1],
      ['Engineer', 2],
      ['Tester', 0],
      ['Designer', 0],
    ]);
    expect((await adminList({ sortField: 'name', sortOrder: 'descend' })).list[0]!.name).toBe(
      'Tester',
    );
    expect((await adminList({ page: 2, pageSize: 3 })).list.map((p) => p.name)).toEqual([
      'Designer',
    ]);
    expect((await adminList({ keyword: 'des' })).list.map((p) => p.name)).toEqual(['Designer']);
    expect((await adminList({ keyword: 'acc' })).list.map((p) => p.name)).toEqual(['Accountant']);
    expect((await adminList({ keyword: '%' })).total).toBe(0);
    expect((await adminList({ sortField: 'nonsense' })).total).toBe(4);
    expect((await adminList({}, otherAdmin)).list.map((p) => [p.name, p.people])).toEqual([
      ['Other co', 0],
    ]);
  });

  it('refuses a duplicate name or code, and bad input, changing nothing', async () => {
    expect((await call('create', { name: 'engineer' })).body).toEqual({
      ret: 1,
      msg: 'There is already a position named "engineer"',
      data: null,
    });
    expect((await call('create', { name: 'Engineer' }, admin, 'zh-CN')).body.msg).toBe(
      '已有名为“Engineer”的岗位',
    );
    expect((await call('create', { name: 'Chief', code: 'eng' })).body.msg).toBe(
      'The position code "eng" is already in use',
    );
    expect((await call('create', { name: '' })).body.msg).toBe('This field is required');
    expect((await call('create', { name: 'n'.repeat(51) })).body.msg).toBe('At most 50 characters');
    expect((await call('create', { name: 'Chief', sort: -1 })).body.msg).toBe(
      'Please enter a number',
    );
    // Two positions without a code are fine.
    expect((await call('create', { name: 'Intern' })).body.ret).toBe(0);
    expect(
      (await call('delete', { ids: [(await adminList({ keyword: 'Intern' })).list[0]!.id] })).body
        .ret,
    ).toBe(0);
    expect((await adminList()).total).toBe(4);
  });

  it('updates a position and carries a new name over to the people holding it', async () => {
    const res = await call('update', {
      id: ids.Engineer,
      name: 'Software engineer',
      code: 'SWE',
      sort: 0,
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    expect(res.body.data).toMatchObject({ name: 'Software engineer', code: 'SWE', people: 2 });
    const profile = await s.api.get<TProfile>('/api/study/me/profile', { token: holderToken });
    expect(profile.body.data.position).toBe('Software engineer');
    expect((await adminList()).list[0]).toMatchObject({ name: 'Software engineer', people: 2 });
    const log = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'position', action: 'update' },
        { token: admin },
      )
    ).body.data.list[0];
    expect(log).toMatchObject({
      before: { name: 'Engineer', code: 'ENG' },
      after: { name: 'Software engineer', code: 'SWE' },
    });
  });

  it('keeps the fields an update leaves out', async () => {
    const res = await call('update', { id: ids.Accountant, sort: 1 });
    expect(res.body.data).toMatchObject({ name: 'Accountant', code: 'ACC', sort: 1, people: 1 });
    expect((await call('update', { id: ids.Accountant, code: '' })).body.data.code).toBe('');
    expect((await call('update', { id: ids.Accountant, code: 'ACC' })).body.data).toMatchObject({
      name: 'Accountant',
      code: 'ACC',
      sort: 1,
    });
  });

  it('refuses an update to a taken name, and another company position', async () => {
    expect(
      (await call('update', { id: ids.Tester, name: 'accountant', code: '', sort: 0 })).body.msg,
    ).toBe('There is already a position named "accountant"');
    expect((await call('update', { id: ids.Tester, name: 'Tester', code: 'acc' })).body.msg).toBe(
      'The position code "acc" is already in use',
    );
    const foreign = (await adminList({}, otherAdmin)).list[0]!.id;
    expect((await call('update', { id: foreign, name: 'Stolen' })).body).toEqual({
      ret: 1,
      msg: 'The position does not exist',
      data: null,
    });
    expect((await adminList({}, otherAdmin)).list[0]!.name).toBe('Other co');
  });

  it('refuses deleting a position people hold (all or nothing), naming it and counting them', async () => {
    const res = await call('delete', { ids: [ids.Tester, ids.Engineer] });
    expect(res.body).toEqual({
      ret: 1,
      msg: 'The position "Software engineer" is held by 2 people and cannot be deleted',
      data: null,
    });
    expect((await call('delete', { ids: [ids.Accountant] }, admin, 'zh-CN')).body.msg).toBe(
      '岗位“Accountant”还有 1 名人员在任，不能删除',
    );
    expect((await call('delete', { ids: [ids.Accountant] }, admin, 'zh-TW')).body.msg).toBe(
      '崗位「Accountant」還有 1 名人員在任，不能刪除',
    );
    expect((await adminList()).total).toBe(4);
  });

  it('deletes positions nobody holds, never another company one', async () => {
    const foreign = (await adminList({}, otherAdmin)).list[0]!.id;
    expect((await call('delete', { ids: [ids.Tester, foreign] })).body.msg).toBe(
      'The position does not exist',
    );
    expect((await adminList()).total).toBe(4);
    const res = await call('delete', { ids: [ids.Tester, ids.Designer, ids.Tester] });
    expect(res.body).toEqual({ ret: 0, msg: 'Deleted successfully', data: null });
    expect((await adminList()).list.map((p) => p.name)).toEqual([
      'Software engineer',
      'Accountant',
    ]);
    expect((await adminList({}, otherAdmin)).total).toBe(1);
  });

  it('lets learners page through the company positions with a keyword', async () => {
    const res = await s.api.post<TPage<TPositionItem>>(
      '/api/study/position/list',
      {},
      { token: learner },
    );
    expect(res.body).toEqual({
      ret: 0,
      msg: '',
      data: {
        list: [
          { id: ids.Engineer, name: 'Software engineer', code: 'SWE' },
          { id: ids.Accountant, name: 'Accountant', code: 'ACC' },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    });
    const search = await s.api.post<TPage<TPositionItem>>(
      '/api/study/position/list',
      { keyword: 'soft', page: 1, pageSize: 1 },
      { token: learner },
    );
    expect(search.body.data.list.map((p) => p.name)).toEqual(['Software engineer']);
    const page2 = await s.api.post<TPage<TPositionItem>>(
      '/api/study/position/list',
      { page: 2, pageSize: 1 },
      { token: learner },
    );
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, list: [{ name: 'Accountant' }] });
    expect((await call('list', {}, learner)).body.ret).toBe(7);
  });
});

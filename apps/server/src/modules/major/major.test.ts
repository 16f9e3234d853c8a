import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TMajorAdminNode, TNamedTreeNode, TTreeNodeSaved } from '@ascent/shared/org';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** Majors: a tree per company (manage/major/*), read by learners with study/major/tree. */
describe('majors', () => {
  let s: TestServer;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  const ids = {} as Record<'eng' | 'cs' | 'ai' | 'ee' | 'arts', number>;
  let foreign: number;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const l = await buildUser(s.db, { companyId: company.id });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T = TTreeNodeSaved>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/major/${action}`, body, { token, lang });
  const adminTree = async (token = admin) =>
    (await s.api.get<TMajorAdminNode[]>('/api/manage/major/tree', { token })).body.data;
  const learnerTree = async (token = learner) =>
    (await s.api.post<TNamedTreeNode[]>('/api/study/major/tree', {}, { token })).body;

  it('starts empty for every company', async () => {
    expect(await learnerTree()).toEqual({ ret: 0, msg: '', data: [] });
    expect(await adminTree()).toEqual([]);
  });

  it('creates a tree that learners read as {id, name, list}', async () => {
    ids.eng = (await call('create', { name: 'Engineering', parentId: null })).body.data.id;
    ids.cs = (await call('create', { name: 'Computer science', parentId: ids.eng })).body.data.id;
    ids.ai = (await call('create', { name: 'AI', parentId: ids.cs })).body.data.id;
    ids.ee = (await call('create', { name: 'Electronics', parentId: ids.eng })).body.data.id;
    ids.arts = (await call('create', { name: ' Arts ', parentId: null })).body.data.id;
    foreign = (await call('create', { name: 'Foreign', parentId: null }, otherAdmin)).body.data.id;
    expect((await learnerTree()).data).toEqual([
      {
        id: ids.eng,
        name: 'Engineering',
        list: [
          { id: ids.cs, name: 'Computer science', list: [{ id: ids.ai, name: 'AI', list: [] }] },
          { id: ids.ee, name: 'Electronics', list: [] },
        ],
      },
      { id: ids.arts, name: 'Arts', list: [] },
    ]);
    expect((await adminTree())[0]).toMatchObject({ id: ids.eng, parentId: null, sort: 0 });
    expect((await adminTree(otherAdmin)).map((n) => n.name)).toEqual(['Foreign']);
  });

  it('refuses duplicate sibling names and bad names', async () => {
    expect((await call('create', { name: 'engineering', parentId: null })).body.msg).toBe(
      'There is already a major named "engineering" at this level',
    );
    expect((await call('create', { name: 'AI', parentId: ids.cs }, admin, 'zh-CN')).body.msg).toBe(
      '同一上级下已有名为“AI”的专业',
    );
    expect((await call('create', { name: '', parentId: null })).body.msg).toBe(
      'This field is required',
    );
    expect((await call('create', { name: 'y'.repeat(51), parentId: null })).body.msg).toBe(
      'At most 50 characters',
    );
    expect((await call('rename', { id: ids.ee, name: 'computer SCIENCE' })).body.ret).toBe(1);
  });

  it('renames and moves, refusing a move into its own subtree', async () => {
    expect((await call('rename', { id: ids.ee, name: 'Electronic engineering' })).body.ret).toBe(0);
    expect((await call('move', { id: ids.eng, parentId: ids.ai })).body).toEqual({
      ret: 1,
      msg: 'A major cannot be moved under itself or one of its sub-majors',
      data: null,
    });
    expect((await call('move', { id: ids.cs, parentId: ids.arts })).body.ret).toBe(0);
    expect((await call('move', { id: ids.arts, parentId: null, sort: 0 })).body.ret).toBe(0);
    const tree = (await learnerTree()).data;
    expect(tree.map((n) => n.name)).toEqual(['Arts', 'Engineering']);
    expect(tree[0]!.list[0]!.list[0]!.name).toBe('AI');
    // The moved subtree moves along with it: AI cannot go under Arts' own descendant.
    expect((await call('move', { id: ids.arts, parentId: ids.ai })).body.ret).toBe(1);
  });

  it('keeps every company to its own majors', async () => {
    const notFound = { ret: 1, msg: 'The major does not exist', data: null };
    expect((await call('rename', { id: foreign, name: 'Mine' })).body).toEqual(notFound);
    expect((await call('move', { id: foreign, parentId: null })).body).toEqual(notFound);
    expect((await call('delete', { id: foreign })).body).toEqual(notFound);
    expect((await call('create', { name: 'X', parentId: foreign })).body.msg).toBe(
      'The parent major does not exist',
    );
    expect((await learnerTree()).data.map((n) => n.name)).not.toContain('Foreign');
  });

  it('refuses deleting a major with sub-majors, deletes a leaf, and logs each change', async () => {
    expect((await call('delete', { id: ids.cs })).body).toEqual({
      ret: 1,
      msg: 'The major still has 1 sub-majors. Delete or move them first',
      data: null,
    });
    expect((await call('delete', { id: ids.cs }, admin, 'zh-TW')).body.msg).toBe(
      '該專業下還有 1 個下級專業，請先刪除或移走它們',
    );
    expect((await call('delete', { id: ids.ai })).body).toMatchObject({
      ret: 0,
      msg: 'Deleted successfully',
    });
    expect((await call('delete', { id: ids.cs })).body.ret).toBe(0);
    const logs = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'major', pageSize: 100 },
        { token: admin },
      )
    ).body.data.list;
    expect(logs.map((l) => l.action).sort()).toEqual(
      [...Array(5).fill('create'), 'rename', 'move', 'move', 'delete', 'delete'].sort(),
    );
  });
});

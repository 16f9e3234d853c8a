import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TNamedTreeNode, TTreeNodeSaved } from '@ascent/shared/org';
import type {
  TKnowledgeAdminDetail,
  TKnowledgeAdminRow,
  TKnowledgeCard,
  TKnowledgeDetail,
  TKnowledgeSave,
} from '@ascent/shared/knowledge';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { buildDocumentFile, buildKnowledgeItem } from '../../../test/knowledge-builders.ts';

/** The knowledge base: admin items and categories, the learner's list, tree and detail. */
describe('knowledge', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let otherLearner: string;
  let sales: { id: number; token: string };
  let east: number;
  let eastSub: number;
  const cat = {} as Record<'docs' | 'safety' | 'fire', number>;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    learner = await login(await buildUser(s.db, { companyId, realName: '张三' }));
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    otherLearner = await login(await buildUser(s.db, { companyId: other.id }));
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    eastSub = (await buildDepartment(s.db, companyId, 'East Sub', east)).id;
    const u = await buildUser(s.db, {
      companyId,
      departmentId: eastSub,
      position: 'Sales',
      secrecyLevel: 70,
    });
    sales = { id: u.id, token: await login(u) };
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/knowledge/${action}`, body, { token, lang });
  const save = (body: TKnowledgeSave, token = admin) =>
    manage<TKnowledgeAdminDetail>('save', body, token);
  const list = (body: object, token = learner) =>
    s.api.post<TPage<TKnowledgeCard>>('/api/study/knowledge/list', body, { token });
  const detail = (id: number, token = learner, lang = 'en-US') =>
    s.api.get<TKnowledgeDetail>(`/api/study/knowledge/${id}/detail`, { token, lang });

  it('keeps a category tree per company, read by learners', async () => {
    const create = async (name: string, parentId: number | null, token = admin) =>
      (await manage<TTreeNodeSaved>('category/create', { name, parentId }, token)).body.data.id;
    cat.docs = await create('Documents', null);
    cat.safety = await create('安全', null);
    cat.fire = await create('消防', cat.safety);
    await create('Foreign', null, otherAdmin);
    const tree = await s.api.get<TNamedTreeNode[]>('/api/study/knowledge/category/tree', {
      token: learner,
    });
    expect(tree.body.data).toEqual([
      { id: cat.docs, name: 'Documents', list: [] },
      { id: cat.safety, name: '安全', list: [{ id: cat.fire, name: '消防', list: [] }] },
    ]);
    expect((await manage('category/create', { name: 'documents', parentId: null })).body.msg).toBe(
      'There is already a category named "documents" at this level',
    );
    expect((await manage('category/move', { id: cat.safety, parentId: cat.fire })).body.msg).toBe(
      'A category cannot be moved under itself or one of its sub-categories',
    );
    expect((await manage('category/delete', { id: cat.safety })).body.ret).toBe(1);
    expect(
      (await manage('category/rename', { id: cat.docs, name: 'Mine' }, otherAdmin)).body.msg,
    ).toBe('The knowledge category does not exist');
  });

  let itemId: number;
  it('saves a draft with sanitised content, checking every reference', async () => {
    const res = await save({
      title: '信息安全培训手册',
      summary: 'How we keep data safe',
      content:
        '<p onclick="x()">Hello<script>alert(1)</script><a href="javascript:evil()">x</a></p>',
      categoryId: cat.fire,
      tags: ['safety', 'safety', 'it'],
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    const d = res.body.data;
    itemId = d.id;
    expect(d).toMatchObject({
      status: 'draft',
      categoryName: '消防',
      tags: ['safety', 'it'],
      visibility: 'all',
      secrecyLevel: 50,
    });
    expect(d.content).toBe('<p>Hello<a>x</a></p>');

    const refused = async (body: Partial<TKnowledgeSave>, msg: string, token = admin) =>
      expect((await save({ title: 'T', content: '<p>x</p>', ...body }, token)).body).toMatchObject({
        ret: 1,
        msg,
      });
    await refused({ title: '  ' }, 'This field is required');
    await refused({ title: 'x'.repeat(101) }, 'At most 100 characters');
    await refused(
      { content: '<p> </p><script>x</script>' },
      'Please write the content or attach a document',
    );
    await refused({ categoryId: 99999 }, 'The knowledge category does not exist');
    await refused(
      { id: itemId },
      'The knowledge item does not exist or you may not view it',
      otherAdmin,
    );
    await refused(
      { visibility: 'limited' },
      'Choose at least one department, position or person for limited visibility',
    );
    await refused(
      { visibility: 'limited', audience: { departmentIds: [999999], positions: [], userIds: [] } },
      'The audience names a department or person that does not exist',
    );
    const foreignFile = await buildDocumentFile(s.db, s.storage, {
      companyId: (await buildCompany(s.db)).id,
    });
    await refused({ fileId: foreignFile.id }, 'The document does not exist');
    const video = await buildDocumentFile(s.db, s.storage, {
      companyId,
      ext: 'mp4',
      kind: 'video',
    });
    await refused({ fileId: video.id }, 'Only a document can be attached');
    expect((await save({ title: 'T', cover: 'javascript:alert(1)', content: 'x' })).body.ret).toBe(
      1,
    );
    // Learners cannot use the admin calls.
    expect((await save({ title: 'T', content: 'x' }, learner)).body.ret).toBe(7);
  });

  it('publishes, and learners only ever see published items they may see', async () => {
    expect((await list({})).body.data.total).toBe(0);
    expect((await manage('publish', { ids: [itemId] })).body).toMatchObject({
      ret: 0,
      msg: 'Published',
    });
    expect((await manage('publish', { ids: [itemId] }, otherAdmin)).body.ret).toBe(1);
    const page = (await list({})).body.data;
    expect(page.list.map((i) => i.title)).toEqual(['信息安全培训手册']);
    // Another company's learner sees nothing of it.
    expect((await list({}, otherLearner)).body.data.total).toBe(0);
    expect((await detail(itemId, otherLearner)).body).toEqual({
      ret: 1,
      msg: 'The knowledge item does not exist or you may not view it',
      data: null,
    });
    expect((await manage('unpublish', { ids: [itemId] })).body.msg).toBe('Unpublished');
    expect((await detail(itemId, learner, 'zh-CN')).body.msg).toBe('知识不存在或您无权查看');
    await manage('publish', { ids: [itemId] });
  });

  it('filters by category (and below), Chinese substring and sorts by views', async () => {
    const other = await buildKnowledgeItem(s.db, {
      companyId,
      title: 'Office guide',
      categoryId: cat.docs,
    });
    expect((await list({ categoryId: cat.safety })).body.data.list.map((i) => i.id)).toEqual([
      itemId,
    ]);
    expect((await list({ categoryId: cat.docs })).body.data.list.map((i) => i.id)).toEqual([
      other.id,
    ]);
    expect((await list({ keyword: '安全培训' })).body.data.list.map((i) => i.id)).toEqual([itemId]);
    expect((await list({ keyword: '50%_' })).body.data.total).toBe(0);
    expect((await list({ keyword: 'x'.repeat(21) })).body).toMatchObject({
      ret: 1,
      msg: 'At most 20 characters',
    });
    // Newest first; the most viewed first with 'hottest'.
    expect((await list({})).body.data.list[0]!.id).toBe(other.id);
    await detail(itemId);
    const hottest = (await list({ sort: 'hottest' })).body.data.list;
    expect(hottest[0]).toMatchObject({ id: itemId, viewCount: 1 });
    expect((await list({ page: 2, pageSize: 1 })).body.data).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
    });
  });

  it('limits items to departments (and below), positions, people and secrecy levels', async () => {
    const forEast = await buildKnowledgeItem(s.db, {
      companyId,
      title: 'East only',
      audience: [{ kind: 'department', ref: String(east) }],
    });
    const forSales = await buildKnowledgeItem(s.db, {
      companyId,
      title: 'Sales only',
      audience: [{ kind: 'position', ref: 'Sales' }],
    });
    const forOne = await buildKnowledgeItem(s.db, {
      companyId,
      title: 'One person',
      audience: [{ kind: 'user', ref: String(sales.id) }],
    });
    const secret = await buildKnowledgeItem(s.db, { companyId, title: 'Secret', secrecyLevel: 70 });
    const confidential = await buildKnowledgeItem(s.db, {
      companyId,
      title: 'Confidential',
      secrecyLevel: 80,
    });
    const seen = async (token: string) =>
      (await list({ pageSize: 100 }, token)).body.data.list.map((i) => i.id);
    const salesSees = await seen(sales.token);
    expect(salesSees).toEqual(
      expect.arrayContaining([forEast.id, forSales.id, forOne.id, secret.id]),
    );
    expect(salesSees).not.toContain(confidential.id);
    const learnerSees = await seen(learner);
    for (const id of [forEast.id, forSales.id, forOne.id, secret.id, confidential.id])
      expect(learnerSees).not.toContain(id);
    expect((await detail(forEast.id, sales.token)).body.ret).toBe(0);
    expect((await detail(forEast.id)).body.ret).toBe(1);
    expect((await detail(confidential.id, sales.token)).body.ret).toBe(1);
  });

  it('saves audience and documents; hides the original when downloads are off', async () => {
    const file = await buildDocumentFile(s.db, s.storage, { companyId, name: '手册.pdf' });
    const res = await save({
      id: itemId,
      title: '信息安全培训手册',
      content: '',
      fileId: file.id,
      categoryId: cat.fire,
      visibility: 'limited',
      audience: { departmentIds: [east], positions: ['Sales'], userIds: [] },
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    expect(res.body.data.audience).toEqual({
      departmentIds: [east],
      positions: ['Sales'],
      userIds: [],
    });
    expect(res.body.data.audienceNames.departments).toEqual({ [east]: 'East' });
    expect(res.body.data.file?.name).toBe('手册.pdf');
    const d = (await detail(itemId, sales.token)).body.data;
    expect(d).toMatchObject({ canDownload: false, fileExt: 'pdf' });
    expect(d.file?.url).toBe('');
    expect(d.file?.previewUrl).toMatch(/^\/api\/files\//);
    expect((await detail(itemId)).body.ret).toBe(1);
    const admin1 = await manage<TKnowledgeAdminDetail>('detail', { id: itemId });
    expect(admin1.body.data.fileId).toBe(file.id);
    expect((await manage('detail', { id: itemId }, otherAdmin)).body.ret).toBe(1);
  });

  it('lists for the admin with filters, deletes, and logs every change', async () => {
    const rows = await manage<TPage<TKnowledgeAdminRow>>('list', { keyword: '安全' });
    expect(rows.body.data.list.map((r) => r.id)).toEqual([itemId]);
    expect(rows.body.data.list[0]).toMatchObject({ status: 'published', fileName: '手册.pdf' });
    expect(
      (await manage<TPage<TKnowledgeAdminRow>>('list', { status: 'draft' })).body.data.total,
    ).toBe(0);
    expect((await manage<TPage<TKnowledgeAdminRow>>('list', {}, otherAdmin)).body.data.total).toBe(
      0,
    );
    expect((await manage('delete', { ids: [itemId] }, otherAdmin)).body.ret).toBe(1);
    expect((await manage('delete', { ids: [itemId] })).body.msg).toBe('Deleted successfully');
    expect((await detail(itemId, sales.token)).body.ret).toBe(1);
    const logs = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'knowledge', pageSize: 100 },
        { token: admin },
      )
    ).body.data.list;
    expect(logs.map((l) => l.action).sort()).toEqual(
      ['create', 'delete', 'publish', 'publish', 'unpublish', 'update'].sort(),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAuditPerson, TAuditTemplate, TAuditType } from '@ascent/shared/audit';
import type { TEditIsInformationResponse } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildAuditTemplate,
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** Approval templates on the admin site: /api/manage/audit-template/*. */
describe('approval templates', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let token: string;
  let approver: Awaited<ReturnType<typeof buildUser>>;
  let foreigner: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, { isInformation: 1 });
    const admin = await buildUser(s.db, {
      companyId: company.id,
      roles: ['admin'],
      account: 'tmpl_admin',
    });
    approver = await buildUser(s.db, {
      companyId: company.id,
      account: 'tmpl_approver',
      realName: 'Alice Approver',
    });
    const other = await buildCompany(s.db);
    foreigner = await buildUser(s.db, { companyId: other.id, account: 'tmpl_foreign' });
    token = (await s.api.login(admin.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const post = <T>(path: string, body: unknown, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/audit-template/${path}`, body, { token, lang });
  const valid = (over: Record<string, unknown> = {}) => ({
    type: 2,
    name: 'Personnel review',
    nodes: [
      { name: 'Lead', approverUserIds: [approver.id] },
      { name: 'Admins', approverRoles: ['admin', 'supervisor'] },
    ],
    ...over,
  });
  const list = (body: Record<string, unknown> = {}) => post<TPage<TAuditTemplate>>('list', body);

  it('names the registered audit types in the caller language', async () => {
    for (const [lang, name] of [
      ['en-US', 'Personnel information change'],
      ['zh-CN', '人员信息变更'],
      ['zh-TW', '人員資訊變更'],
    ]) {
      const res = await s.api.get<TAuditType[]>('/api/manage/audit-template/types', {
        token,
        lang,
      });
      // Issue 6 registers more types (sign-up 3, leave 4, IDP 5): type 2 is among them.
      expect(res.body.data).toContainEqual({ type: 2, name });
    }
  });

  let created: TAuditTemplate;
  it('creates a template with ordered nodes, people and roles, and logs it', async () => {
    const res = await post<TAuditTemplate>('create', valid());
    expect(res.body.ret, res.body.msg).toBe(0);
    created = res.body.data;
    expect(created).toMatchObject({
      type: 2,
      typeName: 'Personnel information change',
      name: 'Personnel review',
      enabled: true,
      reviewingCount: 0,
      nodes: [
        {
          seq: 1,
          name: 'Lead',
          approverUserIds: [approver.id],
          approverRoles: [],
          approvers: [{ id: approver.id, account: 'tmpl_approver', realName: 'Alice Approver' }],
        },
        { seq: 2, name: 'Admins', approverUserIds: [], approverRoles: ['admin', 'supervisor'] },
      ],
    });
    const page = await list();
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]?.id).toBe(created.id);
    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'audit-template' },
      { token },
    );
    expect(log.body.data.list[0]).toMatchObject({
      action: 'create',
      entityId: String(created.id),
      actorAccount: 'tmpl_admin',
      after: { name: 'Personnel review', nodes: [{ name: 'Lead' }, { name: 'Admins' }] },
    });
  });

  it.each([
    ['no nodes', { nodes: [] }, 'Add at least one approval node', 'nodes'],
    [
      'a node without approvers',
      { nodes: [{ name: 'Empty' }] },
      'Each node needs at least one approver (a person or a role)',
      'nodes.0.approverUserIds',
    ],
    [
      'an unknown role',
      { nodes: [{ name: 'X', approverRoles: ['king'] }] },
      'Please choose a valid role',
      'nodes.0.approverRoles.0',
    ],
    ['an empty name', { name: '  ' }, 'This field is required', 'name'],
    [
      'a node name too long',
      { nodes: [{ name: 'n'.repeat(51), approverRoles: ['admin'] }] },
      'At most 50 characters',
      'nodes.0.name',
    ],
    ['an unknown type', { type: 99 }, 'Unknown approval type', 'type'],
    [
      'an approver of another company',
      { nodes: [{ name: 'X', approverUserIds: ['foreigner'] }] },
      'An approver does not exist or is disabled',
      'nodes.0.approverUserIds',
    ],
    ['an unknown field', { colour: 'red' }, 'Unknown field: colour', ''],
  ])('refuses %s with a message and changes nothing', async (_name, over, msg, field) => {
    // 'foreigner' stands for the other company's user, known only once the tests run.
    const body = JSON.parse(
      JSON.stringify(valid({ ...over, enabled: false })).replace(
        '"foreigner"',
        String(foreigner.id),
      ),
    ) as unknown;
    const res = await post('create', body);
    expect(res.body).toEqual({ ret: 1, msg, data: { field } });
    expect((await list()).body.data.total).toBe(1);
  });

  it('refuses a disabled approver', async () => {
    const gone = await buildUser(s.db, { companyId: company.id });
    await setUserStatus(s.db, gone.id, 'disabled');
    const res = await post(
      'create',
      valid({ enabled: false, nodes: [{ name: 'X', approverUserIds: [gone.id] }] }),
    );
    expect(res.body.msg).toBe('An approver does not exist or is disabled');
  });

  it('translates the rule messages', async () => {
    expect((await post('create', valid({ nodes: [] }), 'zh-CN')).body.msg).toBe(
      '请至少添加一个审核节点',
    );
    expect((await post('create', valid({ nodes: [{ name: 'E' }] }), 'zh-TW')).body.msg).toBe(
      '每個節點至少需要一位審核人（人員或角色）',
    );
  });

  it('allows one active template per type; a second one only disabled', async () => {
    expect((await post('create', valid({ name: 'Second' }))).body).toMatchObject({
      ret: 1,
      msg: 'This approval type already has an active template; disable it first',
    });
    const second = await post<TAuditTemplate>('create', valid({ name: 'Second', enabled: false }));
    expect(second.body.data.enabled).toBe(false);
    const enable = await post('update', { id: second.body.data.id, ...valid({ name: 'Second' }) });
    expect(enable.body.msg).toBe(
      'This approval type already has an active template; disable it first',
    );
    expect((await post('delete', { ids: [second.body.data.id] })).body.ret).toBe(0);
  });

  it('updates name, state and nodes; logs before and after', async () => {
    const res = await post<TAuditTemplate>('update', {
      id: created.id,
      ...valid({ name: 'Renamed', nodes: [{ name: 'Only', approverRoles: ['admin'] }] }),
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      nodes: [{ seq: 1, name: 'Only', approverRoles: ['admin'], approvers: [] }],
    });
    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'audit-template', action: 'update' },
      { token },
    );
    expect(log.body.data.list[0]).toMatchObject({
      before: { name: 'Personnel review' },
      after: { name: 'Renamed', nodes: [{ name: 'Only' }] },
    });
    expect((await post('update', { id: 999_999, ...valid() })).body.msg).toBe(
      'The approval template does not exist',
    );
  });

  it("another company's templates are neither listed nor changed", async () => {
    const other = await buildCompany(s.db);
    const theirs = await buildAuditTemplate(s.db, other.id, {
      nodes: [{ approverRoles: ['admin'] }],
    });
    expect((await list()).body.data.list.map((t) => t.id)).not.toContain(theirs.id);
    expect((await post('update', { id: theirs.id, ...valid({ enabled: false }) })).body.ret).toBe(
      1,
    );
    expect((await post('delete', { ids: [theirs.id] })).body.msg).toBe(
      'The approval template does not exist',
    );
  });

  it('refuses deleting a template with receipts under review; allows it once decided', async () => {
    await buildPersonnelFields(s.db, company.id);
    const dept = await buildDepartment(s.db, company.id, 'Dept');
    const l = await buildUser(s.db, { companyId: company.id, needsInformation: true });
    const lt = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const sub = await s.api.post<TEditIsInformationResponse>(
      '/api/study/me/EditIsInformationV2',
      {
        department: String(dept.id),
        mobile: '13912345678',
        fields: {
          employeeNo: 'E-1',
          education: '["master"]',
          hireDate: '2024-01-01',
          skills: '["sales"]',
        },
      },
      { token: lt },
    );
    expect(sub.body.data.status).toBe('pending');
    expect((await list()).body.data.list.find((t) => t.id === created.id)?.reviewingCount).toBe(1);
    const refused = await post('delete', { ids: [created.id] });
    expect(refused.body).toEqual({
      ret: 1,
      msg: 'This template still has items under review and cannot be deleted',
      data: null,
    });
    expect((await list()).body.data.total).toBe(1);
    await s.api.post(
      '/api/study/audittmpl/auditreceiptnodesubmit',
      { auditId: sub.body.data.audit!.auditId, decision: 3, remark: 'No' },
      { token },
    );
    const res = await post<{ removed: number }>('delete', { ids: [created.id] });
    expect(res.body).toMatchObject({ ret: 0, data: { removed: 1 } });
    expect((await list()).body.data.total).toBe(0);
    // The decided receipt stays readable.
    const mine = await s.api.post<TPage<{ status: number }>>(
      '/api/study/audittmpl/auditreceiptbyinitlist',
      {},
      { token: lt },
    );
    expect(mine.body.data.list[0]?.status).toBe(3);
  });

  it('lists with paging, type and keyword filters and sorting', async () => {
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      await post('create', valid({ name, enabled: false }));
    const page = await list({ pageSize: 2, sortField: 'name', sortOrder: 'ascend' });
    expect(page.body.data).toMatchObject({ total: 3, pageSize: 2 });
    expect(page.body.data.list.map((t) => t.name)).toEqual(['Alpha', 'Beta']);
    expect((await list({ keyword: 'amm' })).body.data.list.map((t) => t.name)).toEqual(['Gamma']);
    expect((await list({ keyword: '%' })).body.data.total).toBe(0);
    expect((await list({ type: 3 })).body.data.total).toBe(0);
  });

  it('finds candidate approvers of the company by account or name, at most 20', async () => {
    const res = await post<TAuditPerson[]>('candidates', { keyword: 'alice' });
    expect(res.body.data).toEqual([
      { id: approver.id, account: 'tmpl_approver', realName: 'Alice Approver' },
    ]);
    expect(
      (await post<TAuditPerson[]>('candidates', { keyword: 'tmpl_' })).body.data.map(
        (p) => p.account,
      ),
    ).toEqual(['tmpl_admin', 'tmpl_approver']);
    expect(
      (await post<TAuditPerson[]>('candidates', { keyword: 'tmpl_foreign' })).body.data,
    ).toEqual([]);
    for (let i = 0; i < 22; i++) await buildUser(s.db, { companyId: company.id });
    expect((await post<TAuditPerson[]>('candidates', {})).body.data).toHaveLength(20);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import type { Actor } from '../../core/context.ts';
import { recordChange } from './oplog.service.ts';

describe('operation log', () => {
  let s: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const admin = await buildUser(s.db, {
      companyId: company.id,
      roles: ['admin'],
      account: 'op_admin',
    });
    const otherAdmin = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    token = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    otherToken = (await s.api.login(otherAdmin.account, TEST_PASSWORD)).token;
    const actor = (companyId: number, userId: number, account: string): Actor => ({
      userId,
      companyId,
      account,
      sessionId: 'x',
      roles: ['admin'],
      isAdmin: true,
      departmentId: null,
      secrecyLevel: 50,
      mustChangePassword: false,
    });
    const a = actor(company.id, admin.id, admin.account);
    await recordChange(s.db, a, '10.0.0.1', {
      action: 'create',
      entity: 'department',
      entityId: 5,
      summary: 'R&D',
      after: { name: 'R&D', passwordHash: 'secret' },
    });
    await recordChange(s.db, a, '10.0.0.1', {
      action: 'update',
      entity: 'menu',
      entityId: 'course',
      before: { name: 'A' },
      after: { name: 'B' },
    });
    await recordChange(s.db, actor(other.id, otherAdmin.id, otherAdmin.account), '', {
      action: 'create',
      entity: 'menu',
    });
  });
  afterAll(() => s.close());

  const list = (body: Record<string, unknown>, t = token) =>
    s.api.post<TPage<TOperationLog>>('/api/manage/oplog/list', body, { token: t });

  it('lists the company changes newest first, never another company, never secrets', async () => {
    const res = await list({});
    expect(res.body.ret).toBe(0);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((l) => l.entity)).toEqual(['menu', 'department']);
    const dept = res.body.data.list[1]!;
    expect(dept).toMatchObject({
      actorAccount: 'op_admin',
      action: 'create',
      entityId: '5',
      ip: '10.0.0.1',
      after: { name: 'R&D' },
    });
    expect(JSON.stringify(res.body.data)).not.toContain('secret');
    expect((await list({}, otherToken)).body.data.total).toBe(1);
  });

  it('filters by entity, actor and time, and pages', async () => {
    expect((await list({ entity: 'menu' })).body.data.list).toHaveLength(1);
    expect((await list({ actor: 'nobody' })).body.data.total).toBe(0);
    expect(
      (await list({ from: new Date(Date.now() + 60_000).toISOString() })).body.data.total,
    ).toBe(0);
    const page2 = await list({ page: 2, pageSize: 1 });
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.data.list[0]?.entity).toBe('department');
  });

  it('refuses a bad date or page size with a message', async () => {
    expect((await list({ from: 'yesterday' })).body.ret).toBe(1);
    expect((await list({ pageSize: 1000 })).body.ret).toBe(1);
  });
});

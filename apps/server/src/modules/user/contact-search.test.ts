import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TContact } from '@ascent/shared/users';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * contact/search (spec s.7 "Home and search", issue 22): colleagues by name, account, mobile
 * or department, company-scoped, active people only, bounded, mobile numbers masked and
 * matched whole for everyone but administrators.
 */
describe('contact/search', () => {
  let s: TestServer;
  let companyId: number;
  let learner: string;
  let admin: string;
  let salesId: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    salesId = (await buildDepartment(s.db, companyId, 'Sales East')).id;
    const plant = await buildDepartment(s.db, companyId, 'Plant');
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    learner = await login(await buildUser(s.db, { companyId, departmentId: plant.id }));
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    for (let i = 1; i <= 5; i++)
      await buildUser(s.db, {
        companyId,
        realName: `Zed Walker ${i}`,
        account: `zwalker${i}`,
        departmentId: salesId,
        mobile: `1391234000${i}`,
        position: 'Sales rep',
      });
    const gone = await buildUser(s.db, { companyId, realName: 'Zed Walker Gone' });
    await setUserStatus(s.db, gone.id, 'disabled');
    // Same names in another company never show.
    await buildUser(s.db, {
      companyId: other.id,
      realName: 'Zed Walker Abroad',
      account: 'zabroad',
    });
  });
  afterAll(() => s.close());

  const search = (body: object, token = learner, lang = 'en-US') =>
    s.api.post<TPage<TContact>>('/api/study/contact/search', body, { token, lang });

  it('finds colleagues by name, paged, with masked mobile numbers', async () => {
    const page1 = await search({ keyword: 'zed walker', page: 1, pageSize: 2 });
    expect(page1.body.ret).toBe(0);
    expect(page1.body.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.body.data.list).toEqual([
      {
        userId: expect.any(Number),
        account: 'zwalker1',
        realName: 'Zed Walker 1',
        portrait: '',
        departmentId: salesId,
        departmentName: 'Sales East',
        position: 'Sales rep',
        mobile: '139****0001',
      },
      expect.objectContaining({ account: 'zwalker2', mobile: '139****0002' }),
    ]);
    const page3 = await search({ keyword: 'zed walker', page: 3, pageSize: 2 });
    expect(page3.body.data.list.map((c) => c.account)).toEqual(['zwalker5']);
  });

  it('finds by account, department and a whole mobile number; partial numbers only for admins', async () => {
    const byAccount = await search({ keyword: 'zwalker3' });
    expect(byAccount.body.data.list.map((c) => c.realName)).toEqual(['Zed Walker 3']);
    expect((await search({ keyword: 'sales east' })).body.data.total).toBe(5);
    const whole = await search({ keyword: '13912340004' });
    expect(whole.body.data.list).toMatchObject([{ account: 'zwalker4', mobile: '139****0004' }]);
    // A part of a number finds nothing for a learner (it would reveal the hidden digits)...
    expect((await search({ keyword: '1234000' })).body.data.total).toBe(0);
    // ...and everyone for an administrator, who sees the numbers.
    const asAdmin = await search({ keyword: '1234000' }, admin);
    expect(asAdmin.body.data.total).toBe(5);
    expect(asAdmin.body.data.list[0]!.mobile).toBe('13912340001');
  });

  it('never returns people of other companies or disabled people', async () => {
    const all = await search({ keyword: 'zed walker', pageSize: 20 });
    const names = all.body.data.list.map((c) => c.realName);
    expect(names).not.toContain('Zed Walker Abroad');
    expect(names).not.toContain('Zed Walker Gone');
    expect((await search({ keyword: 'zabroad' }, admin)).body.data.total).toBe(0);
  });

  it('refuses short keywords and pages beyond the bounds', async () => {
    expect((await search({ keyword: ' z ' })).body).toEqual({
      ret: 1,
      msg: 'Type at least 2 characters',
      data: { field: 'keyword' },
    });
    expect((await search({ keyword: 'z' }, learner, 'zh-CN')).body.msg).toBe('请至少输入 2 个字符');
    expect((await search({ keyword: 'zed', pageSize: 21 })).body.ret).toBe(1);
    expect((await search({ keyword: 'zed', page: 11 })).body.ret).toBe(1);
    expect((await search({ keyword: 'x'.repeat(21) })).body.ret).toBe(1);
    expect((await search({ keyword: 'zed', companyId: 1 })).body.ret).toBe(1);
  });
});

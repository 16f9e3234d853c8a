import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** study/department/tree: the caller's company's departments as {id, name, list}. */
describe('department tree', () => {
  let s: TestServer;
  let token: string;
  let otherToken: string;
  let expected: TDepartmentNode[];
  let otherExpected: TDepartmentNode[];

  beforeAll(async () => {
    s = await startTestServer();
    const mine = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    // Interleave the two companies' rows so a missing company filter would show.
    const hq = await buildDepartment(s.db, mine.id, 'Head office');
    const foreignRoot = await buildDepartment(s.db, other.id, 'Foreign HQ');
    const hr = await buildDepartment(s.db, mine.id, 'HR', hq.id);
    const tech = await buildDepartment(s.db, mine.id, 'Tech', hq.id);
    const foreignChild = await buildDepartment(s.db, other.id, 'Foreign sales', foreignRoot.id);
    const rd1 = await buildDepartment(s.db, mine.id, 'R&D 1', tech.id);
    const rd2 = await buildDepartment(s.db, mine.id, 'R&D 2', tech.id);
    const branch = await buildDepartment(s.db, mine.id, 'Branch office');
    const deep = await buildDepartment(s.db, mine.id, 'Deep team', rd2.id);
    expected = [
      {
        id: hq.id,
        name: 'Head office',
        list: [
          { id: hr.id, name: 'HR', list: [] },
          {
            id: tech.id,
            name: 'Tech',
            list: [
              { id: rd1.id, name: 'R&D 1', list: [] },
              { id: rd2.id, name: 'R&D 2', list: [{ id: deep.id, name: 'Deep team', list: [] }] },
            ],
          },
        ],
      },
      { id: branch.id, name: 'Branch office', list: [] },
    ];
    otherExpected = [
      {
        id: foreignRoot.id,
        name: 'Foreign HQ',
        list: [{ id: foreignChild.id, name: 'Foreign sales', list: [] }],
      },
    ];
    const me = await buildUser(s.db, { companyId: mine.id });
    token = (await s.api.login(me.account, TEST_PASSWORD)).token;
    const them = await buildUser(s.db, { companyId: other.id });
    otherToken = (await s.api.login(them.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  it('GET nests the tree correctly, only with the caller company', async () => {
    const res = await s.api.get<TDepartmentNode[]>('/api/study/department/tree', { token });
    expect(res.body.ret).toBe(0);
    expect(res.body.data).toEqual(expected);
  });

  it('POST answers the same tree', async () => {
    const res = await s.api.post<TDepartmentNode[]>('/api/study/department/tree', {}, { token });
    expect(res.body).toEqual({ ret: 0, msg: '', data: expected });
  });

  it('another company sees only its own departments', async () => {
    const res = await s.api.get<TDepartmentNode[]>('/api/study/department/tree', {
      token: otherToken,
    });
    expect(res.body.data).toEqual(otherExpected);
    const ids = JSON.stringify(res.body.data).match(/"id":\d+/g) ?? [];
    expect(ids).toHaveLength(2);
  });

  it('a company with no departments gets an empty list', async () => {
    const empty = await buildCompany(s.db);
    const u = await buildUser(s.db, { companyId: empty.id });
    const t = (await s.api.login(u.account, TEST_PASSWORD)).token;
    expect((await s.api.get('/api/study/department/tree', { token: t })).body).toEqual({
      ret: 0,
      msg: '',
      data: [],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '@ascent/shared/api';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import type { TLoginResponse, TManageSession } from '@ascent/shared/auth';
import type { TReportItemPage, TScopeDepartment } from '@ascent/shared/dashboard';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildPaper,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const ADMIN_REQUIRED = { ret: 7, msg: 'This account has no administrator rights', data: null };

/** Every definition of a level, as [method, path with its parameters filled in]. */
function callsOf(level: EndpointDef['auth']): [string, string][] {
  return Object.values(ENDPOINTS as Record<string, EndpointDef>)
    .filter((d) => d.auth === level)
    .map((d) => [d.method, d.path.replace(/:[A-Za-z]+/g, '1')]);
}

/**
 * The admin site for unit managers and supervisors (issue 14): they sign in to /manage (the
 * admin login and the learner site's hand-over), their session says whom they look after, the
 * `manager` calls (the dashboard, the learner reports, what a report may be opened for and
 * filtered by) answer them within their departments, and every `admin` call still refuses them
 * with ret 7, as it refuses a learner (the auth hook, core/access.ts).
 */
describe('the admin site for unit managers and supervisors', () => {
  let s: TestServer;
  let companyId: number;
  const accounts: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const manageLogin = (account: string) =>
    s.api.post<TLoginResponse>('/api/manage/accountLogin', { account, password: TEST_PASSWORD });
  const session = (token: string) => s.api.get<TManageSession>('/api/manage/session', { token });

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db, { name: 'Acme' })).id;
    const other = (await buildCompany(s.db)).id;
    const sales = await buildDepartment(s.db, companyId, 'Sales');
    const east = await buildDepartment(s.db, companyId, 'Sales East', sales.id);
    const rd = await buildDepartment(s.db, companyId, 'R&D');
    Object.assign(ids, { sales: sales.id, east: east.id, rd: rd.id });
    const person = async (key: string, departmentId: number | null, roles: string[] = []) => {
      const u = await buildUser(s.db, { companyId, departmentId, roles, realName: key });
      ids[key] = u.id;
      accounts[key] = u.account;
      tokens[key] = (await s.api.login(u.account, TEST_PASSWORD)).token;
    };
    await person('admin', null, ['admin']);
    await person('manager', sales.id, ['unit_manager']);
    await person('supervisor', rd.id, ['supervisor']);
    await person('lonelyManager', null, ['unit_manager']);
    await person('learner', east.id);
    await person('lecturer', east.id, ['lecturer_internal', 'attendance_manager']);

    const paper = await buildPaper(s.db, { companyId });
    ids.safety = (await buildCourse(s.db, { companyId, title: 'Safety basics' })).id;
    ids.fire = (await buildCourse(s.db, { companyId, title: 'Fire drill' })).id;
    ids.draft = (
      await buildCourse(s.db, {
        companyId,
        title: 'Safety draft',
        status: 'draft',
        publishedAt: null,
      })
    ).id;
    ids.foreign = (await buildCourse(s.db, { companyId: other, title: 'Safety abroad' })).id;
    ids.exam = (await buildExam(s.db, { companyId, paperId: paper.id, name: 'Safety exam' })).id;
  });

  afterAll(async () => {
    await s.close();
  });

  it('manage/accountLogin admits a unit manager and a supervisor, and still refuses other roles', async () => {
    for (const key of ['manager', 'supervisor']) {
      const ok = await manageLogin(accounts[key]!);
      expect(ok.body.ret).toBe(0);
      expect(ok.body.data).toMatchObject({ isAdmin: false, canManage: true });
    }
    const admin = await manageLogin(accounts.admin!);
    expect(admin.body.data).toMatchObject({ isAdmin: true, canManage: true });
    for (const key of ['learner', 'lecturer'])
      expect((await manageLogin(accounts[key]!)).body).toEqual(ADMIN_REQUIRED);
  });

  it('the learner login and profile say canManage, which the learner site shows its admin link by', async () => {
    const expected = {
      manager: true,
      supervisor: true,
      admin: true,
      learner: false,
      lecturer: false,
    };
    for (const [key, canManage] of Object.entries(expected)) {
      expect((await s.api.login(accounts[key]!, TEST_PASSWORD)).canManage).toBe(canManage);
      const profile = await s.api.get<{ canManage: boolean }>('/api/study/me/profile', {
        token: tokens[key]!,
      });
      expect(profile.body.data.canManage).toBe(canManage);
    }
  });

  it('manage/session says whom the caller looks after: the company, or their departments', async () => {
    expect((await session(tokens.admin!)).body.data.scope).toEqual({
      kind: 'company',
      departments: [],
    });
    const manager = (await session(tokens.manager!)).body.data;
    expect(manager).toMatchObject({
      userId: ids.manager,
      companyName: 'Acme',
      scope: { kind: 'departments', departments: [{ id: ids.sales, name: 'Sales' }] },
    });
    expect((await session(tokens.supervisor!)).body.data.scope).toEqual({
      kind: 'departments',
      departments: [{ id: ids.rd, name: 'R&D' }],
    });
    // Without a department: nothing to look after (the figures refuse, ret 7).
    expect((await session(tokens.lonelyManager!)).body.data.scope).toEqual({
      kind: 'departments',
      departments: [],
    });
    expect((await session(tokens.learner!)).body).toEqual(ADMIN_REQUIRED);
    expect((await session(tokens.lecturer!)).body).toEqual(ADMIN_REQUIRED);
  });

  it('the learner site hands a unit manager over to the admin site; a learner gets no code', async () => {
    const code = await s.api.post<{ code: string }>(
      '/api/study/me/createauth',
      {},
      { token: tokens.manager! },
    );
    expect(code.body.ret).toBe(0);
    const opened = await s.api.post<TLoginResponse>('/api/manage/handover', {
      code: code.body.data.code,
    });
    expect(opened.body.data).toMatchObject({ isAdmin: false, canManage: true });
    expect((await session(opened.body.data.token)).body.data.scope.kind).toBe('departments');
    expect(
      (await s.api.post('/api/study/me/createauth', {}, { token: tokens.learner! })).body,
    ).toEqual(ADMIN_REQUIRED);
  });

  it('every admin call refuses a unit manager and a supervisor with ret 7, as a learner', async () => {
    const calls = callsOf('admin');
    expect(calls.length).toBeGreaterThan(100);
    for (const key of ['manager', 'supervisor', 'learner']) {
      for (const [method, path] of calls) {
        const res = await s.api.call(method, path, {
          token: tokens[key]!,
          body: method === 'GET' ? undefined : {},
        });
        expect({ call: `${method} ${path}`, body: res.body }).toEqual({
          call: `${method} ${path}`,
          body: ADMIN_REQUIRED,
        });
      }
    }
  });

  it('an administrator passes the same gate (a sample of admin calls answers)', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/manage/user/list', {}],
      ['POST', '/api/manage/course/list', {}],
      ['POST', '/api/manage/exam/list', {}],
      ['POST', '/api/manage/company/config', {}],
    ] as const) {
      const res = await s.api.call(method, path, { token: tokens.admin!, body });
      expect({ call: path, ret: res.body.ret }).toEqual({ call: path, ret: 0 });
    }
  });

  it('every manager call admits a unit manager and a supervisor, and refuses a learner', async () => {
    const bodies: Record<string, object> = {
      '/api/manage/dashboard/report/learners': { kind: 'course', itemId: ids.safety },
      '/api/manage/dashboard/report/export': { kind: 'course', itemId: ids.safety },
      '/api/manage/dashboard/report/items': { kind: 'course' },
    };
    const calls = callsOf('manager');
    expect(calls.map(([m, p]) => `${m} ${p}`)).toContain('GET /api/manage/session');
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : (bodies[path] ?? {});
      for (const key of ['manager', 'supervisor', 'admin']) {
        const res = await s.api.call(method, path, { token: tokens[key]!, body });
        expect({ call: `${key} ${path}`, ret: res.body.ret }).toEqual({
          call: `${key} ${path}`,
          ret: 0,
        });
      }
      const refused = await s.api.call(method, path, { token: tokens.learner!, body });
      expect(refused.body).toEqual(ADMIN_REQUIRED);
    }
  });

  it("report/items lists the company's published courses and exams by title, any case", async () => {
    const items = async (token: string, body: object) =>
      (await s.api.post<TReportItemPage>('/api/manage/dashboard/report/items', body, { token }))
        .body.data;
    const courses = await items(tokens.manager!, { kind: 'course' });
    expect(courses.total).toBe(2);
    expect(courses.list.map((i) => i.id).sort()).toEqual([ids.safety, ids.fire].sort());
    expect(courses.list[0]!.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const found = await items(tokens.supervisor!, { kind: 'course', keyword: 'SAFETY' });
    expect(found.list.map((i) => i.title)).toEqual(['Safety basics']);
    expect(await items(tokens.admin!, { kind: 'exam', keyword: '%' })).toMatchObject({ total: 0 });
    const exams = await items(tokens.admin!, { kind: 'exam', pageSize: 1 });
    expect(exams).toEqual({
      list: [expect.objectContaining({ id: ids.exam, title: 'Safety exam' })],
      total: 1,
      page: 1,
      pageSize: 1,
    });
  });

  it("departments answers the caller's subtree (the company's for an administrator)", async () => {
    const departments = async (token: string) =>
      (await s.api.post<TScopeDepartment[]>('/api/manage/dashboard/departments', {}, { token }))
        .body;
    expect((await departments(tokens.manager!)).data).toEqual([
      { id: ids.sales, parentId: null, name: 'Sales' },
      { id: ids.east, parentId: ids.sales, name: 'Sales East' },
    ]);
    expect((await departments(tokens.supervisor!)).data).toEqual([
      { id: ids.rd, parentId: null, name: 'R&D' },
    ]);
    expect((await departments(tokens.admin!)).data).toHaveLength(3);
    expect((await departments(tokens.lonelyManager!)).ret).toBe(7);
  });

  it("a unit manager's report filter outside their subtree is refused", async () => {
    const res = await s.api.post(
      '/api/manage/dashboard/report/learners',
      { kind: 'course', itemId: ids.safety, departmentId: ids.rd },
      { token: tokens.manager! },
    );
    expect(res.body.ret).toBe(1);
  });
});

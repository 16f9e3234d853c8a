import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCompanyInfo,
  TDepartmentNode,
  TMenuListResponse,
  TPlatformConfig,
} from '@ascent/shared/platform';
import type { TProfile } from '@ascent/shared/profile';
import type { TPage } from '@ascent/shared/admin';
import type { TAuditTemplate } from '@ascent/shared/audit';
import type { TSearchResult } from '@ascent/shared/search';
import type { TBanner } from '@ascent/shared/home';
import type { AttemptPaper, MyExamRow } from '@ascent/shared/exam';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { seedDemoCompany } from './seed.ts';
import { DEMO_COMPANY, DEMO_DEPARTMENTS, DEMO_MENUS, DEMO_USERS } from './demo-company.ts';

/** decisions.md s.4: the demo company on an empty database. */
const DEMO_PASSWORD = 'Welcome@2026';
const ACCOUNTS = ['admin', 'learner', 'lecturer', 'reviewer', 'manager', 'newhire'];

describe('seedDemoCompany', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** Each demo account's password once its person changed it at the first sign-in. */
  const passwords = new Map<string, string>();
  async function signIn(account: string): Promise<{ token: string }> {
    const now = passwords.get(account) ?? DEMO_PASSWORD;
    const { token, password } = await s.api.loginAsPerson(
      account,
      now,
      `Chosen#Sky7Qz${account.length}`,
    );
    passwords.set(account, password);
    return { token };
  }

  const countDepartments = (nodes: TDepartmentNode[]): number =>
    nodes.reduce((n, d) => n + 1 + countDepartments(d.list), 0);

  it('creates the demo company on an empty database', async () => {
    expect((await s.api.post('/api/study/platform/config', {})).body.ret).toBe(1);
    expect(await seedDemoCompany(s.db, DEMO_PASSWORD)).toBe(true);
    const config = await s.api.post<TPlatformConfig>('/api/study/platform/config', {});
    expect(config.body.ret).toBe(0);
    expect(config.body.data).toMatchObject({
      companyName: DEMO_COMPANY.name,
      useStrongPass: 1,
      languages: 'zh_CN,zh_TW,en_US',
    });
  });

  it('has the six demo accounts, each signing in with the demo password and changePassword set', async () => {
    expect(DEMO_USERS.map((u) => u.account)).toEqual(ACCOUNTS);
    for (const account of ACCOUNTS) {
      const res = await s.api.tryLogin(account, DEMO_PASSWORD);
      expect(res.body.ret, account).toBe(0);
      expect(res.body.data.changePassword, account).toBe(true);
      expect(res.body.data.isAdmin, account).toBe(account === 'admin');
      expect((await s.api.tryLogin(account, 'Not@ThePass9')).body.ret, account).toBe(1);
    }
  });

  it('gives the accounts their roles and departments', async () => {
    const expectRoles: Record<string, string[]> = {
      admin: ['admin', 'learner'],
      learner: ['learner'],
      lecturer: ['learner', 'lecturer_internal'],
      reviewer: ['exam_reviewer', 'homework_reviewer', 'learner'],
      manager: ['learner', 'unit_manager'],
      newhire: ['learner'],
    };
    const deptName = Object.fromEntries(DEMO_DEPARTMENTS.map(([key, name]) => [key, name]));
    for (const u of DEMO_USERS) {
      const { token } = await s.api.login(u.account, DEMO_PASSWORD);
      const p = (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data;
      expect(p.roles, u.account).toEqual(expectRoles[u.account]);
      expect(p.departmentName, u.account).toBe(deptName[u.dept]);
      expect(p.changePassword).toBe(true);
    }
    for (const account of ['learner', 'newhire']) {
      const { token } = await s.api.login(account, DEMO_PASSWORD);
      expect(
        (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data.isInformation,
        account,
      ).toBe(1);
    }
  });

  it('has two units with the demo learner in both, managing the one a sign-in lands in', async () => {
    const { token } = await s.api.login('learner', DEMO_PASSWORD);
    const units = (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data.units;
    expect(units.map(({ name, manager, current }) => ({ name, manager, current }))).toEqual([
      { name: '星河医疗集团', manager: true, current: true },
      { name: '远航物流有限公司', manager: false, current: false },
    ]);
    // Nobody else is in a unit.
    const { token: newhire } = await s.api.login('newhire', DEMO_PASSWORD);
    expect(
      (await s.api.get<TProfile>('/api/study/me/profile', { token: newhire })).body.data.units,
    ).toEqual([]);
  });

  it('has every menu on and the department tree', async () => {
    const { token } = await signIn('admin');
    const menus = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token })).body
      .data.dataList.MenuList;
    expect(menus.map((m) => m.menuCode)).toEqual(DEMO_MENUS.map(([code]) => code));
    const info = (await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token })).body
      .data;
    expect(info.useStrongPass).toBe(1);
    expect(info.menu).toContain('audit');
    const tree = (await s.api.get<TDepartmentNode[]>('/api/study/department/tree', { token })).body
      .data;
    expect(countDepartments(tree)).toBe(DEMO_DEPARTMENTS.length);
  });

  it('has an active personnel-information template approved by any administrator', async () => {
    const { token } = await signIn('admin');
    const res = await s.api.post<TPage<TAuditTemplate>>(
      '/api/manage/audit-template/list',
      {},
      { token },
    );
    // Issue 6 adds templates of other types (sign-up, leave, IDP); one of type 2.
    const personnel = res.body.data.list.filter((t) => t.type === 2);
    expect(personnel).toHaveLength(1);
    expect(personnel[0]).toMatchObject({
      type: 2,
      enabled: true,
      nodes: [{ seq: 1, approverUserIds: [], approverRoles: ['admin'] }],
    });
  });

  it('has a starting catalogue: published courses and knowledge items a learner finds', async () => {
    const { token } = await signIn('learner');
    const centre = await s.api.post<TPage<{ title: string }>>(
      '/api/study/course/list',
      { page: 1, pageSize: 10 },
      { token },
    );
    expect(centre.body.ret).toBe(0);
    expect(centre.body.data.list.map((c) => c.title)).toContain('信息安全基础培训');
    const found = await s.api.post<TSearchResult>(
      '/api/study/home/search',
      { keyword: '安全' },
      { token },
    );
    expect(found.body.ret).toBe(0);
    const totals = Object.fromEntries(found.body.data.kinds.map((k) => [k.kind, k.total]));
    expect(totals.course).toBeGreaterThan(0);
    expect(totals.knowledge).toBeGreaterThan(0);
  });

  it('shows its catalogue with covers and its home with banners leading to demo items', async () => {
    const { token } = await signIn('learner');
    const list = async (path: string, body: object) =>
      (
        await s.api.post<TPage<{ cover: string }>>(
          path,
          { page: 1, pageSize: 50, ...body },
          { token },
        )
      ).body.data.list;
    const covers = (rows: { cover: string }[]) => rows.map((r) => r.cover);
    const courses = await list('/api/study/course/list', {});
    expect(courses.length).toBeGreaterThan(0);
    for (const c of covers(courses)) expect(c).toMatch(/^\/covers\/course-[1-5]\.svg$/);
    const knowledge = await list('/api/study/knowledge/list', {});
    expect(knowledge.length).toBeGreaterThan(0);
    for (const c of covers(knowledge)) expect(c).toMatch(/^\/covers\/knowledge-[1-5]\.svg$/);
    for (const kind of ['newstaff', 'map']) {
      const programmes = await list('/api/study/programme/list', { kind });
      expect(programmes.length, kind).toBeGreaterThan(0);
      for (const c of covers(programmes)) expect(c).toMatch(/^\/covers\/programme-[1-5]\.svg$/);
    }

    const banners = await s.api.post<TBanner[]>('/api/study/banner/list', {}, { token });
    expect(banners.body.ret).toBe(0);
    expect(banners.body.data.length).toBeGreaterThanOrEqual(3);
    for (const b of banners.body.data) {
      expect(b.title).not.toBe('');
      expect(b.imageUrl).toMatch(/^\/covers\/banner-[1-5]\.svg$/);
      expect(b.linkUrl).toMatch(/^\/(course|newstaff|map)\/detail\?id=\d+$/);
    }
    // Each banner leads to an item the learner may open.
    const course = banners.body.data.find((b) => b.linkUrl.startsWith('/course/'))!;
    const id = Number(new URLSearchParams(course.linkUrl.split('?')[1]).get('id'));
    expect((await s.api.get(`/api/study/course/${id}/detail`, { token })).body.ret).toBe(0);
  });

  it('has an exam to sit, a bank to practise and a survey to answer', async () => {
    const { token } = await signIn('learner');
    const mine = await s.api.post<TPage<MyExamRow>>(
      '/api/study/me/exam/list',
      { page: 1, pageSize: 10 },
      { token },
    );
    const exam = mine.body.data.list.find((e) => e.name === '信息安全基础考试');
    expect(exam).toMatchObject({ timeState: 'in_progress', totalScore: 100, passScore: 60 });
    const started = await s.api.post<{ attemptId: number }>(
      '/api/study/exam/start',
      { examId: exam!.id },
      { token },
    );
    expect(started.body.ret).toBe(0);
    const paper = await s.api.get<AttemptPaper>(
      `/api/study/exam/attempt/${started.body.data.attemptId}`,
      { token },
    );
    expect(paper.body.data.questions.map((q) => q.type)).toEqual([1, 1, 2, 3, 4, 5]);
    const banks = await s.api.post('/api/study/practice/banks', {}, { token });
    expect(banks.body.ret).toBe(0);
    expect(JSON.stringify(banks.body.data)).toContain('信息安全基础题库');
    const surveys = await s.api.post<TPage<{ title: string }>>(
      '/api/study/survey/list',
      { page: 1, pageSize: 10 },
      { token },
    );
    expect(surveys.body.data.list.map((x) => x.title)).toContain('培训满意度调查');
  });

  it('has open sign-ups and a sign-up approval template (audit type 3)', async () => {
    const admin = await signIn('admin');
    const templates = await s.api.post<TPage<TAuditTemplate>>(
      '/api/manage/audit-template/list',
      {},
      { token: admin.token },
    );
    expect(templates.body.data.list.filter((t) => t.type === 3 && t.enabled)).toHaveLength(1);
    const { token } = await signIn('learner');
    const open = await s.api.post<TPage<{ kind: number; window: string }>>(
      '/api/study/signup/list',
      { tab: 'open' },
      { token },
    );
    expect(open.body.data.list.map((r) => r.kind).sort()).toEqual([3, 4]);
  });

  it('a second call does nothing', async () => {
    const { token } = await signIn('admin');
    const before = (await s.api.post<TPlatformConfig>('/api/study/platform/config', {})).body.data;
    expect(await seedDemoCompany(s.db, 'Another@Pass1')).toBe(false);
    const after = (await s.api.post<TPlatformConfig>('/api/study/platform/config', {})).body.data;
    expect(after).toEqual(before);
    const tree = (await s.api.get<TDepartmentNode[]>('/api/study/department/tree', { token })).body
      .data;
    expect(countDepartments(tree)).toBe(DEMO_DEPARTMENTS.length);
    const menus = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token })).body
      .data.dataList.MenuList;
    expect(menus).toHaveLength(DEMO_MENUS.length);
    // The accounts keep their passwords.
    expect((await s.api.tryLogin('learner', passwords.get('learner')!)).body.ret).toBe(0);
    expect((await s.api.tryLogin('learner', 'Another@Pass1')).body.ret).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAdminMenu, TAdminMenuList } from '@ascent/shared/config';
import type { TCompanyInfo, TMenuListResponse } from '@ascent/shared/platform';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildMenus,
  buildUser,
  buildWebsite,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** manage/menu/list, update, create, delete, reorder, copy and reset, seen by the learner header. */
describe('menus (admin)', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let siteId: number;
  let admin: string;
  let learner: string;
  let siteLearner: string;
  let otherMenuId: number;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db);
    await buildMenus(s.db, company.id, null, { codes: ['course', 'knowledge', 'exam', 'audit'] });
    siteId = (await buildWebsite(s.db, company.id, 'Second site')).id;
    const other = await buildCompany(s.db);
    await buildMenus(s.db, other.id, null, { codes: ['course'] });
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: company.id });
    const sl = await buildUser(s.db, { companyId: company.id, lastWebsiteId: siteId });
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    siteLearner = (await s.api.login(sl.account, TEST_PASSWORD)).token;
    const otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
    otherMenuId = (
      await s.api.post<TAdminMenuList>('/api/manage/menu/list', {}, { token: otherAdmin })
    ).body.data.list[0]!.id;
  });
  afterAll(() => s.close());

  const call = <T>(action: string, body: unknown, lang?: string) =>
    s.api.post<T>(`/api/manage/menu/${action}`, body, { token: admin, lang });
  const list = async (websiteId: number | null = null) =>
    (await call<TAdminMenuList>('list', { websiteId })).body.data;
  const header = async (token = learner, lang = 'en-US') =>
    (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token, lang })).body.data
      .dataList.MenuList;
  const byCode = async (code: string, websiteId: number | null = null) =>
    (await list(websiteId)).list.find((m) => m.menuCode === code)!;
  const edit = (m: TAdminMenu, patch: Partial<TAdminMenu>) => {
    const { id, menuName, langNames, url, resourceId, labelId, checked } = { ...m, ...patch };
    return call<TAdminMenu>('update', {
      id,
      menuName,
      langNames: { zh_CN: '', zh_TW: '', en_US: '', ...langNames },
      url,
      resourceId,
      labelId,
      checked,
    });
  };
  const logs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'menu' },
        { token: admin },
      )
    ).body.data;

  it('lists the company-wide entries in order, product entries not custom', async () => {
    const res = await list();
    expect(res.websiteId).toBeNull();
    expect(res.own).toBe(true);
    expect(res.list.map((m) => m.menuCode)).toEqual(['course', 'knowledge', 'exam', 'audit']);
    expect(res.list[0]).toMatchObject({
      menuCode: 'course',
      menuName: '课程中心',
      langNames: { zh_CN: '课程中心', zh_TW: '課程中心', en_US: 'Courses' },
      checked: true,
      url: '/course/center',
      resourceId: null,
      labelId: 0,
      websiteId: null,
      custom: false,
    });
    const site = await list(siteId);
    expect(site).toEqual({ websiteId: siteId, own: false, list: [] });
  });

  it('renames an entry per locale: the learner header follows at once, and the change is logged', async () => {
    const course = await byCode('course');
    const res = await edit(course, {
      langNames: { ...course.langNames, en_US: 'Learning Hub' },
      labelId: 2,
      resourceId: 42,
    });
    expect(res.body.ret).toBe(0);
    expect(res.body.msg).toBe('Modified successfully');
    const item = (await header()).find((m) => m.menuCode === 'course')!;
    expect(item).toMatchObject({
      langNames: { zh_CN: '课程中心', zh_TW: '課程中心', en_US: 'Learning Hub' },
      labelId: 2,
      resourceId: 42,
    });
    // The site without its own menus shows the company-wide ones.
    expect((await header(siteLearner)).find((m) => m.menuCode === 'course')?.langNames.en_US).toBe(
      'Learning Hub',
    );
    expect((await logs()).list[0]).toMatchObject({
      action: 'update',
      entityId: String(course.id),
      summary: 'course',
      before: { langNames: { en_US: 'Courses' }, labelId: 0 },
      after: { langNames: { en_US: 'Learning Hub' }, labelId: 2 },
    });
  });

  it('switching an entry off hides it from the header and from companyInfo.menu', async () => {
    const knowledge = await byCode('knowledge');
    expect((await edit(knowledge, { checked: false })).body.ret).toBe(0);
    expect((await header()).map((m) => m.menuCode)).toEqual(['course', 'exam', 'audit']);
    const info = (await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token: learner }))
      .body.data;
    expect(info.menu).toEqual(['course', 'exam', 'audit']);
    await edit(knowledge, { checked: true });
  });

  it('refuses bad names, links and an entry of another company', async () => {
    const course = await byCode('course');
    expect(
      (await edit(course, { langNames: { ...course.langNames, en_US: 'x'.repeat(21) } })).body,
    ).toEqual({ ret: 1, msg: 'At most 20 characters', data: { field: 'langNames.en_US' } });
    expect((await edit(course, { url: 'javascript:alert(1)' })).body.msg).toBe(
      'Enter an address starting with http://, https:// or /',
    );
    expect((await edit(course, { menuName: ' ' })).body.msg).toBe('This field is required');
    expect((await edit({ ...course, id: otherMenuId }, {})).body).toEqual({
      ret: 1,
      msg: 'The menu entry does not exist',
      data: null,
    });
    expect((await byCode('course')).langNames.en_US).toBe('Learning Hub');
  });

  it('reorders a scope: ids must be exactly its entries', async () => {
    const ids = (await list()).list.map((m) => m.id);
    const reversed = [...ids].reverse();
    const res = await call<TAdminMenuList>('reorder', { websiteId: null, ids: reversed });
    expect(res.body.ret).toBe(0);
    expect(res.body.data.list.map((m) => m.id)).toEqual(reversed);
    expect((await header()).map((m) => m.menuCode)).toEqual([
      'audit',
      'exam',
      'knowledge',
      'course',
    ]);
    expect((await logs()).list[0]).toMatchObject({
      action: 'reorder',
      before: ['course', 'knowledge', 'exam', 'audit'],
      after: ['audit', 'exam', 'knowledge', 'course'],
    });
    const stale = await call('reorder', { websiteId: null, ids: ids.slice(1) });
    expect(stale.body).toEqual({
      ret: 1,
      msg: 'The list has changed. Reload and try again',
      data: null,
    });
    expect(
      (await call('reorder', { websiteId: null, ids: [...ids.slice(1), otherMenuId] })).body.ret,
    ).toBe(1);
    await call('reorder', { websiteId: null, ids });
  });

  it('creates a custom entry at the end; its code must be new and not a product code', async () => {
    const res = await call<TAdminMenu>('create', {
      menuCode: 'handbook',
      menuName: '员工手册',
      langNames: { zh_CN: '员工手册', zh_TW: '員工手冊', en_US: 'Handbook' },
      url: 'https://handbook.example.com',
      labelId: 1,
    });
    expect(res.body.ret).toBe(0);
    expect(res.body.data).toMatchObject({
      menuCode: 'handbook',
      custom: true,
      checked: true,
      websiteId: null,
    });
    expect((await header()).map((m) => m.menuCode).at(-1)).toBe('handbook');
    const again = await call('create', { menuCode: 'handbook', menuName: 'Again', url: '/x' });
    expect(again.body).toEqual({
      ret: 1,
      msg: 'This menu code is already in use',
      data: { field: 'menuCode' },
    });
    expect((await call('create', { menuCode: 'shop', menuName: 'Shop', url: '/x' })).body.msg).toBe(
      'This code belongs to a product menu; choose another',
    );
    expect((await call('create', { menuCode: 'x y', menuName: 'X', url: '/x' })).body.ret).toBe(1);
    expect((await call('create', { menuCode: 'nolink', menuName: 'X' })).body.msg).toBe(
      'This field is required',
    );
  });

  it('two creates racing for one code: one wins, the other is refused (never a 5xx)', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call<TAdminMenu>('create', { menuCode: 'racer', menuName: 'R', url: '/r' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.ret === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.ret !== 0))
      expect(r.body.msg).toBe('This menu code is already in use');
    const winner = results.find((r) => r.body.ret === 0)!.body.data;
    expect((await call('delete', { id: winner.id })).body.ret).toBe(0);
  });

  it('deletes custom entries only', async () => {
    const course = await byCode('course');
    expect((await call('delete', { id: course.id })).body).toEqual({
      ret: 1,
      msg: 'Only custom entries can be deleted; product entries can be switched off',
      data: null,
    });
    const handbook = await byCode('handbook');
    expect((await call('delete', { id: handbook.id })).body.ret).toBe(0);
    expect((await header()).map((m) => m.menuCode)).not.toContain('handbook');
    expect((await call('delete', { id: otherMenuId })).body.msg).toBe(
      'The menu entry does not exist',
    );
    expect((await logs()).list[0]).toMatchObject({ action: 'delete', summary: 'handbook' });
  });

  describe('per-website menus', () => {
    it('a custom entry on a site that uses the company menus is refused', async () => {
      const res = await call('create', {
        websiteId: siteId,
        menuCode: 'x',
        menuName: 'X',
        url: '/x',
      });
      expect(res.body.msg).toBe(
        'This website shows the company-wide menus; copy them to the website first',
      );
    });

    it('copy starts the site own menus; its header then follows them alone', async () => {
      const res = await call<TAdminMenuList>('copy', { websiteId: siteId });
      expect(res.body.ret).toBe(0);
      expect(res.body.data.own).toBe(true);
      expect(res.body.data.list.map((m) => m.menuCode)).toEqual(
        (await list()).list.map((m) => m.menuCode),
      );
      expect(res.body.data.list.every((m) => m.websiteId === siteId)).toBe(true);
      expect((await call('copy', { websiteId: siteId })).body.msg).toBe(
        'This website already has its own menus',
      );

      const exam = await byCode('exam', siteId);
      await edit(exam, { checked: false, langNames: { ...exam.langNames, en_US: 'Tests' } });
      expect((await header(siteLearner)).map((m) => m.menuCode)).not.toContain('exam');
      // The company-wide entries (and so the main site's header) are unchanged.
      expect((await header()).map((m) => m.menuCode)).toContain('exam');

      const custom = await call<TAdminMenu>('create', {
        websiteId: siteId,
        menuCode: 'partners',
        menuName: 'Partners',
        url: '/partners',
      });
      expect(custom.body.data.websiteId).toBe(siteId);
      expect((await header(siteLearner)).map((m) => m.menuCode).at(-1)).toBe('partners');
      expect((await header()).map((m) => m.menuCode)).not.toContain('partners');
    });

    it('reset drops the site own menus: it shows the company-wide ones again', async () => {
      const res = await call<TAdminMenuList>('reset', { websiteId: siteId });
      expect(res.body.data).toEqual({ websiteId: siteId, own: false, list: [] });
      expect((await header(siteLearner)).map((m) => m.menuCode)).toEqual(
        (await header()).map((m) => m.menuCode),
      );
      expect((await logs()).list[0]).toMatchObject({ action: 'reset', entityId: String(siteId) });
    });

    it('a site of another company is "The website does not exist"', async () => {
      const foreign = (await buildWebsite(s.db, (await buildCompany(s.db)).id, 'Foreign')).id;
      for (const action of ['list', 'copy', 'reset'])
        expect((await call(action, { websiteId: foreign })).body.msg, action).toBe(
          'The website does not exist',
        );
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAdminWebsite, TWebsiteDeleted } from '@ascent/shared/config';
import type { TMenuListResponse, TPlatformConfig } from '@ascent/shared/platform';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildMenus,
  buildUser,
  buildWebsite,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** manage/website/list, create, update and delete. */
describe('websites (admin)', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let admin: string;
  let otherAdmin: string;
  let otherSiteId: number;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, { name: 'Sites Co.' });
    await buildMenus(s.db, company.id, null, { codes: ['course', 'exam'] });
    const other = await buildCompany(s.db);
    otherSiteId = (await buildWebsite(s.db, other.id, 'Taken', 'taken.example.com')).id;
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T>(action: string, body: unknown, token = admin, lang?: string) =>
    s.api.post<T>(`/api/manage/website/${action}`, body, { token, lang });
  const list = async (body: Record<string, unknown> = {}, token = admin) =>
    (await call<TPage<TAdminWebsite>>('list', body, token)).body.data;
  const create = (body: Record<string, unknown>) => call<TAdminWebsite>('create', body);
  const logs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'website' },
        { token: admin },
      )
    ).body.data;

  it('lists the company sites with their user counts and menu mode, never another company', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.list[0]).toEqual({
      id: company.websiteId,
      platformName: 'Main site',
      domain: '',
      active: true,
      sort: 0,
      ownMenus: false,
      users: 0,
    });
    const theirs = (await list({}, otherAdmin)).list.map((w) => w.id);
    expect(theirs).toContain(otherSiteId);
    expect(theirs).not.toContain(company.websiteId);
  });

  it('creates a site with a lowercase host; platform/config finds it by that host', async () => {
    const res = await create({
      platformName: ' Partner academy ',
      domain: 'Academy.Example.COM',
      sort: 5,
    });
    expect(res.body.ret).toBe(0);
    expect(res.body.data).toMatchObject({
      platformName: 'Partner academy',
      domain: 'academy.example.com',
      active: true,
      sort: 5,
    });
    const config = (
      await s.api.post<TPlatformConfig>('/api/study/platform/config', {
        site: 'academy.example.com',
      })
    ).body.data;
    expect(config.CustomerID).toBe(company.id);
    expect(config.lastWebsiteID).toBe(res.body.data.id);
    expect((await logs()).list[0]).toMatchObject({
      action: 'create',
      entityId: String(res.body.data.id),
      after: { platformName: 'Partner academy', domain: 'academy.example.com' },
    });
  });

  it('refuses a host another site uses (any company), a bad host and a missing name', async () => {
    expect((await create({ platformName: 'Copy', domain: 'TAKEN.example.com' })).body).toEqual({
      ret: 1,
      msg: 'Another website already uses this host name',
      data: { field: 'domain' },
    });
    expect((await create({ platformName: 'Bad', domain: 'http://x.com' })).body.msg).toBe(
      'Enter a valid host name (such as learn.example.com)',
    );
    expect((await create({ platformName: '  ' })).body.msg).toBe('This field is required');
    expect((await list()).total).toBe(2);
  });

  it('two saves racing for one host: one wins, the other is refused (never a 5xx)', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => create({ platformName: `Racer ${i}`, domain: 'race.example.com' })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.ret === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.ret !== 0))
      expect(r.body.msg).toBe('Another website already uses this host name');
    const winner = results.find((r) => r.body.ret === 0)!.body.data;
    expect((await call('delete', { id: winner.id })).body.ret).toBe(0);
  });

  it('pages, sorts and searches', async () => {
    await create({ platformName: 'Zeta site', sort: 9 });
    expect((await list({ keyword: 'academy' })).list.map((w) => w.platformName)).toEqual([
      'Partner academy',
    ]);
    expect(
      (await list({ sortField: 'platformName', sortOrder: 'descend' })).list.map(
        (w) => w.platformName,
      ),
    ).toEqual(['Zeta site', 'Partner academy', 'Main site']);
    const p2 = await list({ page: 2, pageSize: 2 });
    expect(p2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(p2.list.map((w) => w.platformName)).toEqual(['Zeta site']);
  });

  it('updates a site and logs before and after; refuses a site of another company', async () => {
    const site = (await list({ keyword: 'Zeta' })).list[0]!;
    const res = await call<TAdminWebsite>('update', {
      id: site.id,
      platformName: 'Zeta campus',
      domain: 'zeta.example.com',
      active: true,
      sort: 1,
    });
    expect(res.body.data).toMatchObject({
      platformName: 'Zeta campus',
      domain: 'zeta.example.com',
      sort: 1,
    });
    expect((await logs()).list[0]).toMatchObject({
      action: 'update',
      before: { platformName: 'Zeta site', domain: '' },
      after: { platformName: 'Zeta campus', domain: 'zeta.example.com' },
    });
    // Keeping its own host is fine; taking another's is not.
    expect(
      (
        await call('update', {
          id: site.id,
          platformName: 'Zeta campus',
          domain: 'zeta.example.com',
        })
      ).body.ret,
    ).toBe(0);
    expect(
      (await call('update', { id: site.id, platformName: 'Zeta', domain: 'academy.example.com' }))
        .body.msg,
    ).toBe('Another website already uses this host name');
    expect((await call('update', { id: otherSiteId, platformName: 'Mine now' })).body).toEqual({
      ret: 1,
      msg: 'The website does not exist',
      data: null,
    });
  });

  it('keeps at least one active site', async () => {
    const sites = (await list()).list;
    for (const w of sites.slice(1))
      expect((await call('update', { ...pick(w), active: false })).body.ret).toBe(0);
    const last = sites[0]!;
    const res = await call('update', { ...pick(last), active: false });
    expect(res.body).toEqual({ ret: 1, msg: 'At least one website must stay active', data: null });
    for (const w of sites.slice(1)) await call('update', { ...pick(w), active: true });
  });

  it('deleting a site moves its users to the first remaining site and drops its own menus', async () => {
    const site = (await create({ platformName: 'Doomed', sort: 0 })).body.data;
    await buildMenus(s.db, company.id, site.id, { codes: ['exam'] });
    const user = await buildUser(s.db, { companyId: company.id, lastWebsiteId: site.id });
    const token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    const before = (await list({ keyword: 'Doomed' })).list[0]!;
    expect(before).toMatchObject({ users: 1, ownMenus: true });
    const menus = async () =>
      (
        await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token })
      ).body.data.dataList.MenuList.map((m) => m.menuCode);
    expect(await menus()).toEqual(['exam']);

    const res = await call<TWebsiteDeleted>('delete', { id: site.id });
    expect(res.body.ret).toBe(0);
    const first = (await list()).list[0]!;
    expect(res.body.data).toEqual({ movedUsers: 1, movedTo: first.id });
    expect((await list({ keyword: 'Doomed' })).total).toBe(0);
    expect(await menus()).toEqual(['course', 'exam']);
    expect((await logs()).list[0]).toMatchObject({
      action: 'delete',
      entityId: String(site.id),
      before: { platformName: 'Doomed', ownMenus: 1 },
      after: { movedUsers: 1, movedTo: first.id },
    });
  });

  it('refuses to delete the last site, or a site of another company', async () => {
    expect((await call('delete', { id: otherSiteId })).body.msg).toBe('The website does not exist');
    const sites = (await list()).list;
    for (const w of sites.slice(1)) expect((await call('delete', { id: w.id })).body.ret).toBe(0);
    const res = await call('delete', { id: sites[0]!.id }, admin, 'zh-CN');
    expect(res.body).toEqual({ ret: 1, msg: '不能删除最后一个站点', data: null });
    expect((await list()).total).toBe(1);
  });
});

function pick(w: TAdminWebsite) {
  return {
    id: w.id,
    platformName: w.platformName,
    domain: w.domain,
    active: w.active,
    sort: w.sort,
  };
}

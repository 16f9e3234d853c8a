import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TProfile } from '@ascent/shared/profile';
import type { TMyUnit, TUnit, TUnitMember } from '@ascent/shared/unit';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

const LANGS = ['zh-CN', 'zh-TW', 'en-US'] as const;

/**
 * Units (issue 15): an administrator keeps a company's units and their members and managers
 * (manage/unit/*); a person in several units switches the session's current one
 * (study/me/switchunit), and study/me/profile carries their units with the current one marked.
 */
describe('units', () => {
  let s: TestServer;
  let admin: string;
  let otherAdmin: string;
  let learnerAccount: string;
  let learnerId: number;
  let loneId: number;
  let loneAccount: string;
  let strangerId: number;
  let outsiderId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const l = await buildUser(s.db, { companyId: company.id, realName: 'Lena Learner' });
    learnerAccount = l.account;
    learnerId = l.id;
    const lone = await buildUser(s.db, { companyId: company.id, realName: 'Lou Lone' });
    loneId = lone.id;
    loneAccount = lone.account;
    strangerId = (await buildUser(s.db, { companyId: company.id })).id;
    outsiderId = (await buildUser(s.db, { companyId: other.id })).id;
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T = TUnit>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/unit/${action}`, body, { token, lang });
  const list = async (body: Record<string, unknown> = {}, token = admin) =>
    (await call<TPage<TUnit>>('list', body, token)).body.data;
  const members = async (unitId: number, body: Record<string, unknown> = {}) =>
    (await call<TPage<TUnitMember>>('member/list', { unitId, ...body })).body.data;
  const signIn = async (account: string) => (await s.api.login(account, TEST_PASSWORD)).token;
  const profileUnits = async (token: string) =>
    (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data.units;
  const switchUnit = (token: string, id: unknown, lang = 'en-US') =>
    s.api.post<TMyUnit[]>('/api/study/me/switchunit', { id }, { token, lang });
  const oplog = async (action?: string) =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'unit', ...(action ? { action } : {}) },
        { token: admin },
      )
    ).body.data;

  it('creates units with trimmed names, refuses a duplicate name, and logs them', async () => {
    for (const name of ['North Clinic', 'South Clinic', 'East Depot']) {
      const res = await call('create', { name: ` ${name} ` });
      expect(res.body.ret, name).toBe(0);
      expect(res.body.msg).toBe('Created successfully');
      expect(res.body.data).toMatchObject({ name, members: 0, managers: 0 });
      ids[name] = res.body.data.id;
    }
    // Another company may use the same name.
    expect((await call('create', { name: 'North Clinic' }, otherAdmin)).body.ret).toBe(0);
    const msgs = {
      'zh-CN': '已有名为“north clinic”的单位',
      'zh-TW': '已有名為「north clinic」的單位',
      'en-US': 'There is already a unit named "north clinic"',
    };
    for (const lang of LANGS) {
      const res = await call('create', { name: 'north clinic' }, admin, lang);
      expect(res.body).toMatchObject({ ret: 1, msg: msgs[lang] });
    }
    expect((await call('create', { name: '  ' })).body.ret).toBe(1);
    const logs = await oplog('create');
    expect(logs.total).toBe(3);
    expect(logs.list[0]).toMatchObject({ summary: 'East Depot', after: { name: 'East Depot' } });
  });

  it('lists newest first, pages, sorts by name and searches', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.list.map((u) => u.name)).toEqual(['East Depot', 'South Clinic', 'North Clinic']);
    const byName = await list({ sortField: 'name', sortOrder: 'ascend', pageSize: 2, page: 2 });
    expect(byName.list.map((u) => u.name)).toEqual(['South Clinic']);
    const found = await list({ keyword: 'clinic' });
    expect(found.list.map((u) => u.name).sort()).toEqual(['North Clinic', 'South Clinic']);
    // Another company's administrator sees only their own.
    expect((await list({}, otherAdmin)).list.map((u) => u.name)).toEqual(['North Clinic']);
  });

  it('adds members (already-members stay), lists them and counts them', async () => {
    const add = await call('member/add', {
      unitId: ids['North Clinic'],
      userIds: [learnerId, loneId],
    });
    expect(add.body).toMatchObject({ ret: 0 });
    expect(
      (await call('member/add', { unitId: ids['South Clinic'], userIds: [learnerId] })).body.ret,
    ).toBe(0);
    // Adding again changes nothing and logs nothing.
    expect(
      (await call('member/add', { unitId: ids['South Clinic'], userIds: [learnerId] })).body.ret,
    ).toBe(0);
    expect((await oplog('addMembers')).total).toBe(2);
    const page = await members(ids['North Clinic']!);
    expect(page.total).toBe(2);
    expect(page.list.map((m) => m.realName).sort()).toEqual(['Lena Learner', 'Lou Lone']);
    expect((await members(ids['North Clinic']!, { keyword: 'lena' })).list).toHaveLength(1);
    const counted = (await list({ keyword: 'North' })).list[0];
    expect(counted).toMatchObject({ members: 2, managers: 0 });
  });

  it('refuses people of another company or unknown, in three languages', async () => {
    const msgs = {
      'zh-CN': '有人员不存在或不属于本企业',
      'zh-TW': '有人員不存在或不屬於本企業',
      'en-US': 'Some of these people do not exist or are not in your company',
    };
    for (const lang of LANGS) {
      const res = await call(
        'member/add',
        { unitId: ids['East Depot'], userIds: [strangerId, outsiderId] },
        admin,
        lang,
      );
      expect(res.body).toMatchObject({ ret: 1, msg: msgs[lang] });
    }
    expect((await members(ids['East Depot']!)).total).toBe(0);
  });

  it('sets and unsets managers of members only, and logs each change', async () => {
    const set = await call('member/manager', {
      unitId: ids['North Clinic'],
      userIds: [learnerId],
      manager: true,
    });
    expect(set.body.ret).toBe(0);
    expect((await members(ids['North Clinic']!)).list[0]).toMatchObject({
      userId: learnerId,
      manager: true,
    });
    expect((await list({ keyword: 'North' })).list[0]).toMatchObject({ managers: 1 });
    expect((await oplog('addManagers')).list[0]).toMatchObject({
      summary: 'North Clinic',
      after: { userIds: [learnerId], manager: true },
    });
    const msgs = {
      'zh-CN': '有人员不是该单位的成员',
      'zh-TW': '有人員不是該單位的成員',
      'en-US': 'Some of these people are not members of the unit',
    };
    for (const lang of LANGS) {
      const res = await call(
        'member/manager',
        { unitId: ids['North Clinic'], userIds: [strangerId], manager: true },
        admin,
        lang,
      );
      expect(res.body).toMatchObject({ ret: 1, msg: msgs[lang] });
    }
    await call('member/manager', {
      unitId: ids['South Clinic'],
      userIds: [learnerId],
      manager: true,
    });
    await call('member/manager', {
      unitId: ids['South Clinic'],
      userIds: [learnerId],
      manager: false,
    });
    expect((await oplog('removeManagers')).total).toBe(1);
  });

  it('profile units: a sole unit is current; with two none until the person switches', async () => {
    const lone = await signIn(loneAccount);
    expect(await profileUnits(lone)).toEqual([
      { id: ids['North Clinic'], name: 'North Clinic', manager: false, current: true },
    ]);
    const token = await signIn(learnerAccount);
    expect(await profileUnits(token)).toEqual([
      { id: ids['North Clinic'], name: 'North Clinic', manager: true, current: false },
      { id: ids['South Clinic'], name: 'South Clinic', manager: false, current: false },
    ]);
    const res = await switchUnit(token, ids['South Clinic']);
    expect(res.body.ret).toBe(0);
    expect(res.body.data.map((u) => [u.name, u.current])).toEqual([
      ['North Clinic', false],
      ['South Clinic', true],
    ]);
    expect((await profileUnits(token)).find((u) => u.current)?.name).toBe('South Clinic');
    // A new sign-in starts in the unit chosen last; each session then switches on its own.
    const second = await signIn(learnerAccount);
    expect((await profileUnits(second)).find((u) => u.current)?.name).toBe('South Clinic');
    await switchUnit(token, ids['North Clinic']);
    expect((await profileUnits(token)).find((u) => u.current)?.name).toBe('North Clinic');
    await switchUnit(second, ids['South Clinic']);
    expect((await profileUnits(token)).find((u) => u.current)?.name).toBe('North Clinic');
    expect((await profileUnits(second)).find((u) => u.current)?.name).toBe('South Clinic');
  });

  it('switchunit refuses a unit not theirs, unknown or of another company, in three languages', async () => {
    const token = await signIn(learnerAccount);
    const notYours = {
      'zh-CN': '您不属于该单位，不能切换到它',
      'zh-TW': '您不屬於該單位，不能切換到它',
      'en-US': 'You are not a member of this unit, so you cannot switch to it',
    };
    const notFound = {
      'zh-CN': '单位不存在',
      'zh-TW': '單位不存在',
      'en-US': 'The unit does not exist',
    };
    const [otherUnit] = (await list({}, otherAdmin)).list;
    for (const lang of LANGS) {
      expect((await switchUnit(token, ids['East Depot'], lang)).body).toMatchObject({
        ret: 1,
        msg: notYours[lang],
      });
      expect((await switchUnit(token, 999_999, lang)).body).toMatchObject({
        ret: 1,
        msg: notFound[lang],
      });
      expect((await switchUnit(token, otherUnit!.id, lang)).body).toMatchObject({
        ret: 1,
        msg: notFound[lang],
      });
    }
    expect((await switchUnit(token, 'x')).body.ret).toBe(1);
    // Still in the unit chosen last (South Clinic, by the other session of the test above).
    expect((await profileUnits(token)).find((u) => u.current)?.name).toBe('South Clinic');
    // Signed out: refused by the auth hook.
    const anonymous = await s.api.post('/api/study/me/switchunit', { id: ids['North Clinic'] });
    expect(anonymous.body.ret).not.toBe(0);
  });

  it('a removed member loses the unit, and their switched-to unit stops being current', async () => {
    const token = await signIn(learnerAccount);
    await switchUnit(token, ids['South Clinic']);
    const res = await call('member/remove', { unitId: ids['South Clinic'], userIds: [learnerId] });
    expect(res.body.ret).toBe(0);
    // One unit left: it is current.
    expect(await profileUnits(token)).toEqual([
      { id: ids['North Clinic'], name: 'North Clinic', manager: true, current: true },
    ]);
    expect((await oplog('removeMembers')).list[0]).toMatchObject({
      summary: 'South Clinic',
      before: { userIds: [learnerId] },
    });
    const again = await call('member/remove', {
      unitId: ids['South Clinic'],
      userIds: [learnerId],
    });
    expect(again.body).toMatchObject({
      ret: 1,
      msg: 'Some of these people are not members of the unit',
    });
  });

  it("renames, refusing a duplicate and another company's unit", async () => {
    const res = await call('update', { id: ids['East Depot'], name: 'East Warehouse' });
    expect(res.body).toMatchObject({ ret: 0, data: { name: 'East Warehouse' } });
    expect((await oplog('rename')).list[0]).toMatchObject({
      before: { name: 'East Depot' },
      after: { name: 'East Warehouse' },
    });
    const dup = await call('update', { id: ids['East Depot'], name: 'NORTH CLINIC' });
    expect(dup.body).toMatchObject({ ret: 1, msg: 'There is already a unit named "NORTH CLINIC"' });
    // Its own name in another case is fine.
    expect((await call('update', { id: ids['East Depot'], name: 'east warehouse' })).body.ret).toBe(
      0,
    );
    const notFound = {
      'zh-CN': '单位不存在',
      'zh-TW': '單位不存在',
      'en-US': 'The unit does not exist',
    };
    for (const lang of LANGS) {
      const res2 = await call('update', { id: ids['East Depot'], name: 'Mine' }, otherAdmin, lang);
      expect(res2.body).toMatchObject({ ret: 1, msg: notFound[lang] });
      const res3 = await call('member/list', { unitId: ids['North Clinic'] }, otherAdmin, lang);
      expect(res3.body).toMatchObject({ ret: 1, msg: notFound[lang] });
    }
  });

  it('deletes only units without members, in three languages', async () => {
    const msgs = {
      'zh-CN': '单位“North Clinic”还有 2 名成员，请先移除成员再删除',
      'zh-TW': '單位「North Clinic」還有 2 名成員，請先移除成員再刪除',
      'en-US': 'The unit "North Clinic" still has 2 members: remove them before deleting it',
    };
    for (const lang of LANGS) {
      const res = await call(
        'delete',
        { ids: [ids['East Depot'], ids['North Clinic']] },
        admin,
        lang,
      );
      expect(res.body).toMatchObject({ ret: 1, msg: msgs[lang] });
    }
    expect((await list()).total).toBe(3);
    const res = await call('delete', { ids: [ids['East Depot'], ids['South Clinic']] });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Deleted successfully' });
    expect((await list()).list.map((u) => u.name)).toEqual(['North Clinic']);
    expect((await oplog('delete')).total).toBe(2);
    expect((await call('delete', { ids: [ids['East Depot']] })).body.ret).toBe(1);
  });

  it('refuses learners every admin call (ret 7), in three languages', async () => {
    const learner = await signIn(learnerAccount);
    const bodies: [string, unknown][] = [
      ['list', {}],
      ['create', { name: 'Mine' }],
      ['update', { id: ids['North Clinic'], name: 'Mine' }],
      ['delete', { ids: [ids['North Clinic']] }],
      ['member/list', { unitId: ids['North Clinic'] }],
      ['member/add', { unitId: ids['North Clinic'], userIds: [strangerId] }],
      ['member/remove', { unitId: ids['North Clinic'], userIds: [loneId] }],
      ['member/manager', { unitId: ids['North Clinic'], userIds: [loneId], manager: true }],
    ];
    const seen = new Set<string>();
    for (const [action, body] of bodies) {
      for (const lang of LANGS) {
        const res = await call(action, body, learner, lang);
        expect(res.body.ret, action).toBe(7);
        seen.add(`${lang}:${res.body.msg}`);
      }
    }
    // One message per language.
    expect(seen.size).toBe(3);
    expect((await members(ids['North Clinic']!)).total).toBe(2);
  });
});

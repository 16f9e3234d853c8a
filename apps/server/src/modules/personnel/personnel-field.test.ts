import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAdminPersonnelField, TPersonnelInfoRequested } from '@ascent/shared/config';
import type { TIsInformationResponse, TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** manage/personnel-field/list, create, update, delete, reorder and request. */

const DEMO_KEYS = ['department', 'mobile', 'employeeNo', 'education', 'hireDate', 'skills'];

describe('personnel fields (admin)', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let hq: { id: number };
  let tech: { id: number };
  let team: { id: number };
  let sales: { id: number };
  let admin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, company.id);
    hq = await buildDepartment(s.db, company.id, 'HQ');
    tech = await buildDepartment(s.db, company.id, 'Tech', hq.id);
    team = await buildDepartment(s.db, company.id, 'Team', tech.id);
    sales = await buildDepartment(s.db, company.id, 'Sales', hq.id);
    const other = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, other.id);
    const a = await buildUser(s.db, {
      companyId: company.id,
      roles: ['admin'],
      departmentId: hq.id,
    });
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T>(action: string, body: unknown, token = admin, lang?: string) =>
    s.api.post<T>(`/api/manage/personnel-field/${action}`, body, { token, lang });
  const list = async (body: Record<string, unknown> = {}, token = admin) =>
    (await call<TPage<TAdminPersonnelField>>('list', body, token)).body.data;
  const field = async (key: string) => (await list()).list.find((f) => f.key === key)!;
  const create = (body: Record<string, unknown>) => call<TAdminPersonnelField>('create', body);
  const edit = (f: TAdminPersonnelField, patch: Partial<TAdminPersonnelField>) => {
    const { defaultField: _d, sort: _s, ...rest } = { ...f, ...patch };
    return call<TAdminPersonnelField>('update', rest);
  };
  const learner = async (opts: Partial<Parameters<typeof buildUser>[1]> = {}) => {
    const user = await buildUser(s.db, {
      companyId: company.id,
      needsInformation: true,
      departmentId: team.id,
      ...opts,
    });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  };
  const form = async (token: string, lang = 'en-US') =>
    (await s.api.get<TIsInformationResponse>('/api/study/me/IsInformation', { token, lang })).body
      .data;
  const profile = async (token: string) =>
    (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data;
  const logs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'personnelField' },
        { token: admin },
      )
    ).body.data;

  it('lists every field of the company in form order with all its parts', async () => {
    const page = await list();
    expect(page.total).toBe(DEMO_KEYS.length);
    expect(page.list.map((f) => f.key)).toEqual(DEMO_KEYS);
    expect(page.list.find((f) => f.key === 'skills')).toMatchObject({
      name: '专业技能',
      langNames: { zh_CN: '专业技能', zh_TW: '專業技能', en_US: 'Skills' },
      defaultField: 2,
      type: 8,
      isCheck: 1,
      isSelectChild: 1,
      enabled: true,
    });
    expect(page.list[0]).toMatchObject({ key: 'department', defaultField: 1, type: 8 });
    expect((await list({ keyword: 'hire' })).list.map((f) => f.key)).toEqual(['hireDate']);
    expect((await list({ page: 2, pageSize: 4 })).list.map((f) => f.key)).toEqual([
      'hireDate',
      'skills',
    ]);
  });

  it('creates a custom text field at the end of the learner form, and logs it', async () => {
    const res = await create({
      key: 'badgeNo',
      name: '工牌号',
      langNames: { zh_CN: '工牌号', zh_TW: '工牌號', en_US: 'Badge number' },
      type: 1,
    });
    expect(res.body.ret).toBe(0);
    expect(res.body.data).toMatchObject({
      key: 'badgeNo',
      defaultField: 2,
      type: 1,
      enabled: true,
    });
    const { token } = await learner();
    const fields = (await form(token)).editField;
    expect(fields.at(-1)).toEqual({
      id: res.body.data.id,
      key: 'badgeNo',
      name: 'Badge number',
      defaultField: 2,
      type: 1,
      len: 0,
      isCheck: 0,
      isSelectChild: 0,
    });
    expect((await logs()).list[0]).toMatchObject({ action: 'create', summary: 'badgeNo' });
  });

  it('a tree field keeps its nested options and flags; precision is kept only for numbers', async () => {
    const options = [
      {
        optionKey: 'east',
        optionValue: 'East',
        children: [
          {
            optionKey: 'sh',
            optionValue: 'Shanghai',
            children: [{ optionKey: 'pd', optionValue: 'Pudong' }],
          },
        ],
      },
      { optionKey: 'west', optionValue: 'West' },
    ];
    const tree = await create({
      key: 'region',
      name: 'Region',
      type: 8,
      fieldOptions: options,
      isCheck: 1,
      isSelectChild: 1,
      len: 3,
    });
    expect(tree.body.data).toMatchObject({
      fieldOptions: options,
      isCheck: 1,
      isSelectChild: 1,
      len: 0,
    });
    const num = await create({ key: 'height', name: 'Height', type: 4, len: 2, isCheck: 1 });
    expect(num.body.data).toMatchObject({ type: 4, len: 2, isCheck: 0 });
  });

  it('a built-in sex select with keys 1 and 2 is stored on the user', async () => {
    const res = await create({
      key: 'sex',
      name: '性别',
      langNames: { zh_CN: '性别', zh_TW: '性別', en_US: 'Sex' },
      type: 2,
      fieldOptions: [
        { optionKey: '1', optionValue: 'Male' },
        { optionKey: '2', optionValue: 'Female' },
      ],
    });
    expect(res.body.data).toMatchObject({ key: 'sex', defaultField: 1 });
    const { token } = await learner();
    const keys = (await form(token)).editField.map((f) => f.key);
    expect(keys).toContain('sex');
    const submit = await s.api.post(
      '/api/study/me/EditIsInformation',
      {
        department: String(team.id),
        mobile: '13912345678',
        sex: '["2"]',
        fields: {
          employeeNo: 'E-1',
          education: '["bachelor"]',
          hireDate: '2024-01-02',
          skills: '["frontend"]',
          badgeNo: 'B-7',
          region: '["pd"]',
          height: '1.75',
        },
      },
      { token },
    );
    expect(submit.body.ret).toBe(0);
    expect((await profile(token)).sex).toBe(2);
  });

  it('refuses shapes that cannot work, with the rule message and the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { key: '9lives', name: 'X', type: 1 },
        'The field key must start with a letter and hold only letters, digits and _ (at most 32)',
        'key',
      ],
      [{ key: 'BadgeNo', name: 'X', type: 1 }, 'This field key is already in use', 'key'],
      [{ key: 'mobile', name: 'X', type: 1 }, 'This field key is already in use', 'key'],
      [
        { key: 'email', name: 'Email', type: 5 },
        'The type of a built-in field cannot be changed',
        'type',
      ],
      [{ key: 'colour', name: 'X', type: 2 }, 'Add at least one option', 'fieldOptions'],
      [
        {
          key: 'colour',
          name: 'X',
          type: 2,
          fieldOptions: [
            { optionKey: 'a', optionValue: 'A', children: [{ optionKey: 'b', optionValue: 'B' }] },
          ],
        },
        'Only the options of a tree field can have children',
        'fieldOptions',
      ],
      [
        {
          key: 'colour',
          name: 'X',
          type: 8,
          fieldOptions: [
            { optionKey: 'a', optionValue: 'A', children: [{ optionKey: 'a', optionValue: 'B' }] },
          ],
        },
        'The option key a is used twice',
        'fieldOptions',
      ],
      [
        { key: 'colour', name: 'X', type: 6, fieldOptions: [{ optionKey: 'a', optionValue: 'A' }] },
        'This field takes no options',
        'fieldOptions',
      ],
      [
        {
          key: 'colour',
          name: 'X',
          type: 2,
          fieldOptions: [{ optionKey: 'a b', optionValue: 'A' }],
        },
        'Option keys hold only letters, digits, _ and - (at most 32)',
        'fieldOptions.0.optionKey',
      ],
      [{ key: 'colour', name: 'X', type: 3 }, 'Please choose one of the offered options', 'type'],
      [{ key: 'colour', name: ' ', type: 1 }, 'This field is required', 'name'],
      [{ key: 'colour', name: 'X', type: 4, len: 7 }, 'Enter a whole number from 0 to 6', 'len'],
    ];
    const before = (await list()).total;
    for (const [body, msg, fieldName] of cases)
      expect((await create(body)).body, JSON.stringify(body).slice(0, 60)).toEqual({
        ret: 1,
        msg,
        data: { field: fieldName },
      });
    expect((await list()).total).toBe(before);
  });

  it('updates names and options; the key cannot change; another company cannot touch it', async () => {
    const badge = await field('badgeNo');
    const res = await edit(badge, {
      langNames: { ...badge.langNames, en_US: 'Badge' },
      type: 6,
    });
    expect(res.body.data).toMatchObject({ langNames: { en_US: 'Badge' }, type: 6 });
    const { token } = await learner();
    expect((await form(token)).editField.find((f) => f.key === 'badgeNo')?.name).toBe('Badge');
    expect((await logs()).list[0]).toMatchObject({
      action: 'update',
      before: { type: 1, langNames: { en_US: 'Badge number' } },
      after: { type: 6, langNames: { en_US: 'Badge' } },
    });
    expect((await edit(badge, { key: 'badge' })).body).toEqual({
      ret: 1,
      msg: 'The field key cannot be changed after creation',
      data: { field: 'key' },
    });
    const theirs = await call<TAdminPersonnelField>(
      'update',
      { ...badge, defaultField: undefined, sort: undefined },
      otherAdmin,
    );
    expect(theirs.body.ret).toBe(1);
    expect((await field('badgeNo')).langNames.en_US).toBe('Badge');
  });

  it('a switched-off field is not asked; a deleted one is gone', async () => {
    const badge = await field('badgeNo');
    await edit(badge, { enabled: false });
    const { token } = await learner();
    expect((await form(token)).editField.map((f) => f.key)).not.toContain('badgeNo');
    const height = await field('height');
    expect((await call('delete', { id: height.id })).body.ret).toBe(0);
    expect((await form(token)).editField.map((f) => f.key)).not.toContain('height');
    expect((await call('delete', { id: height.id })).body.msg).toBe('The field does not exist');
    expect((await logs()).list[0]).toMatchObject({ action: 'delete', summary: 'height' });
  });

  it('reorders the whole form; a stale list is refused', async () => {
    const ids = (await list({ pageSize: 100 })).list.map((f) => f.id);
    const reversed = [...ids].reverse();
    expect((await call('reorder', { ids: reversed })).body.ret).toBe(0);
    expect((await list({ pageSize: 100 })).list.map((f) => f.id)).toEqual(reversed);
    expect((await call('reorder', { ids: ids.slice(1) })).body.msg).toBe(
      'The list has changed. Reload and try again',
    );
    await call('reorder', { ids });
  });

  describe('asking people to complete their information', () => {
    it('a department asks its members and its sub-departments, not others', async () => {
      const inTeam = await learner({ needsInformation: false, departmentId: team.id });
      const inTech = await learner({ needsInformation: false, departmentId: tech.id });
      const inSales = await learner({ needsInformation: false, departmentId: sales.id });
      for (const u of [inTeam, inTech, inSales])
        expect((await profile(u.token)).isInformation).toBe(0);
      const res = await call<TPersonnelInfoRequested>('request', { departmentId: tech.id });
      expect(res.body.ret).toBe(0);
      expect(res.body.data.count).toBeGreaterThanOrEqual(2);
      expect((await profile(inTeam.token)).isInformation).toBe(1);
      expect((await profile(inTech.token)).isInformation).toBe(1);
      expect((await profile(inSales.token)).isInformation).toBe(0);
    });

    it('everyone: all active users of the company only', async () => {
      const u = await learner({ needsInformation: false, departmentId: sales.id });
      const disabled = await buildUser(s.db, { companyId: company.id });
      await setUserStatus(s.db, disabled.id, 'disabled');
      const res = await call<TPersonnelInfoRequested>('request', {});
      expect(res.body.ret).toBe(0);
      expect((await profile(u.token)).isInformation).toBe(1);
      const theirs = await buildUser(s.db, {
        companyId: (await buildCompany(s.db, { isInformation: 1 })).id,
      });
      const t = (await s.api.login(theirs.account, TEST_PASSWORD)).token;
      expect((await profile(t)).isInformation).toBe(0);
      const log = (
        await s.api.post<TPage<TOperationLog>>(
          '/api/manage/oplog/list',
          { entity: 'user' },
          { token: admin },
        )
      ).body.data.list[0]!;
      expect(log).toMatchObject({
        action: 'request-information',
        summary: 'all',
        after: { count: res.body.data.count },
      });
    });

    it('refuses a department of another company', async () => {
      const foreign = await buildDepartment(s.db, (await buildCompany(s.db)).id, 'Foreign');
      expect((await call('request', { departmentId: foreign.id })).body).toEqual({
        ret: 1,
        msg: 'The department does not exist',
        data: { field: 'departmentId' },
      });
    });
  });
});

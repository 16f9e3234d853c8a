import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPE, type TCustomer, type TCustomerFieldOptions } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { createPersonnelRepository } from './personnel.repository.ts';

/**
 * GET study/me/{platform}/customer and GET study/me/customer/field/{id}/list (spec s.7
 * "Profile"): the caller's company with its personnel fields, and one field's options.
 */
describe('me/1/customer and me/customer/field/{id}/list', () => {
  let s: TestServer;
  let companyId: number;
  let token: string;
  let otherToken: string;
  let fieldId: (key: string) => number;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db, {
      name: 'Acme',
      customerCode: 'acme',
      logo1: '/api/files/logos/a.png',
      isInformation: 1,
    });
    companyId = company.id;
    await buildPersonnelFields(s.db, companyId);
    const repo = createPersonnelRepository(s.db);
    const rows = await repo.fieldsOf(companyId);
    fieldId = (key) => rows.find((r) => r.key === key)!.id;
    const dept = await buildDepartment(s.db, companyId, 'Start');
    const user = await buildUser(s.db, { companyId, departmentId: dept.id });
    token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    const other = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, other.id);
    const otherUser = await buildUser(s.db, { companyId: other.id });
    otherToken = (await s.api.login(otherUser.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const customer = (lang: string, t: string | null = token, platform = '1') =>
    s.api.get<TCustomer>(`/api/study/me/${platform}/customer`, { token: t, lang });
  const options = (id: number | string, lang = 'en-US', query = '', t: string | null = token) =>
    s.api.get<TCustomerFieldOptions>(`/api/study/me/customer/field/${id}/list${query}`, {
      token: t,
      lang,
    });

  it("answers the caller's company and its fields in the caller's language", async () => {
    const res = await customer('en-US');
    expect(res.body.ret, res.body.msg).toBe(0);
    const c = res.body.data;
    expect({ id: c.id, name: c.name, code: c.code, logo: c.logo, platform: c.platform }).toEqual({
      id: companyId,
      name: 'Acme',
      code: 'acme',
      logo: '/api/files/logos/a.png',
      platform: 1,
    });
    expect(c.isInformation).toBe(1);
    expect(c.fields.map((f) => [f.key, f.name, f.hasOptions, f.required, f.editable])).toEqual([
      ['department', 'Department', false, true, true],
      ['mobile', 'Mobile', false, true, true],
      ['employeeNo', 'Employee number', false, true, true],
      ['education', 'Education', true, true, true],
      ['hireDate', 'Hire date', false, true, true],
      ['skills', 'Skills', true, true, true],
    ]);
    expect(c.fields.find((f) => f.key === 'skills')).toMatchObject({
      id: fieldId('skills'),
      type: FIELD_TYPE.tree,
      isCheck: 1,
      isSelectChild: 1,
    });
    expect(JSON.stringify(c)).not.toContain('fieldOptions');
    const tw = await customer('zh-TW');
    expect(tw.body.data.fields.map((f) => f.name)).toContain('專業技能');
    // Another company's learner sees their own company.
    expect((await customer('en-US', otherToken)).body.data.id).not.toBe(companyId);
  });

  it('refuses an unknown platform in three languages', async () => {
    for (const [lang, msg] of [
      ['zh-CN', '未知的平台'],
      ['zh-TW', '不明的平台'],
      ['en-US', 'Unknown platform'],
    ] as const) {
      for (const platform of ['2', 'pc', '0']) {
        const res = await customer(lang, token, platform);
        expect(res.body.ret).toBe(1);
        expect(res.body.msg).toBe(msg);
      }
    }
  });

  it('answers a select field one page at a time, searchable', async () => {
    const all = await options(fieldId('education'));
    expect(all.body.ret, all.body.msg).toBe(0);
    expect(all.body.data).toMatchObject({
      key: 'education',
      type: FIELD_TYPE.select,
      total: 4,
      page: 1,
    });
    expect(all.body.data.list.map((o) => o.optionValue)).toEqual([
      'College',
      'Bachelor',
      'Master',
      'Doctorate',
    ]);
    expect(JSON.stringify(all.body.data)).not.toContain('langNames');
    const page2 = await options(fieldId('education'), 'zh-CN', '?page=2&pageSize=3');
    expect(page2.body.data.list).toEqual([{ optionKey: 'doctor', optionValue: '博士' }]);
    expect(page2.body.data.total).toBe(4);
    const found = await options(fieldId('education'), 'en-US', '?keyword=master');
    expect(found.body.data.list.map((o) => o.optionKey)).toEqual(['master']);
  });

  it('answers a tree field as nested nodes; a search keeps the ancestors', async () => {
    const tree = await options(fieldId('skills'), 'zh-TW');
    expect(tree.body.data.list).toEqual([
      {
        optionKey: 'dev',
        optionValue: '研發',
        children: [
          { optionKey: 'frontend', optionValue: '前端' },
          { optionKey: 'backend', optionValue: '後端' },
        ],
      },
      {
        optionKey: 'biz',
        optionValue: '業務',
        children: [
          { optionKey: 'sales', optionValue: '銷售' },
          { optionKey: 'service', optionValue: '客服' },
        ],
      },
    ]);
    const found = await options(fieldId('skills'), 'en-US', '?keyword=sales');
    expect(found.body.data.list).toEqual([
      {
        optionKey: 'biz',
        optionValue: 'Business',
        children: [{ optionKey: 'sales', optionValue: 'Sales' }],
      },
    ]);
    expect(found.body.data.total).toBe(1);
  });

  it("refuses an unknown field, another company's and a field without options, in three languages", async () => {
    const theirs = (
      await s.api.get<TCustomer>('/api/study/me/1/customer', { token: otherToken })
    ).body.data.fields.find((f) => f.key === 'education')!.id;
    const expected = {
      'zh-CN': ['字段不存在', '该字段不使用选项'],
      'zh-TW': ['欄位不存在', '該欄位不使用選項'],
      'en-US': ['The field does not exist', 'This field takes no options'],
    } as const;
    for (const [lang, [notFound, noOptions]] of Object.entries(expected)) {
      for (const id of [theirs, 2_000_000_000]) {
        const res = await options(id, lang);
        expect({ ret: res.body.ret, msg: res.body.msg }).toEqual({ ret: 1, msg: notFound });
      }
      for (const key of ['mobile', 'department', 'hireDate']) {
        const res = await options(fieldId(key), lang);
        expect({ ret: res.body.ret, msg: res.body.msg }).toEqual({ ret: 1, msg: noOptions });
      }
    }
    expect((await options('abc')).body.ret).toBe(1);
  });

  it('a disabled field is not found', async () => {
    const repo = createPersonnelRepository(s.db);
    const company = await buildCompany(s.db);
    await buildPersonnelFields(s.db, company.id);
    const education = (await repo.fieldsOf(company.id)).find((r) => r.key === 'education')!;
    await repo.updateField(education.id, { enabled: false });
    const user = await buildUser(s.db, { companyId: company.id });
    const t = (await s.api.login(user.account, TEST_PASSWORD)).token;
    expect((await options(education.id, 'en-US', '', t)).body.msg).toBe('The field does not exist');
    const c = await customer('en-US', t);
    expect(c.body.data.fields.map((f) => f.key)).not.toContain('education');
  });

  it('is refused signed out', async () => {
    for (const res of [
      await customer('en-US', null),
      await options(fieldId('education'), 'en-US', '', null),
    ]) {
      expect(res.body).toEqual({ ret: 2, msg: 'Please sign in', data: null });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCustomerFieldOptions,
  TIsInformationResponse,
  TProfile,
} from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** The personnel-information form: study/me/IsInformation and EditIsInformation (V1, V2). */

const FIELD_KEYS = ['department', 'mobile', 'employeeNo', 'education', 'hireDate', 'skills'];
const NAMES = {
  'en-US': ['Department', 'Mobile', 'Employee number', 'Education', 'Hire date', 'Skills'],
  'zh-CN': ['所属部门', '手机号', '工号', '学历', '入职日期', '专业技能'],
  'zh-TW': ['所屬部門', '手機號碼', '工號', '學歷', '入職日期', '專業技能'],
};

describe('personnel information', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let startDept: { id: number };
  let targetDept: { id: number };
  let foreignDept: { id: number };

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, company.id);
    startDept = await buildDepartment(s.db, company.id, 'Start');
    targetDept = await buildDepartment(s.db, company.id, 'Target', startDept.id);
    const other = await buildCompany(s.db, { isInformation: 1 });
    foreignDept = await buildDepartment(s.db, other.id, 'Elsewhere');
  });
  afterAll(() => s.close());

  async function signIn(opts: Partial<Parameters<typeof buildUser>[1]> = {}) {
    const user = await buildUser(s.db, {
      companyId: company.id,
      needsInformation: true,
      departmentId: startDept.id,
      mobile: '13000000000',
      ...opts,
    });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  const info = async (token: string, lang = 'en-US') => {
    const res = await s.api.get<TIsInformationResponse>('/api/study/me/IsInformation', {
      token,
      lang,
    });
    expect(res.body.ret).toBe(0);
    return res.body.data;
  };
  const profile = async (token: string) =>
    (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data;
  const valid = () => ({
    department: String(targetDept.id),
    mobile: '13912345678',
    fields: {
      employeeNo: 'E-1001',
      education: '["bachelor"]',
      hireDate: '2024-03-15',
      skills: '["frontend","sales"]',
    },
  });

  describe('GET /api/study/me/IsInformation', () => {
    it('gives the configured fields with names in the caller language', async () => {
      const { token } = await signIn();
      for (const lang of ['en-US', 'zh-CN', 'zh-TW'] as const) {
        const data = await info(token, lang);
        expect(data.editField.map((f) => f.key)).toEqual(FIELD_KEYS);
        expect(data.editField.map((f) => f.name)).toEqual(NAMES[lang]);
      }
      const data = await info(token);
      expect(data.editField[0]).toEqual({
        id: expect.any(Number),
        key: 'department',
        name: 'Department',
        defaultField: 1,
        type: 8,
        len: 0,
        isCheck: 0,
        isSelectChild: 0,
      });
      expect(data.editField.find((f) => f.key === 'skills')).toMatchObject({
        defaultField: 2,
        type: 8,
        isCheck: 1,
        isSelectChild: 1,
      });
      // The options are not here: the form loads them through me/customer/field/{id}/list.
      expect(data.editField.every((f) => !('fieldOptions' in f))).toBe(true);
      const education = data.editField.find((f) => f.key === 'education')!;
      const list = await s.api.get<TCustomerFieldOptions>(
        `/api/study/me/customer/field/${education.id}/list`,
        { token },
      );
      expect(list.body.data.list.map((o) => o.optionKey)).toEqual([
        'college',
        'bachelor',
        'master',
        'doctor',
      ]);
      expect(data.reject).toBeNull();
      expect(data.pending).toBe(false);
      expect(data.memberJson.fields).toEqual({
        department: String(startDept.id),
        mobile: '13000000000',
        employeeNo: '',
        education: '',
        hireDate: '',
        skills: '',
      });
    });

    it('an empty editField when the user need not fill anything', async () => {
      const { token } = await signIn({ needsInformation: false });
      const data = await info(token);
      expect(data.editField).toEqual([]);
      expect((await profile(token)).isInformation).toBe(0);
    });
  });

  describe.each(['/api/study/me/EditIsInformationV2', '/api/study/me/EditIsInformation'])(
    'POST %s',
    (path) => {
      const submit = (token: string, body: unknown, lang = 'en-US') =>
        s.api.post<{ status: string }>(path, body, { token, lang });

      it('with every field valid it applies: department, mobile and custom values saved, isInformation cleared', async () => {
        const { token } = await signIn();
        const before = await profile(token);
        expect(before.isInformation).toBe(1);
        const res = await submit(token, valid());
        expect(res.body).toEqual({
          ret: 0,
          msg: 'Submitted successfully',
          data: { status: 'applied', audit: null },
        });
        const after = await profile(token);
        expect(after.departmentId).toBe(targetDept.id);
        expect(after.departmentName).toBe('Target');
        expect(after.mobile).toBe('13912345678');
        expect(after.isInformation).toBe(0);
        const data = await info(token);
        expect(data.editField).toEqual([]);
        expect(data.memberJson.fields).toEqual({
          department: String(targetDept.id),
          mobile: '13912345678',
          employeeNo: 'E-1001',
          education: '["bachelor"]',
          hireDate: '2024-03-15',
          skills: '["frontend","sales"]',
        });
      });

      it('values are trimmed and numbers accepted as strings', async () => {
        const { token } = await signIn();
        const body = valid();
        const res = await submit(token, {
          ...body,
          department: targetDept.id,
          fields: { ...body.fields, employeeNo: '  E-7  ' },
        });
        expect(res.body.ret).toBe(0);
        expect((await info(token)).memberJson.fields.employeeNo).toBe('E-7');
      });

      it.each<[string, (b: ReturnType<typeof valid>) => unknown, string, string, string]>([
        [
          'a missing text field',
          (b) => ({ ...b, fields: { ...b.fields, employeeNo: undefined } }),
          'Please enter Employee number',
          '请输入工号',
          'employeeNo',
        ],
        [
          'a blank text field',
          (b) => ({ ...b, fields: { ...b.fields, employeeNo: '   ' } }),
          'Please enter Employee number',
          '请输入工号',
          'employeeNo',
        ],
        [
          'a missing department',
          (b) => ({ ...b, department: undefined }),
          'Please select Department',
          '请选择所属部门',
          'department',
        ],
        [
          'a missing select',
          (b) => ({ ...b, fields: { ...b.fields, education: '' } }),
          'Please select Education',
          '请选择学历',
          'education',
        ],
        [
          'a bad mobile',
          (b) => ({ ...b, mobile: '12345678901' }),
          'Please enter a valid mobile number',
          '请输入正确的手机号码',
          'mobile',
        ],
        [
          'a mobile over 11',
          (b) => ({ ...b, mobile: '139123456789' }),
          'Please enter a valid mobile number',
          '请输入正确的手机号码',
          'mobile',
        ],
        [
          'text over 50',
          (b) => ({ ...b, fields: { ...b.fields, employeeNo: 'x'.repeat(51) } }),
          'At most 50 characters',
          '不能超过 50 个字符',
          'employeeNo',
        ],
        [
          'a bad date',
          (b) => ({ ...b, fields: { ...b.fields, hireDate: '2024-02-30' } }),
          'The date must be YYYY-MM-DD',
          '日期格式应为 YYYY-MM-DD',
          'hireDate',
        ],
        [
          'a date in another format',
          (b) => ({ ...b, fields: { ...b.fields, hireDate: '15/03/2024' } }),
          'The date must be YYYY-MM-DD',
          '日期格式应为 YYYY-MM-DD',
          'hireDate',
        ],
        [
          'a select value that is not an option',
          (b) => ({ ...b, fields: { ...b.fields, education: '["phd"]' } }),
          'Please choose one of the offered options',
          '请选择有效的选项',
          'education',
        ],
        [
          'two values for a single select',
          (b) => ({ ...b, fields: { ...b.fields, education: '["bachelor","master"]' } }),
          'Please choose one of the offered options',
          '请选择有效的选项',
          'education',
        ],
        [
          'a tree parent when only leaves may be chosen',
          (b) => ({ ...b, fields: { ...b.fields, skills: '["dev"]' } }),
          'Only the lowest-level options can be chosen',
          '只能选择最下级选项',
          'skills',
        ],
        [
          'an unknown tree option',
          (b) => ({ ...b, fields: { ...b.fields, skills: '["cooking"]' } }),
          'Please choose one of the offered options',
          '请选择有效的选项',
          'skills',
        ],
        [
          'a department that is not a number',
          (b) => ({ ...b, department: 'Sales' }),
          'Please select your department',
          '请选择所属部门',
          'department',
        ],
      ])(
        'refuses %s with the shared message and changes nothing',
        async (_name, mutate, en, zh, field) => {
          const { token } = await signIn();
          const beforeProfile = await profile(token);
          const beforeInfo = await info(token);
          const body = mutate(valid());
          const res = await submit(token, body);
          expect(res.body).toEqual({ ret: 1, msg: en, data: { field } });
          expect((await submit(token, body, 'zh-CN')).body.msg).toBe(zh);
          expect(await profile(token)).toEqual(beforeProfile);
          expect(await info(token)).toEqual(beforeInfo);
        },
      );

      it.each([
        ['of another company', () => String(foreignDept.id)],
        ['that does not exist', () => '999999'],
        ['beyond the id range', () => '9999999999'],
      ])(
        'refuses a department %s: "The department does not exist", nothing changes',
        async (_name, dept) => {
          const { token } = await signIn();
          const before = await profile(token);
          const res = await submit(token, { ...valid(), department: dept() });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({
            ret: 1,
            msg: 'The department does not exist',
            data: { field: 'department' },
          });
          expect((await submit(token, { ...valid(), department: dept() }, 'zh-TW')).body.msg).toBe(
            '部門不存在',
          );
          expect(await profile(token)).toEqual(before);
        },
      );

      it('refuses an unknown key, in fields or at the top level, and changes nothing', async () => {
        const { token } = await signIn();
        const before = await profile(token);
        const inFields = await submit(token, {
          ...valid(),
          fields: { ...valid().fields, shoeSize: '42' },
        });
        expect(inFields.body).toEqual({ ret: 1, msg: 'Unknown field: shoeSize', data: null });
        expect(
          (
            await submit(
              token,
              { ...valid(), fields: { ...valid().fields, shoeSize: '42' } },
              'zh-CN',
            )
          ).body.msg,
        ).toBe('包含未知字段：shoeSize');
        // A built-in key the company did not configure is unknown too.
        expect((await submit(token, { ...valid(), email: 'a@b.cn' })).body.msg).toBe(
          'Unknown field: email',
        );
        const top = await submit(token, { ...valid(), salary: '1' });
        expect(top.body.ret).toBe(1);
        expect(top.body.msg).toBe('Unknown field: salary');
        expect(await profile(token)).toEqual(before);
      });
    },
  );

  it('a company without personnel fields has nothing to complete', async () => {
    const bare = await buildCompany(s.db);
    const u = await buildUser(s.db, { companyId: bare.id, needsInformation: true });
    const { token } = await s.api.login(u.account, TEST_PASSWORD);
    expect(
      (await s.api.post('/api/study/me/EditIsInformationV2', valid(), { token })).body,
    ).toEqual({
      ret: 1,
      msg: 'There is no personnel information to complete',
      data: null,
    });
  });

  it('profile.isInformation needs the company switch as well as the user flag', async () => {
    const off = await buildCompany(s.db, { isInformation: 0 });
    const u = await buildUser(s.db, { companyId: off.id, needsInformation: true });
    const { token } = await s.api.login(u.account, TEST_PASSWORD);
    expect((await profile(token)).isInformation).toBe(0);
  });
});

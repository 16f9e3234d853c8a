import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAdminUser, TImportUsersResponse } from '@ascent/shared/users';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { runImport } from '../../../test/imports.ts';
import {
  buildCompany,
  buildDepartment,
  buildUser,
  failUserInsertsOf,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const EN_HEADERS = [
  'Account',
  'Name',
  'Initial password',
  'Mobile',
  'Email',
  'Department path',
  'Position',
  'Roles',
  'Secrecy level',
];

/** An .xlsx with these rows under these headers, as an administrator would fill it. */
function workbook(rows: unknown[][], headers: string[] = EN_HEADERS): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'users');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Reads the first sheet of an xlsx reply as rows of text. */
function readSheet(file: Buffer | undefined): string[][] {
  const book = XLSX.read(file, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils
    .sheet_to_json<unknown[]>(sheet, { header: 1, raw: false })
    .map((r) => r.map((c) => String(c ?? '')));
}

/** 200 rows, exactly 3 of them bad: a repeated account, a bad mobile, an unknown department. */
export function rowsWithThreeBad(prefix: string): unknown[][] {
  const rows: unknown[][] = [];
  for (let i = 1; i <= 200; i++) {
    rows.push([
      `${prefix}${String(i).padStart(3, '0')}`,
      `Person ${i}`,
      '',
      13800000000 + i,
      `${prefix}${i}@example.com`,
      i % 2 ? '总部/技术部/研发一组' : '总部/销售部',
      'Staff',
      i % 10 === 0 ? 'Mentor, exam_reviewer' : '',
      i % 3 === 0 ? 60 : '',
    ]);
  }
  rows[49]![0] = `${prefix}010`; // row 51 repeats row 11's account
  rows[99]![3] = '12345'; // row 101
  rows[149]![5] = '总部/不存在部'; // row 151
  return rows;
}

describe('user import and export', () => {
  let s: TestServer;
  let admin: string;
  let otherAdmin: string;

  const upload = (data: Buffer, name = 'users.xlsx', token = admin, lang = 'en-US') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return runImport<TImportUsersResponse>(s.api, '/api/manage/user/import', {
      raw: form,
      token,
      lang,
    });
  };
  const total = async (body: Record<string, unknown> = {}) =>
    (
      await s.api.post<TPage<TAdminUser>>(
        '/api/manage/user/list',
        { pageSize: 1, ...body },
        { token: admin },
      )
    ).body.data.total;

  beforeAll(async () => {
    s = await startTestServer();
    const c = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const hq = await buildDepartment(s.db, c.id, '总部');
    const tech = await buildDepartment(s.db, c.id, '技术部', hq.id);
    await buildDepartment(s.db, c.id, '研发一组', tech.id);
    await buildDepartment(s.db, c.id, '销售部', hq.id);
    await buildDepartment(s.db, other.id, '总部');
    const a = await buildUser(s.db, { companyId: c.id, roles: ['admin'], departmentId: hq.id });
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    await buildUser(s.db, { companyId: other.id, account: 'taken_elsewhere' });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  it('offers a template with headers in the caller language and one example row', async () => {
    const en = await s.api.get('/api/manage/user/import-template', { token: admin });
    expect(en.headers.get('content-type')).toContain('spreadsheetml');
    expect(en.headers.get('content-disposition')).toContain('user-import-template.xlsx');
    const [head, example, ...rest] = readSheet(en.file);
    expect(head).toEqual(EN_HEADERS);
    expect(example?.[5]).toBe('总部/技术部/研发一组');
    expect(rest).toEqual([]);
    const zh = await s.api.get('/api/manage/user/import-template', { token: admin, lang: 'zh-CN' });
    expect(readSheet(zh.file)[0]?.slice(0, 3)).toEqual(['账号', '姓名', '初始密码']);
  });

  it('imports 197 of 200 rows and reports the 3 bad ones with their reasons', async () => {
    const before = await total();
    const res = await upload(workbook(rowsWithThreeBad('imp')));
    expect(res.body.ret).toBe(0);
    expect(res.body.msg).toBe('Users imported: 197. Rows not imported: 3');
    const { imported, failed, initialPassword } = res.body.data;
    expect(imported).toBe(197);
    expect(failed).toEqual([
      {
        row: 51,
        account: 'imp010',
        errors: ['Account: The account appears twice in the file (first on row 11)'],
      },
      { row: 101, account: 'imp100', errors: ['Mobile: Please enter a valid mobile number'] },
      {
        row: 151,
        account: 'imp150',
        errors: ['Department path: No such department: 总部/不存在部'],
      },
    ]);
    expect(await total()).toBe(before + 197);
    expect(await total({ keyword: 'imp' })).toBe(197);
    expect(await total({ keyword: 'imp', role: 'mentor' })).toBe(17);
    expect(await total({ keyword: 'imp', secrecyLevel: 60 })).toBe(65);

    // Everyone without a password in the file shares the initial password and must change it.
    const first = await s.api.login('imp001', initialPassword!);
    expect(first.changePassword).toBe(true);
    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { action: 'import' },
      { token: admin },
    );
    expect(log.body.data.list[0]).toMatchObject({ entity: 'user', summary: '197' });
  });

  it('reports every problem of a row in the caller language, and taken accounts', async () => {
    const res = await upload(
      workbook(
        [
          ['IMP001', 'Dup', '', '', '', '总部', '', '', ''],
          ['taken_elsewhere', 'Other', '', '', '', '总部', '', '', ''],
          ['ok_row', '', 'weak', 'x', 'y@', '', '', '国王', '99'],
          [
            'pw_row',
            'With password',
            'Cedar#Lake_52',
            '',
            '',
            '总部/销售部',
            '',
            '外部讲师',
            '秘密',
          ],
        ],
        ['账号', '姓名', '初始密码', '手机号', '邮箱', '部门路径', '岗位', '角色', '密级'],
      ),
      'users.xlsx',
      admin,
      'zh-CN',
    );
    expect(res.body.data.imported).toBe(1);
    expect(res.body.data.failed).toEqual([
      { row: 2, account: 'IMP001', errors: ['账号: 账号已被使用'] },
      { row: 3, account: 'taken_elsewhere', errors: ['账号: 账号已被使用'] },
      {
        row: 4,
        account: 'ok_row',
        errors: [
          '姓名: 此项为必填项',
          '初始密码: 密码长度须为 8 到 160 位',
          '手机号: 请输入正确的手机号码',
          '邮箱: 请输入正确的邮箱地址',
          '部门路径: 此项为必填项',
          '角色: 未知角色：国王',
          '密级: 密级须为 50、60、70 或 80',
        ],
      },
    ]);
    // A row with its own password: that password, the roles and level of the file.
    expect(res.body.data.initialPassword).toBeNull();
    expect((await s.api.login('pw_row', 'Cedar#Lake_52')).changePassword).toBe(true);
    const [pw] = (
      await s.api.post<TPage<TAdminUser>>(
        '/api/manage/user/list',
        { keyword: 'pw_row' },
        { token: admin },
      )
    ).body.data.list;
    expect(pw).toMatchObject({
      departmentName: '销售部',
      roles: ['learner', 'lecturer_external'],
      isTeacher: 2,
      secrecyLevel: 70,
    });
  });

  it('refuses files it cannot use, importing nothing', async () => {
    const before = await total();
    const msg = async (data: Buffer, name?: string) => (await upload(data, name)).body.msg;
    expect(await msg(Buffer.from('a,b'), 'users.csv')).toBe('Please upload an .xlsx file');
    expect(await msg(Buffer.from('not a workbook at all'))).toBe(
      'The file cannot be read. Please use the import template',
    );
    expect(await msg(workbook([], EN_HEADERS))).toBe('The file has no rows to import');
    expect(await msg(workbook([['a1', 'A']], ['Account', 'Name']))).toBe(
      'The file has no column: Department path',
    );
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.body).toEqual({
      ret: 1,
      msg: 'The file cannot be larger than 10MB',
      data: null,
    });
    const json = await s.api.post('/api/manage/user/import', { file: 'x' }, { token: admin });
    expect(json.body.msg).toBe('Please upload an .xlsx file');
    expect(await total()).toBe(before);
  });

  it('a database failure half-way through leaves nothing imported', async () => {
    const before = await total();
    const rows = Array.from({ length: 1500 }, (_, i) => [
      `half${i}`,
      `Half ${i}`,
      '',
      '',
      '',
      '总部',
    ]);
    const undo = await failUserInsertsOf(s.db, 'half1200');
    try {
      const res = await upload(workbook(rows));
      expect(res.body).toEqual({
        ret: 1,
        msg: 'The import failed and nothing was imported. Please try again',
        data: null,
      });
      expect(await total()).toBe(before);
    } finally {
      await undo();
    }
    expect((await upload(workbook(rows))).body.data.imported).toBe(1500);
    expect(await total()).toBe(before + 1500);
  });

  it('exports the filtered users as xlsx, in the caller language', async () => {
    const res = await s.api.post(
      '/api/manage/user/export',
      { keyword: 'imp', role: 'mentor', sortField: 'account', sortOrder: 'ascend' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.file).toBeDefined();
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="users-\d{8}-\d{6}\.xlsx"/,
    );
    const [head, first, ...rest] = readSheet(res.file);
    expect(head?.slice(0, 9)).toEqual([
      '账号',
      '姓名',
      '手机号',
      '邮箱',
      '部门路径',
      '岗位',
      '角色',
      '密级',
      '状态',
    ]);
    expect(first?.slice(0, 9)).toEqual([
      'imp010',
      'Person 10',
      '13800000010',
      'imp10@example.com',
      '总部/销售部',
      'Staff',
      '学员、考试阅卷人、导师',
      '50',
      '正常',
    ]);
    expect(rest).toHaveLength(16);
    // Another company's administrator exports only their own.
    const other = await s.api.post('/api/manage/user/export', {}, { token: otherAdmin });
    expect(readSheet(other.file)).toHaveLength(3);
    expect(
      (await s.api.post('/api/manage/user/export', { role: 'x' }, { token: admin })).body.ret,
    ).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPassword } from '@ascent/shared/password';
import { departmentPaths, normaliseDepartmentPath } from './department-paths.ts';
import {
  mapHeader,
  parseRoles,
  parseSecrecy,
  validateImportRow,
  validateImportRows,
  type ImportContext,
  type ImportRow,
} from './user-import.rows.ts';
import { generatePassword } from './user-password.ts';

const tree = [
  {
    id: 1,
    name: '总部',
    list: [
      { id: 2, name: '技术部', list: [{ id: 3, name: '研发一组', list: [] }] },
      { id: 4, name: 'Sales', list: [] },
    ],
  },
];
const ctx: ImportContext = {
  strongPasswords: true,
  departments: departmentPaths(tree).idOf,
  takenAccounts: new Set(['existing']),
};
const good = {
  account: 'zhangsan',
  realName: '张三',
  mobile: '13800138000',
  email: 'z@example.com',
  department: '总部/技术部/研发一组',
  position: 'Engineer',
  roles: '',
  secrecyLevel: '',
};
const row = (cells: ImportRow['cells'], n = 2): ImportRow => ({
  row: n,
  cells: { ...good, ...cells },
});
const check = (cells: ImportRow['cells']) => validateImportRow(row(cells), ctx, new Map());
const problems = (cells: ImportRow['cells']) => {
  const r = check(cells);
  return 'problems' in r ? r.problems : [];
};

describe('department paths', () => {
  it('maps ids to full paths and typed paths back, ignoring spaces and case', () => {
    const { pathOf, idOf } = departmentPaths(tree);
    expect(pathOf.get(3)).toBe('总部/技术部/研发一组');
    expect(idOf.get(normaliseDepartmentPath(' 总部 / sales '))).toBe(4);
    expect(idOf.get(normaliseDepartmentPath('技术部'))).toBeUndefined();
  });
});

describe('one import row', () => {
  it('accepts a good row with defaults: no password, learner only, level 50', () => {
    expect(check({})).toEqual({
      row: 2,
      account: 'zhangsan',
      realName: '张三',
      password: null,
      mobile: '13800138000',
      email: 'z@example.com',
      departmentId: 3,
      position: 'Engineer',
      roles: [],
      secrecyLevel: 50,
    });
  });

  it('checks the account: format, taken (any case)', () => {
    expect(problems({ account: 'ab' })).toEqual([{ column: 'account', ref: 'validation.account' }]);
    expect(problems({ account: '张三' })).toEqual([]);
    expect(problems({ account: 'EXISTING' })).toEqual([
      { column: 'account', ref: 'user.accountTaken' },
    ]);
  });

  it('reports every problem of the row, not just the first', () => {
    expect(
      problems({
        realName: ' ',
        mobile: '23800138000',
        email: 'a@b',
        department: '总部/无此部门',
        roles: 'Mentor, king',
        secrecyLevel: '55',
      }).map((p) => p.column),
    ).toEqual(['realName', 'mobile', 'email', 'department', 'roles', 'secrecyLevel']);
    expect(problems({ department: '' })).toEqual([
      { column: 'department', ref: 'validation.required' },
    ]);
    expect(problems({ department: '研发一组' })[0]?.ref).toBe(
      'user.departmentUnknown|{"path":"研发一组"}',
    );
  });

  it('checks a given password exactly as typed against the company policy', () => {
    expect(problems({ password: 'Cedar#Lake_52' })).toEqual([]);
    expect(problems({ password: 'zhangsan#A9x' })).toEqual([
      { column: 'password', ref: 'password.containsAccount' },
    ]);
    expect(problems({ password: 'abcdefgh' })[0]?.column).toBe('password');
    const weak = validateImportRow(
      row({ password: 'abcdefgh' }),
      { ...ctx, strongPasswords: false },
      new Map(),
    );
    expect(weak).toMatchObject({ password: 'abcdefgh' });
    expect(check({ password: '   ' })).toMatchObject({ password: null });
  });

  it('refuses both lecturer kinds at once', () => {
    expect(problems({ roles: '内部讲师、外部讲师' })).toEqual([
      { column: 'roles', ref: 'user.lecturerKind' },
    ]);
  });
});

describe('the rows of a file', () => {
  it('fails a later row repeating an account (any case) and keeps the first', () => {
    const { valid, failed } = validateImportRows(
      [row({}, 2), row({ account: 'ZhangSan' }, 3), row({ account: 'lisi' }, 4)],
      ctx,
    );
    expect(valid.map((r) => r.row)).toEqual([2, 4]);
    expect(failed).toEqual([
      {
        row: 3,
        account: 'ZhangSan',
        problems: [{ column: 'account', ref: 'user.accountRepeated|{"row":2}' }],
      },
    ]);
  });
});

describe('cells', () => {
  it('reads roles by code or by name in any language, with several separators', () => {
    expect(parseRoles('admin，导师; Exam reviewer、考試閱卷人')).toEqual({
      roles: ['admin', 'mentor', 'exam_reviewer'],
    });
    expect(parseRoles('')).toEqual({ roles: [] });
    expect(parseRoles('admin, wizard')).toEqual({ unknown: 'wizard' });
  });

  it('reads secrecy levels by number or name; blank is 50', () => {
    expect(parseSecrecy('')).toBe(50);
    expect(parseSecrecy('80')).toBe(80);
    expect(parseSecrecy('秘密')).toBe(70);
    expect(parseSecrecy('internal')).toBe(60);
    expect(parseSecrecy('90')).toBeNull();
  });

  it('maps headers in any language or by key; unknown columns are ignored', () => {
    expect(mapHeader(['Account', '姓名*', '部門路徑', 'notes', 'secrecyLevel'])).toEqual([
      'account',
      'realName',
      'department',
      undefined,
      'secrecyLevel',
    ]);
  });
});

describe('generated passwords', () => {
  it('satisfy the strong policy and contain none of the given accounts', () => {
    for (let i = 0; i < 200; i++) {
      const pw = generatePassword(['abc', 'xyz']);
      expect(pw).toHaveLength(14);
      expect(checkPassword(pw, { strong: true, account: 'abc' })).toEqual([]);
      expect(checkPassword(pw, { strong: true, account: 'xyz' })).toEqual([]);
    }
  });
});

import { translate } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import {
  USER_EXPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
  roleNameKey,
  userColumnKey,
  type TAdminUser,
  type UserImportColumn,
} from '@ascent/shared/users';
import { buildWorkbook } from '../../core/xlsx.ts';

/** The xlsx side of users: the import template and the export (uploads: core/xlsx.ts). */

const WIDTH: Record<string, number> = {
  account: 16,
  realName: 12,
  password: 16,
  mobile: 14,
  email: 26,
  department: 28,
  position: 14,
  roles: 24,
  secrecyLevel: 10,
  status: 10,
  createdAt: 22,
};

/** The import template: headers in the caller's language and one example row. */
export function buildImportTemplate(locale: Locale, exampleDepartment: string): Buffer {
  const example: Record<UserImportColumn, string> = {
    account: 'zhangsan',
    realName: locale === 'en-US' ? 'Zhang San' : '张三',
    password: '',
    mobile: '13800138000',
    email: 'zhangsan@example.com',
    department: exampleDepartment,
    position: locale === 'en-US' ? 'Engineer' : '工程师',
    roles: translate(roleNameKey('learner'), locale),
    secrecyLevel: '50',
  };
  return buildWorkbook([
    {
      name: 'users',
      rows: [
        USER_IMPORT_COLUMNS.map((c) => translate(userColumnKey(c), locale)),
        USER_IMPORT_COLUMNS.map((c) => example[c]),
      ],
      widths: USER_IMPORT_COLUMNS.map((c) => WIDTH[c] ?? 12),
    },
  ]);
}

/** The export: the import's columns (so it can be edited and imported again) and more. */
export function buildUserExport(
  users: readonly TAdminUser[],
  departmentPath: (id: number | null) => string,
  locale: Locale,
): Buffer {
  const joiner = locale === 'en-US' ? ', ' : '、';
  const rows: unknown[][] = [USER_EXPORT_COLUMNS.map((c) => translate(userColumnKey(c), locale))];
  for (const u of users) {
    rows.push([
      u.account,
      u.realName,
      u.mobile,
      u.email,
      departmentPath(u.departmentId),
      u.position,
      u.roles.map((r) => translate(roleNameKey(r), locale)).join(joiner),
      u.secrecyLevel,
      translate(`userStatus.${u.status}`, locale),
      u.createdAt,
    ]);
  }
  return buildWorkbook([
    { name: 'users', rows, widths: USER_EXPORT_COLUMNS.map((c) => WIDTH[c] ?? 12) },
  ]);
}

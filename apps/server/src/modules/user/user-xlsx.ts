import * as XLSX from '@e965/xlsx';
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
import { mapHeader, type ImportRow } from './user-import.rows.ts';

/** The xlsx side of users: the import template, reading an upload, writing an export. */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII name and the UTF-8 one (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function workbook(name: string, rows: unknown[][], widths: number[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

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
  return workbook(
    'users',
    [
      USER_IMPORT_COLUMNS.map((c) => translate(userColumnKey(c), locale)),
      USER_IMPORT_COLUMNS.map((c) => example[c]),
    ],
    USER_IMPORT_COLUMNS.map((c) => WIDTH[c] ?? 12),
  );
}

export type SheetReading =
  | { ok: true; rows: ImportRow[]; columns: Set<UserImportColumn> }
  | { ok: false; reason: 'unreadable' | 'empty' };

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  return String(v);
};

/** The first sheet of an upload: the header row names the columns; blank rows are skipped. */
export function readUserSheet(
  data: Buffer,
  maxRows: number,
): SheetReading | { ok: false; reason: 'tooMany' } {
  // An .xlsx is a zip; SheetJS would otherwise read any text as CSV.
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50)
    return { ok: false, reason: 'unreadable' };
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', dense: true, cellDates: false, cellHTML: false });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet || !sheet['!ref']) return { ok: false, reason: 'empty' };
  const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const [header, ...body] = grid;
  if (!header) return { ok: false, reason: 'empty' };
  const columns = mapHeader(header.map(text));
  const rows: ImportRow[] = [];
  for (const [i, cells] of body.entries()) {
    const values = cells.map(text);
    if (values.every((v) => !v.trim())) continue;
    if (rows.length >= maxRows) return { ok: false, reason: 'tooMany' };
    const row: ImportRow = { row: start + i + 2, cells: {} };
    for (const [j, column] of columns.entries()) {
      if (column && row.cells[column] === undefined) row.cells[column] = values[j] ?? '';
    }
    rows.push(row);
  }
  if (!rows.length) return { ok: false, reason: 'empty' };
  return {
    ok: true,
    rows,
    columns: new Set(columns.filter((c): c is UserImportColumn => c !== undefined)),
  };
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
  return workbook(
    'users',
    rows,
    USER_EXPORT_COLUMNS.map((c) => WIDTH[c] ?? 12),
  );
}

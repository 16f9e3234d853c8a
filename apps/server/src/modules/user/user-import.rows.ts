import { ROLES, type Role } from '@ascent/shared/common';
import { messageRef, translate } from '@ascent/shared/errors';
import { LOCALES } from '@ascent/shared/i18n';
import { firstPasswordIssue, passwordIssueRef } from '@ascent/shared/password';
import {
  ROLE_SEPARATORS,
  SECRECY_LEVELS,
  USER_IMPORT_COLUMNS,
  USER_LIMITS,
  roleNameKey,
  secrecyNameKey,
  userColumnKey,
  type SecrecyLevel,
  type UserImportColumn,
} from '@ascent/shared/users';
import { isEmail, isMobile, zAccount } from '@ascent/shared/validators';
import type { SheetRow } from '../../core/xlsx.ts';
import { normaliseDepartmentPath } from './department-paths.ts';

/**
 * The rules for one row of a user import, as pure functions: every cell checked with the
 * shared rules, every problem of the row reported (not just the first).
 */

/** One sheet row: its number in the sheet (the header is row 1) and its cells by column. */
export type ImportRow = SheetRow<UserImportColumn>;

export interface ImportContext {
  /** The company's strong password switch (spec s.5). */
  strongPasswords: boolean;
  /** Normalised department path -> id (see department-paths.ts). */
  departments: ReadonlyMap<string, number>;
  /** Accounts (lower case) that already exist, in any company. */
  takenAccounts: ReadonlySet<string>;
}

export interface ValidImportRow {
  row: number;
  account: string;
  realName: string;
  /** Null: the import's shared initial password. */
  password: string | null;
  mobile: string;
  email: string;
  departmentId: number;
  position: string;
  roles: Role[];
  secrecyLevel: SecrecyLevel;
}

/** A problem with one cell: the column and a message reference (translated later). */
export interface CellProblem {
  column: UserImportColumn;
  ref: string;
}

export interface FailedImportRow {
  row: number;
  account: string;
  problems: CellProblem[];
}

const lower = (s: string) => s.trim().toLowerCase();

/** Role codes and their names in every language -> the role. */
const ROLE_LOOKUP: ReadonlyMap<string, Role> = new Map(
  ROLES.flatMap((role) => [
    [role, role] as const,
    ...LOCALES.map((l) => [lower(translate(roleNameKey(role), l)), role] as const),
  ]),
);

/** Levels and their names in every language -> the level. */
const SECRECY_LOOKUP: ReadonlyMap<string, SecrecyLevel> = new Map(
  SECRECY_LEVELS.flatMap((level) => [
    [String(level), level] as const,
    ...LOCALES.map((l) => [lower(translate(secrecyNameKey(level), l)), level] as const),
  ]),
);

/** Header cells -> column keys: the key itself or its header in any language; '*' ignored. */
const HEADER_LOOKUP: ReadonlyMap<string, UserImportColumn> = new Map(
  USER_IMPORT_COLUMNS.flatMap((c) => [
    [lower(c), c] as const,
    ...LOCALES.map((l) => [lower(translate(userColumnKey(c), l)), c] as const),
  ]),
);

/** The column of each header cell (undefined for columns the import does not read). */
export function mapHeader(cells: readonly string[]): (UserImportColumn | undefined)[] {
  return cells.map((c) => HEADER_LOOKUP.get(lower(c.replaceAll('*', ''))));
}

/** A cell of roles ("管理员, mentor") -> roles, or the first unknown name. */
export function parseRoles(cell: string): { roles: Role[] } | { unknown: string } {
  const roles: Role[] = [];
  for (const token of cell.split(ROLE_SEPARATORS)) {
    const t = token.trim();
    if (!t) continue;
    const role = ROLE_LOOKUP.get(t.toLowerCase());
    if (!role) return { unknown: t };
    if (!roles.includes(role)) roles.push(role);
  }
  return { roles };
}

export function parseSecrecy(cell: string): SecrecyLevel | null {
  const t = lower(cell);
  if (!t) return 50;
  return SECRECY_LOOKUP.get(t) ?? null;
}

/** Checks every row; `seen` spots an account given twice in the file (later rows fail). */
export function validateImportRows(
  rows: readonly ImportRow[],
  ctx: ImportContext,
): { valid: ValidImportRow[]; failed: FailedImportRow[] } {
  const valid: ValidImportRow[] = [];
  const failed: FailedImportRow[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const result = validateImportRow(r, ctx, seen);
    if ('problems' in result) failed.push(result);
    else valid.push(result);
  }
  return { valid, failed };
}

/** One row against the shared rules; records its account in `seen`. */
export function validateImportRow(
  r: ImportRow,
  ctx: ImportContext,
  seen: Map<string, number>,
): ValidImportRow | FailedImportRow {
  const cell = (c: UserImportColumn) => (r.cells[c] ?? '').trim();
  const problems: CellProblem[] = [];
  const problem = (column: UserImportColumn, ref: string) => problems.push({ column, ref });

  const account = cell('account');
  const parsedAccount = zAccount.safeParse(account);
  if (!parsedAccount.success) {
    problem('account', parsedAccount.error.issues[0]?.message ?? messageRef('validation.account'));
  } else {
    const key = account.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) problem('account', messageRef('user.accountRepeated', { row: first }));
    else {
      seen.set(key, r.row);
      if (ctx.takenAccounts.has(key)) problem('account', messageRef('user.accountTaken'));
    }
  }

  const realName = cell('realName');
  if (!realName) problem('realName', messageRef('validation.required'));
  else if (realName.length > USER_LIMITS.realName)
    problem('realName', messageRef('validation.tooLong', { max: USER_LIMITS.realName }));

  // A password is checked exactly as typed (decisions.md: passwords are never trimmed).
  const rawPassword = r.cells.password ?? '';
  const password = rawPassword.trim() ? rawPassword : null;
  if (password !== null) {
    const issue = firstPasswordIssue(password, { strong: ctx.strongPasswords, account });
    if (issue) problem('password', passwordIssueRef(issue));
  }

  const mobile = cell('mobile');
  if (mobile && !isMobile(mobile)) problem('mobile', messageRef('validation.mobile'));
  const email = cell('email');
  if (email && !isEmail(email)) problem('email', messageRef('validation.email'));

  const department = cell('department');
  const departmentId = ctx.departments.get(normaliseDepartmentPath(department));
  if (!department) problem('department', messageRef('validation.required'));
  else if (departmentId === undefined)
    problem('department', messageRef('user.departmentUnknown', { path: department }));

  const position = cell('position');
  if (position.length > USER_LIMITS.position)
    problem('position', messageRef('validation.tooLong', { max: USER_LIMITS.position }));

  const parsedRoles = parseRoles(cell('roles'));
  if ('unknown' in parsedRoles)
    problem('roles', messageRef('user.roleUnknown', { name: parsedRoles.unknown }));
  else if (
    parsedRoles.roles.includes('lecturer_internal') &&
    parsedRoles.roles.includes('lecturer_external')
  )
    problem('roles', messageRef('user.lecturerKind'));

  const secrecyLevel = parseSecrecy(cell('secrecyLevel'));
  if (secrecyLevel === null) problem('secrecyLevel', messageRef('validation.secrecyUnknown'));

  if (
    problems.length ||
    departmentId === undefined ||
    secrecyLevel === null ||
    'unknown' in parsedRoles
  )
    return { row: r.row, account, problems };
  return {
    row: r.row,
    account,
    realName,
    password,
    mobile,
    email,
    departmentId,
    position,
    roles: parsedRoles.roles,
    secrecyLevel,
  };
}

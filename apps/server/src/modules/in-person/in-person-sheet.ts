import { translate, type MessageKey } from '@ascent/shared/errors';
import { LOCALES, type Locale } from '@ascent/shared/i18n';
import {
  ATTENDANCE_IMPORT_EXTENSIONS,
  IN_PERSON_LIMITS,
  type TAttendanceImportFailure,
  type TAttendanceImportResult,
} from '@ascent/shared/in-person';
import { fileExtension } from '@ascent/shared/files';
import type { TImportStarted } from '@ascent/shared/import';
import type { Actor } from '../../core/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ImportInput, ImportPlan, ImportService } from '../import/import.service.ts';
import { fail } from '../../core/errors.ts';
import { buildWorkbook, readSheet } from '../../core/xlsx.ts';
import { createInPersonRepository } from './in-person.repository.ts';
import type { InPersonService } from './in-person.service.ts';

/**
 * The attendance sheet: the export (everyone expected with state, times and grade) is also
 * the import's template. An import takes xls or xlsx only; every wrong row is reported and
 * nothing is imported while any row is wrong.
 */

type Column = 'account' | 'signIn' | 'signOut' | 'grade';
const COLUMN_KEYS: Record<Column, MessageKey> = {
  account: 'inPerson.colAccount',
  signIn: 'inPerson.colSignIn',
  signOut: 'inPerson.colSignOut',
  grade: 'inPerson.colGrade',
};

/** A header in any of the three languages names its column. */
function mapHeader(cells: readonly string[]): (Column | undefined)[] {
  const known = new Map<string, Column>();
  for (const [column, key] of Object.entries(COLUMN_KEYS) as [Column, MessageKey][])
    for (const locale of LOCALES) known.set(translate(key, locale).toLowerCase(), column);
  return cells.map((c) => known.get(c.trim().toLowerCase()));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the sheet shows it: local to the browser's offset, 'YYYY-MM-DD HH:mm:ss'. */
export function sheetTime(d: Date | null, utcOffset: number): string {
  if (!d) return '';
  const t = new Date(d.getTime() + utcOffset * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** A cell back to a time: '' is none; 'YYYY-MM-DD HH:mm[:ss]' (or with /), an Excel serial. */
export function parseSheetTime(raw: string, utcOffset: number): Date | null | 'invalid' {
  const v = raw.trim();
  if (!v) return null;
  if (/^\d+(\.\d+)?$/.test(v)) {
    const serial = Number(v);
    if (serial < 1 || serial > 2958465) return 'invalid';
    return new Date(Math.round((serial - 25569) * 86_400_000) - utcOffset * 60_000);
  }
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (!m) return 'invalid';
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, se ?? 0);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59)
    return 'invalid';
  return new Date(ms - utcOffset * 60_000);
}

/** Refuses anything but an .xls or .xlsx by name; the caller reads it after this. */
export function checkImportName(filename: string): void {
  const ext = fileExtension(filename);
  if (!(ATTENDANCE_IMPORT_EXTENSIONS as readonly string[]).includes(ext))
    throw fail('inPerson.importType');
}

/** An attendance import's input besides the sheet. */
interface AttendanceImportTarget {
  sessionId: number;
  utcOffset: number;
}

export function createInPersonSheets(deps: {
  db: Db;
  service: InPersonService;
  imports: ImportService;
}) {
  const repo = createInPersonRepository(deps.db);
  deps.imports.register('attendance', importSheet);

  /** Reads and checks the sheet of an import (import.service.ts runs it as a job). */
  async function importSheet({
    actor,
    ip,
    target,
    filename,
    data,
    locale,
  }: ImportInput<AttendanceImportTarget>): Promise<ImportPlan<TAttendanceImportResult>> {
    const s = await deps.service.requireManager(actor, target.sessionId);
    const sheet = await readSheet(
      data,
      IN_PERSON_LIMITS.importRows,
      mapHeader,
      fileExtension(filename) === 'xls' ? 'xls' : 'xlsx',
    );
    if (!sheet.ok) {
      if (sheet.reason === 'tooMany')
        throw fail('inPerson.importTooMany', { max: IN_PERSON_LIMITS.importRows });
      throw fail(sheet.reason === 'empty' ? 'inPerson.importEmpty' : 'inPerson.importUnreadable');
    }
    if (!sheet.columns.has('account'))
      throw fail('inPerson.importColumnMissing', {
        name: translate('inPerson.colAccount', locale),
      });

    const accounts = sheet.rows.map((r) => (r.cells.account ?? '').trim().toLowerCase());
    const idOf = await repo.usersByAccount(actor.companyId, [...new Set(accounts.filter(Boolean))]);
    const expected = await repo.expectedUsers(s, [...idOf.values()]);
    const failed: TAttendanceImportFailure[] = [];
    const seen = new Set<string>();
    const changes: { userId: number; signInAt: Date | null; signOutAt: Date | null }[] = [];
    const grades: { userId: number; grade: number }[] = [];
    const report = (row: number, key: MessageKey, params?: Record<string, string | number>) =>
      failed.push({ row, reason: translate(key, locale, params) });

    for (const [i, row] of sheet.rows.entries()) {
      const account = accounts[i]!;
      const original = (row.cells.account ?? '').trim();
      if (!account) {
        report(row.row, 'inPerson.importColumnMissing', {
          name: translate('inPerson.colAccount', locale),
        });
        continue;
      }
      if (seen.has(account)) {
        report(row.row, 'inPerson.importAccountRepeated', { account: original });
        continue;
      }
      seen.add(account);
      const userId = idOf.get(account);
      if (!userId) {
        report(row.row, 'inPerson.importAccountUnknown', { account: original });
        continue;
      }
      if (!expected.has(userId) && !(await deps.service.mayAttend(deps.db, s, userId))) {
        report(row.row, 'inPerson.notExpected');
        continue;
      }
      const signInAt = parseSheetTime(row.cells.signIn ?? '', target.utcOffset);
      const signOutAt = parseSheetTime(row.cells.signOut ?? '', target.utcOffset);
      if (signInAt === 'invalid') {
        report(row.row, 'inPerson.importBadTime', { name: row.cells.signIn ?? '' });
        continue;
      }
      if (signOutAt === 'invalid') {
        report(row.row, 'inPerson.importBadTime', { name: row.cells.signOut ?? '' });
        continue;
      }
      if (signInAt && signOutAt && signOutAt < signInAt) {
        report(row.row, 'inPerson.signOutBeforeSignIn');
        continue;
      }
      const gradeRaw = (row.cells.grade ?? '').trim();
      if (gradeRaw) {
        const grade = Number(gradeRaw);
        if (!s.grading) {
          report(row.row, 'inPerson.gradingOff');
          continue;
        }
        if (!Number.isFinite(grade) || grade < 0 || grade > IN_PERSON_LIMITS.grade) {
          report(row.row, 'inPerson.importBadGrade', { max: IN_PERSON_LIMITS.grade });
          continue;
        }
        grades.push({ userId, grade });
      }
      changes.push({ userId, signInAt, signOutAt });
    }
    if (failed.length) {
      const message = { key: 'inPerson.importFailed' as const, params: { failed: failed.length } };
      return { result: { imported: 0, failed }, message };
    }

    const now = new Date();
    const write = async (tx: Tx) => {
      await deps.service.applyTimes(
        tx,
        actor,
        ip,
        s,
        changes,
        translate('inPerson.importReason', locale),
        now,
      );
      const r = createInPersonRepository(tx);
      for (const g of grades)
        await r.saveAttendance(
          { sessionId: s.id, userId: g.userId, companyId: s.companyId },
          { grade: g.grade },
        );
    };
    const message = { key: 'inPerson.importDone' as const, params: { imported: changes.length } };
    return { result: { imported: changes.length, failed: [] }, message, write };
  }

  return {
    /** Starts an import of a session's attendance sheet (its manager only). */
    async startImport(
      who: { actor: Actor; ip: string; locale: Locale },
      input: AttendanceImportTarget & { filename: string; data: Buffer },
    ): Promise<TImportStarted> {
      await deps.service.requireManager(who.actor, input.sessionId);
      const { filename, data, sessionId, utcOffset } = input;
      return deps.imports.start(who, 'attendance', { filename, data }, { sessionId, utcOffset });
    },

    async exportSheet(
      actor: Actor,
      sessionId: number,
      utcOffset: number,
      locale: Locale,
    ): Promise<{ name: string; data: Buffer }> {
      const s = await deps.service.requireManager(actor, sessionId);
      const rows = await repo.expectedAll(s, new Date(), 100_000);
      const header = [
        'inPerson.colAccount',
        'inPerson.colName',
        'inPerson.colDepartment',
        'inPerson.colState',
        'inPerson.colSignIn',
        'inPerson.colSignOut',
        ...(s.grading ? ['inPerson.colGrade'] : []),
      ].map((k) => translate(k, locale));
      const body = rows.map((r) => [
        r.account,
        r.name,
        r.departmentName,
        translate(`inPerson.state.${r.state}`, locale),
        sheetTime(r.signInAt, utcOffset),
        sheetTime(r.signOutAt, utcOffset),
        ...(s.grading ? [r.grade ?? ''] : []),
      ]);
      const data = buildWorkbook([
        {
          name: 'attendance',
          rows: [header, ...body],
          widths: [18, 14, 18, 12, 20, 20, 8],
        },
      ]);
      return { name: `attendance-${s.id}.xlsx`, data };
    },
  };
}
export type InPersonSheets = ReturnType<typeof createInPersonSheets>;

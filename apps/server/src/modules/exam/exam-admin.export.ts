import * as XLSX from '@e965/xlsx';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { ExamAttemptAdminRow } from '@ascent/shared/exam';
import type { Locale } from '@ascent/shared/i18n';
import { formatInstant } from '@ascent/shared/time';

const STATUS_KEY: Record<string, MessageKey> = {
  in_progress: 'examAdmin.statusInProgress',
  pending_marking: 'examAdmin.statusPendingMarking',
  marked: 'examAdmin.statusMarked',
};
const REASON_KEY: Record<string, MessageKey> = {
  manual: 'examAdmin.reasonManual',
  timeout: 'examAdmin.reasonTimeout',
  screen_switch: 'examAdmin.reasonScreenSwitch',
  face: 'examAdmin.reasonFace',
};

export type ExportAttempt = ExamAttemptAdminRow & { attemptNo: number; cycle: string };

/** One exam's results as an .xlsx: one row per attempt, headers in the caller's language. */
export function buildAttemptsWorkbook(
  rows: readonly ExportAttempt[],
  opts: { cyclic: boolean; locale: Locale; timeZone: string },
): Buffer {
  const t = (key: MessageKey) => translate(key, opts.locale);
  const when = (v: string | null) =>
    formatInstant(v, opts.locale, opts.timeZone, 'dateTimeSeconds');
  const columns: { key: MessageKey; width: number; value: (r: ExportAttempt) => unknown }[] = [
    { key: 'examAdmin.colName', width: 14, value: (r) => r.name },
    { key: 'examAdmin.colAccount', width: 16, value: (r) => r.account },
    { key: 'examAdmin.colDepartment', width: 20, value: (r) => r.departmentName },
    ...(opts.cyclic
      ? [
          {
            key: 'examAdmin.colCycle' as MessageKey,
            width: 12,
            value: (r: ExportAttempt) => r.cycle,
          },
        ]
      : []),
    { key: 'examAdmin.colAttempt', width: 8, value: (r) => r.attemptNo },
    { key: 'examAdmin.colStatus', width: 12, value: (r) => t(STATUS_KEY[r.status]!) },
    { key: 'examAdmin.colScore', width: 8, value: (r) => r.score ?? '' },
    {
      key: 'examAdmin.colPassed',
      width: 10,
      value: (r) => (r.passed === null ? '' : t(r.passed ? 'examAdmin.yes' : 'examAdmin.no')),
    },
    { key: 'examAdmin.colStartedAt', width: 20, value: (r) => when(r.startedAt) },
    { key: 'examAdmin.colSubmittedAt', width: 20, value: (r) => when(r.submittedAt) },
    {
      key: 'examAdmin.colSubmitReason',
      width: 16,
      value: (r) => (r.submitReason ? t(REASON_KEY[r.submitReason]!) : ''),
    },
    { key: 'examAdmin.colScreenSwitches', width: 10, value: (r) => r.screenSwitches },
  ];
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((c) => t(c.key)),
    ...rows.map((r) => columns.map((c) => c.value(r))),
  ]);
  sheet['!cols'] = columns.map((c) => ({ wch: c.width }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, t('examAdmin.sheetName'));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

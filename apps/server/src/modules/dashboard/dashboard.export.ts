import { translate, type MessageKey } from '@ascent/shared/errors';
import type { ReportKind, TReportRow } from '@ascent/shared/dashboard';
import type { Locale } from '@ascent/shared/i18n';
import { formatInstant } from '@ascent/shared/time';
import { buildWorkbook } from '../../core/xlsx.ts';

/**
 * The learner report as an .xlsx: the rows the page shows (every page), headers in the caller's
 * language, instants on the company's clock in the product's one format per locale.
 */
export function buildReportWorkbook(
  rows: readonly TReportRow[],
  opts: { kind: ReportKind; locale: Locale; timeZone: string },
): Buffer {
  const t = (key: MessageKey) => translate(key, opts.locale);
  const when = (v: string | null) => formatInstant(v, opts.locale, opts.timeZone, 'dateTime');
  const exam = opts.kind === 'exam';
  const columns: { key: MessageKey; width: number; value: (r: TReportRow) => unknown }[] = [
    { key: 'dashboard.colName', width: 14, value: (r) => r.realName },
    { key: 'dashboard.colAccount', width: 16, value: (r) => r.account },
    { key: 'dashboard.colDepartment', width: 20, value: (r) => r.departmentName },
    {
      key: 'dashboard.colState',
      width: 10,
      value: (r) =>
        t(r.state === 'completed' ? 'dashboard.stateCompleted' : 'dashboard.stateStarted'),
    },
    { key: 'dashboard.colStartedAt', width: 20, value: (r) => when(r.startedAt) },
    { key: 'dashboard.colCompletedAt', width: 20, value: (r) => when(r.completedAt) },
    {
      key: 'dashboard.colMinutes',
      width: 12,
      value: (r) => Math.round((r.seconds / 60) * 10) / 10,
    },
    ...(exam
      ? [
          {
            key: 'dashboard.colAttempts' as MessageKey,
            width: 10,
            value: (r: TReportRow) => r.attempts,
          },
          {
            key: 'dashboard.colScore' as MessageKey,
            width: 10,
            value: (r: TReportRow) => r.score ?? '',
          },
          {
            key: 'dashboard.colPassed' as MessageKey,
            width: 10,
            value: (r: TReportRow) =>
              r.passed === null ? '' : t(r.passed ? 'dashboard.yes' : 'dashboard.no'),
          },
        ]
      : [
          {
            key: 'dashboard.colPercent' as MessageKey,
            width: 10,
            value: (r: TReportRow) => r.percent ?? '',
          },
        ]),
  ];
  return buildWorkbook([
    {
      name: t('dashboard.sheetName'),
      rows: [columns.map((c) => t(c.key)), ...rows.map((r) => columns.map((c) => c.value(r)))],
      widths: columns.map((c) => c.width),
    },
  ]);
}

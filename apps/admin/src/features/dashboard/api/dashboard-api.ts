import type { FileDownload } from '@ascent/client/api';
import type {
  ReportKind,
  ReportState,
  TDashboardFigures,
  TReportItemPage,
  TReportPage,
  TScopeDepartment,
} from '@ascent/shared/dashboard';
import { api } from '../../../app/services.ts';

export function fetchFigures(): Promise<TDashboardFigures> {
  return api.call('POST /api/manage/dashboard/figures', {}, { silent: true });
}

export interface ReportFilter {
  kind: ReportKind;
  itemId: number;
  departmentId?: number;
  state?: ReportState;
}

/** Silent: the page shows a refusal (an unknown item) itself. */
export function fetchReport(
  filter: ReportFilter,
  page: number,
  pageSize: number,
): Promise<TReportPage> {
  return api.call(
    'POST /api/manage/dashboard/report/learners',
    { ...filter, page, pageSize },
    { silent: true },
  );
}

export function exportReport(filter: ReportFilter): Promise<FileDownload> {
  return api.download('POST /api/manage/dashboard/report/export', filter);
}

/** The courses or exams a report may be opened for (the company's, ever published). */
export function fetchReportItems(
  kind: ReportKind,
  keyword: string | undefined,
  page: number,
  pageSize: number,
): Promise<TReportItemPage> {
  return api.call('POST /api/manage/dashboard/report/items', { kind, keyword, page, pageSize });
}

/** The departments the caller's reports may be filtered by (the company's, or their subtrees). */
export function fetchScopeDepartments(): Promise<TScopeDepartment[]> {
  return api.call('POST /api/manage/dashboard/departments', {});
}

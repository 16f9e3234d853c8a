import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { FileDownload } from '@ascent/client/api';
import type {
  TCertificateAdminQuery,
  TCertificateAdminRow,
  TCertificateDesign,
  TCertificateIssue,
  TCertificateIssueResult,
  TCertificateRevoke,
  TCertificateTemplateDetail,
  TCertificateTemplateRow,
  TCertificateTemplateSave,
} from '@ascent/shared/certificate';
import type { TItemOption, TItemSearch } from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The admin's certificate calls (/api/manage/certificate/*) and the item picker's search. */
export function fetchTemplatePage(query: TListQuery): Promise<TPage<TCertificateTemplateRow>> {
  return api.call('POST /api/manage/certificate/template/list', query);
}

export function fetchTemplate(id: number): Promise<TCertificateTemplateDetail> {
  return api.call('POST /api/manage/certificate/template/detail', { id });
}

// The form shows the server's refusal itself.
export function saveTemplate(body: TCertificateTemplateSave): Promise<TCertificateTemplateDetail> {
  return api.call('POST /api/manage/certificate/template/save', body, {
    silent: true,
  });
}

export function deleteTemplates(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/certificate/template/delete', { ids });
}

export function downloadSample(design: TCertificateDesign): Promise<FileDownload> {
  return api.download('POST /api/manage/certificate/template/sample', design);
}

export function fetchCertificatePage(
  query: TCertificateAdminQuery,
): Promise<TPage<TCertificateAdminRow>> {
  return api.call('POST /api/manage/certificate/list', query);
}

export function issueCertificates(body: TCertificateIssue): Promise<TCertificateIssueResult> {
  return api.call('POST /api/manage/certificate/issue', body, { silent: true });
}

export function revokeCertificate(body: TCertificateRevoke): Promise<null> {
  return api.call('POST /api/manage/certificate/revoke', body, { silent: true });
}

export function downloadCertificate(id: number): Promise<FileDownload> {
  return api.download('POST /api/manage/certificate/pdf', { id });
}

export function exportCertificates(
  query: Omit<TCertificateAdminQuery, 'page' | 'pageSize'>,
): Promise<FileDownload> {
  return api.download('POST /api/manage/certificate/export', query);
}

/**
 * Items of a kind whose title contains the keyword (the items module's picker search). The
 * picker shows a failure as its empty text, not as a toast on every keystroke.
 */
export function searchItems(body: TItemSearch): Promise<TItemOption[]> {
  return api.call('POST /api/manage/items/search', body, { silent: true });
}

import type { TPage } from '@ascent/shared/admin';
import type {
  ProgrammeKind,
  ProgrammeStatus,
  ProgressState,
  TProgrammeAdminDetail,
  TProgrammeSave,
  TProgrammeSummaryRow,
  TProgressDepartmentRow,
  TProgressLearnerRow,
} from '@ascent/shared/programme';
import type { ItemKind, TItemOption } from '@ascent/shared/task';
import type { FileDownload } from '@ascent/client/api';
import { api } from '../../../app/services.ts';

/** The admin's programme calls (/api/manage/programme/*) and the item picker's search. */
export function fetchProgrammePage(q: {
  kind: ProgrammeKind;
  status?: ProgrammeStatus;
  keyword?: string;
  page: number;
  pageSize: number;
}): Promise<TPage<TProgrammeSummaryRow>> {
  return api.call('POST /api/manage/programme/list', q);
}

export function fetchProgramme(id: number): Promise<TProgrammeAdminDetail> {
  return api.call('POST /api/manage/programme/detail', { id });
}

// The form shows the server's refusal itself.
export function saveProgramme(body: TProgrammeSave): Promise<TProgrammeAdminDetail> {
  return api.call('POST /api/manage/programme/save', body, { silent: true });
}

export function publishProgramme(id: number, published: boolean): Promise<null> {
  return api.call(`POST /api/manage/programme/${published ? 'publish' : 'unpublish'}`, { id });
}

export function deleteProgramme(id: number): Promise<null> {
  return api.call('POST /api/manage/programme/delete', { id });
}

export function addMembers(programmeId: number, userIds: number[]): Promise<{ count: number }> {
  return api.call('POST /api/manage/programme/members/add', { programmeId, userIds });
}

export function removeMembers(programmeId: number, userIds: number[]): Promise<{ count: number }> {
  return api.call('POST /api/manage/programme/members/remove', { programmeId, userIds });
}

export function fetchReportLearners(q: {
  programmeId: number;
  departmentId?: number;
  state?: ProgressState;
  keyword?: string;
  page: number;
  pageSize: number;
}): Promise<TPage<TProgressLearnerRow>> {
  return api.call('POST /api/manage/programme/report/learners', q);
}

export function fetchReportDepartments(programmeId: number): Promise<TProgressDepartmentRow[]> {
  return api.call('POST /api/manage/programme/report/departments', {
    programmeId,
  });
}

/** Items of a kind for a picker (`POST /api/manage/items/search`, at most 20). */
export function searchItems(kind: ItemKind, keyword: string): Promise<TItemOption[]> {
  return api.call('POST /api/manage/items/search', { kind, keyword }, { silent: true });
}

/** The progress report as an .xlsx (learners and the department summary). */
export function exportReport(programmeId: number): Promise<FileDownload> {
  return api.download('POST /api/manage/programme/report/export', { programmeId });
}

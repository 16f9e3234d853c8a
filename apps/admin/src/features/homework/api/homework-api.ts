import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  HomeworkStatus,
  SubmissionStatus,
  THomeworkAdminDetail,
  THomeworkAdminRow,
  THomeworkSave,
  THomeworkSubmissionRow,
  TReviewDetail,
} from '@ascent/shared/homework';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TPosition } from '@ascent/shared/org';
import type { TAdminUser } from '@ascent/shared/users';
import { api } from '../../../app/services.ts';

/** The admin's homework calls (/api/manage/homework/*) and the lists the editor picks from. */
export function fetchHomeworkPage(
  query: TListQuery & { status?: HomeworkStatus },
): Promise<TPage<THomeworkAdminRow>> {
  return api.call('POST /api/manage/homework/list', query);
}

export function fetchHomework(id: number): Promise<THomeworkAdminDetail> {
  return api.call('POST /api/manage/homework/detail', { id });
}

// The form shows the server's refusal itself.
export function saveHomework(body: THomeworkSave): Promise<THomeworkAdminDetail> {
  return api.call('POST /api/manage/homework/save', body, { silent: true });
}

export function publishHomework(ids: number[], published: boolean): Promise<null> {
  return api.call(`POST /api/manage/homework/${published ? 'publish' : 'unpublish'}`, { ids });
}

export function deleteHomework(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/homework/delete', { ids });
}

export function fetchSubmissions(q: {
  homeworkId: number;
  status?: SubmissionStatus;
  page: number;
  pageSize: number;
}): Promise<TPage<THomeworkSubmissionRow>> {
  return api.call('POST /api/manage/homework/submissions', q);
}

export function fetchSubmission(id: number): Promise<TReviewDetail> {
  return api.call('POST /api/manage/homework/submission/detail', { id });
}

// The pickers.
export function fetchDepartments(): Promise<TDepartmentNode[]> {
  return api.call('GET /api/study/department/tree', undefined, { cache: true });
}

export function fetchPositions(): Promise<TPage<TPosition>> {
  return api.call('POST /api/manage/position/list', { page: 1, pageSize: 200 });
}

/** People by keyword; without one, the company's homework reviewers. */
export function searchPeople(keyword: string): Promise<TPage<TAdminUser>> {
  return api.call('POST /api/manage/user/list', {
    page: 1,
    pageSize: 20,
    status: 'active',
    ...(keyword ? { keyword } : { role: 'homework_reviewer' }),
  });
}

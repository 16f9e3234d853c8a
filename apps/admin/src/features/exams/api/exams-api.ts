import type { FileDownload } from '@ascent/client/api';
import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  AttemptStatus,
  ExamAdminRow,
  ExamAttemptAdminRow,
  ExamKind,
  ExamStatus,
  TExamSave,
} from '@ascent/shared/exam';
import type { ExamAdminDetailView, ReviewerCandidate } from '@ascent/shared/exam-admin';
import type { TPaperRow } from '@ascent/shared/question-admin';
import { api } from '../../../app/services.ts';

export interface ExamFilters {
  status?: ExamStatus;
  kind?: ExamKind;
}

/** The exam call takes paging, keyword and its filters (no sorting). */
export function fetchExams(query: TListQuery & ExamFilters): Promise<TPage<ExamAdminRow>> {
  const { page, pageSize, keyword, status, kind } = query;
  return api.call('POST /api/manage/exam/list', {
    page,
    pageSize,
    keyword,
    status,
    kind,
  });
}
export function fetchExam(id: number): Promise<ExamAdminDetailView> {
  return api.call('POST /api/manage/exam/detail', { id });
}
/** Silent: the form shows the server's refusal itself. */
export function saveExam(body: TExamSave): Promise<ExamAdminDetailView> {
  return api.call('POST /api/manage/exam/save', body, { silent: true });
}
/** Not silent: a refusal is shown as a toast. */
export function examAction(
  action: 'publish' | 'unpublish',
  id: number,
): Promise<ExamAdminDetailView> {
  return api.call(`POST /api/manage/exam/${action}`, { id });
}
export function deleteExams(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/exam/delete', { ids });
}

export function fetchAttempts(
  examId: number,
  query: TListQuery & { status?: AttemptStatus },
): Promise<TPage<ExamAttemptAdminRow>> {
  return api.call('POST /api/manage/exam/attempts', {
    examId,
    status: query.status,
    page: query.page,
    pageSize: query.pageSize,
  });
}
export function exportAttempts(examId: number, status?: AttemptStatus): Promise<FileDownload> {
  return api.download('POST /api/manage/exam/attempts/export', { examId, status });
}

export function searchReviewers(keyword: string): Promise<ReviewerCandidate[]> {
  return api.call('POST /api/manage/exam/reviewers', { keyword }, { silent: true });
}

/** Papers for the picker (POST /api/manage/paper/list, the question bank's call). */
export function fetchPapers(keyword: string): Promise<TPage<TPaperRow>> {
  return api.call(
    'POST /api/manage/paper/list',
    { keyword: keyword || undefined, page: 1, pageSize: 20 },
    { silent: true },
  );
}

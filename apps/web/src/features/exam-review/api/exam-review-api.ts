import type { TPage } from '@ascent/shared/admin';
import type { ReviewExamRow, TReviewSave } from '@ascent/shared/exam';
import type { ReviewMembersPage, ReviewSheetView } from '@ascent/shared/exam-admin';
import { api } from '../../../app/services.ts';

export type ReviewTab = 'pending' | 'done';

/** The reviewers' calls (/api/study/me/review/*, /api/study/exam/review/*). */
export const fetchReviewExams = (tab: ReviewTab, page: number, pageSize = 10) =>
  api.post<TPage<ReviewExamRow>>('study/me/review/list', { tab, page, pageSize });

export const fetchReviewMembers = (examId: number, tab: ReviewTab, page: number, pageSize = 10) =>
  api.post<ReviewMembersPage>(
    'study/me/review/members',
    { examId, tab, page, pageSize },
    { silent: true },
  );

/** Silent: the page shows why it cannot open the sheet. */
export const fetchReviewSheet = (attemptId: number) =>
  api.get<ReviewSheetView>(`study/exam/review/${attemptId}`, { silent: true });

/** Not silent: a refusal (a score out of range, parts unmarked) is shown as a toast. */
export const saveReview = (body: TReviewSave) =>
  api.post<ReviewSheetView>('study/exam/review/save', body);

import type { TReviewSave } from '@ascent/shared/exam';
import { api } from '../../../app/services.ts';

export type ReviewTab = 'pending' | 'done';

/** The reviewers' calls (/api/study/me/review/*, /api/study/exam/review/*). */
export const fetchReviewExams = (tab: ReviewTab, page: number, pageSize = 10) =>
  api.call('POST /api/study/me/review/list', { tab, page, pageSize });

export const fetchReviewMembers = (examId: number, tab: ReviewTab, page: number, pageSize = 10) =>
  api.call('POST /api/study/me/review/members', { examId, tab, page, pageSize }, { silent: true });

/** Silent: the page shows why it cannot open the sheet. */
export const fetchReviewSheet = (attemptId: number) =>
  api.call('GET /api/study/exam/review/:attemptId', { attemptId }, { silent: true });

/** Not silent: a refusal (a score out of range, parts unmarked) is shown as a toast. */
export const saveReview = (body: TReviewSave) => api.call('POST /api/study/exam/review/save', body);

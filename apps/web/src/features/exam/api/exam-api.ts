import type { ExamKind } from '@ascent/shared/exam';
import type { TAnswerValue } from '@ascent/shared/question';
import { api } from '../../../app/services.ts';

/** The examinee's calls of @ascent/shared/exam. */
export type MyExamTab = 'all' | 'todo' | 'done';

export const fetchMyExams = (q: {
  kind: ExamKind;
  tab: MyExamTab;
  page: number;
  pageSize?: number;
}) => api.call('POST /api/study/me/exam/list', { pageSize: 10, ...q });

export const fetchExamDetail = (id: number) =>
  api.call('GET /api/study/exam/:id/detail', { id }, { silent: true });

export const startExam = (body: { examId: number; password?: string; signature?: string }) =>
  api.call('POST /api/study/exam/start', body);

/** Answer saves are silent: the save indicator shows how they went, and the queue retries. */
export const saveAnswer = (body: {
  attemptId: number;
  questionId: number;
  value: TAnswerValue;
  seq: number;
}) => api.call('POST /api/study/exam/answer', body, { silent: true });

export const saveAnswers = (body: {
  attemptId: number;
  items: { questionId: number; value: TAnswerValue; seq: number }[];
}) => api.call('POST /api/study/exam/answers', body, { silent: true });

export const reportScreenSwitch = (attemptId: number) =>
  api.call('POST /api/study/exam/screen-switch', { attemptId }, { silent: true });

export const submitAttempt = (attemptId: number, silent = false) =>
  api.call('POST /api/study/exam/submit', { attemptId }, { silent });

export const fetchResult = (attemptId: number) =>
  api.call('GET /api/study/exam/attempt/:id/result', { id: attemptId }, { silent: true });

export const fetchRecords = (examId: number, page: number, pageSize = 10) =>
  api.call('POST /api/study/exam/records', { examId, page, pageSize });

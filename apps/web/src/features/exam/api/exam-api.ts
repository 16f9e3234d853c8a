import type { TPage } from '@ascent/shared/admin';
import type {
  AnswerSaved,
  AttemptPaper,
  AttemptResult,
  AttemptStatus,
  ExamDetail,
  ExamKind,
  ExamRecordRow,
  ExamStartResult,
  MyExamRow,
  ScreenSwitchResult,
} from '@ascent/shared/exam';
import type { TAnswerValue } from '@ascent/shared/question';
import { api } from '../../../app/services.ts';

/** The examinee's calls of @ascent/shared/exam. */
export type MyExamTab = 'all' | 'todo' | 'done';

export const fetchMyExams = (q: {
  kind: ExamKind;
  tab: MyExamTab;
  page: number;
  pageSize?: number;
}) => api.post<TPage<MyExamRow>>('study/me/exam/list', { pageSize: 10, ...q });

export const fetchExamDetail = (id: number) =>
  api.get<ExamDetail>(`study/exam/${id}/detail`, { silent: true });

export const startExam = (body: { examId: number; password?: string; signature?: string }) =>
  api.post<ExamStartResult>('study/exam/start', body);

export const fetchAttempt = (attemptId: number) =>
  api.get<AttemptPaper>(`study/exam/attempt/${attemptId}`, { silent: true });

/** Answer saves are silent: the save indicator shows how they went, and the queue retries. */
export const saveAnswer = (body: {
  attemptId: number;
  questionId: number;
  value: TAnswerValue;
  seq: number;
}) => api.post<AnswerSaved>('study/exam/answer', body, { silent: true });

export const saveAnswers = (body: {
  attemptId: number;
  items: { questionId: number; value: TAnswerValue; seq: number }[];
}) => api.post<AnswerSaved>('study/exam/answers', body, { silent: true });

export const reportScreenSwitch = (attemptId: number) =>
  api.post<ScreenSwitchResult>('study/exam/screen-switch', { attemptId }, { silent: true });

export const submitAttempt = (attemptId: number, silent = false) =>
  api.post<{ attemptId: number; status: AttemptStatus }>(
    'study/exam/submit',
    { attemptId },
    { silent },
  );

export const fetchResult = (attemptId: number) =>
  api.get<AttemptResult>(`study/exam/attempt/${attemptId}/result`, { silent: true });

export const fetchRecords = (examId: number, page: number, pageSize = 10) =>
  api.post<TPage<ExamRecordRow>>('study/exam/records', { examId, page, pageSize });

import type {
  PracticeMode,
  TPracticeAnswer,
  TPracticeBankQuery,
  TPracticeStart,
} from '@ascent/shared/practice';
import { api } from '../../../app/services.ts';

/** The learner's practice calls (/api/study/practice/*). */
export const fetchPracticeHome = () => api.call('GET /api/study/practice/home');

export const fetchPracticeBanks = (q: TPracticeBankQuery) =>
  api.call('POST /api/study/practice/banks', q);

export const fetchKnowledgePoints = (bankIds: number[]) =>
  api.call('POST /api/study/practice/points', { bankIds });

export const fetchSimulations = (page: number, pageSize: number) =>
  api.call('POST /api/study/practice/simulation/list', { page, pageSize });

export const startPractice = (body: TPracticeStart) =>
  api.call('POST /api/study/practice/start', body);

/** Silent: the paper page shows its own refusal (another learner's or a missing session). */
export const fetchPracticePaper = (sessionId: number) =>
  api.call('GET /api/study/practice/session/:id', { id: sessionId }, { silent: true });

export const saveAnswer = (body: TPracticeAnswer, silent = false) =>
  api.call('POST /api/study/practice/answer', body, { silent });

export const submitPractice = (sessionId: number, silent = false) =>
  api.call('POST /api/study/practice/submit', { sessionId }, { silent });

export const fetchPracticeResult = (sessionId: number) =>
  api.call('GET /api/study/practice/session/:id/result', { id: sessionId }, { silent: true });

export const fetchPracticeRecords = (
  mode: PracticeMode | undefined,
  page: number,
  pageSize: number,
) => api.call('POST /api/study/practice/records', { mode, page, pageSize });

export const fetchWrongBook = (page: number, pageSize: number) =>
  api.call('POST /api/study/practice/wrong/list', { page, pageSize });

export const removeWrong = (questionIds: number[]) =>
  api.call('POST /api/study/practice/wrong/remove', { questionIds });

import type { TPage } from '@ascent/shared/admin';
import type {
  PracticeAnswerResult,
  PracticeBankRow,
  PracticeHome,
  PracticeMode,
  PracticePaper,
  PracticeRecordRow,
  PracticeResult,
  PracticeSimulationRow,
  PracticeStartResult,
  TPracticeAnswer,
  TPracticeBankQuery,
  TPracticeStart,
  WrongPage,
} from '@ascent/shared/practice';
import { api } from '../../../app/services.ts';

/** The learner's practice calls (/api/study/practice/*). */
export const fetchPracticeHome = () => api.get<PracticeHome>('study/practice/home');

export const fetchPracticeBanks = (q: TPracticeBankQuery) =>
  api.post<TPage<PracticeBankRow>>('study/practice/banks', q);

export const fetchKnowledgePoints = (bankIds: number[]) =>
  api.post<string[]>('study/practice/points', { bankIds });

export const fetchSimulations = (page: number, pageSize: number) =>
  api.post<TPage<PracticeSimulationRow>>('study/practice/simulation/list', { page, pageSize });

export const startPractice = (body: TPracticeStart) =>
  api.post<PracticeStartResult>('study/practice/start', body);

/** Silent: the paper page shows its own refusal (another learner's or a missing session). */
export const fetchPracticePaper = (sessionId: number) =>
  api.get<PracticePaper>(`study/practice/session/${sessionId}`, { silent: true });

export const saveAnswer = (body: TPracticeAnswer, silent = false) =>
  api.post<PracticeAnswerResult>('study/practice/answer', body, { silent });

export const submitPractice = (sessionId: number, silent = false) =>
  api.post<PracticeRecordRow>('study/practice/submit', { sessionId }, { silent });

export const fetchPracticeResult = (sessionId: number) =>
  api.get<PracticeResult>(`study/practice/session/${sessionId}/result`, { silent: true });

export const fetchPracticeRecords = (
  mode: PracticeMode | undefined,
  page: number,
  pageSize: number,
) => api.post<TPage<PracticeRecordRow>>('study/practice/records', { mode, page, pageSize });

export const fetchWrongBook = (page: number, pageSize: number) =>
  api.post<WrongPage>('study/practice/wrong/list', { page, pageSize });

export const removeWrong = (questionIds: number[]) =>
  api.post<{ removed: number }>('study/practice/wrong/remove', { questionIds });

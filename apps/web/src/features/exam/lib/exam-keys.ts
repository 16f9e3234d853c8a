import { USER_QUERY_KEY } from '@ascent/client/app';
import type { ExamKind } from '@ascent/shared/exam';
import type { MyExamTab } from '../api/exam-api.ts';

/** Query keys of the exam pages (dropped with the session, under USER_QUERY_KEY). */
export const examKeys = {
  all: [...USER_QUERY_KEY, 'exam'] as const,
  list: (kind: ExamKind, tab: MyExamTab, page: number) =>
    [...USER_QUERY_KEY, 'exam', 'list', kind, tab, page] as const,
  detail: (id: number) => [...USER_QUERY_KEY, 'exam', 'detail', id] as const,
  attempt: (id: number) => [...USER_QUERY_KEY, 'exam', 'attempt', id] as const,
  result: (id: number) => [...USER_QUERY_KEY, 'exam', 'result', id] as const,
  records: (examId: number, page: number) =>
    [...USER_QUERY_KEY, 'exam', 'records', examId, page] as const,
};

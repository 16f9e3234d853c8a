import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { ExamKind } from '@ascent/shared/exam';
import { useSession } from '../../../app/services.ts';
import {
  fetchAttempt,
  fetchExamDetail,
  fetchMyExams,
  fetchRecords,
  fetchResult,
  type MyExamTab,
} from '../api/exam-api.ts';

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

const useSignedIn = () => useSession((s) => s.token !== '');

export function useMyExams(kind: ExamKind, tab: MyExamTab, page: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: examKeys.list(kind, tab, page),
    queryFn: () => fetchMyExams({ kind, tab, page }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useExamDetail(id: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: examKeys.detail(id),
    queryFn: () => fetchExamDetail(id),
    enabled: signedIn && id > 0,
    retry: false,
    staleTime: 0,
  });
}

/** The paper with its answers and the moment it arrived (for the clock correction). */
export function useAttemptPaper(attemptId: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: examKeys.attempt(attemptId),
    queryFn: async () => ({ paper: await fetchAttempt(attemptId), receivedAt: Date.now() }),
    enabled: signedIn && attemptId > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useAttemptResult(attemptId: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: examKeys.result(attemptId),
    queryFn: () => fetchResult(attemptId),
    enabled: signedIn && attemptId > 0,
    retry: false,
    staleTime: 0,
  });
}

export function useExamRecords(examId: number, page: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: examKeys.records(examId, page),
    queryFn: () => fetchRecords(examId, page),
    enabled: signedIn && examId > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExamKind } from '@ascent/shared/exam';
import { useSession } from '../../../app/services.ts';
import { fetchAttempt } from '../api/attempt-call.ts';
import { examKeys } from '../lib/exam-keys.ts';
import {
  fetchExamDetail,
  fetchMyExams,
  fetchRecords,
  fetchResult,
  type MyExamTab,
} from '../api/exam-api.ts';

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

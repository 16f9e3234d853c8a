import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { useSession } from '../../../app/services.ts';
import {
  fetchReviewExams,
  fetchReviewMembers,
  fetchReviewSheet,
  type ReviewTab,
} from '../api/exam-review-api.ts';

/** Query keys of the marking pages (dropped with the session, under USER_QUERY_KEY). */
export const reviewKeys = {
  all: [...USER_QUERY_KEY, 'exam-review'] as const,
  exams: (tab: ReviewTab, page: number) =>
    [...USER_QUERY_KEY, 'exam-review', 'exams', tab, page] as const,
  members: (examId: number, tab: ReviewTab, page: number) =>
    [...USER_QUERY_KEY, 'exam-review', 'members', examId, tab, page] as const,
  sheet: (attemptId: number) => [...USER_QUERY_KEY, 'exam-review', 'sheet', attemptId] as const,
};

const useSignedIn = () => useSession((s) => s.token !== '');

export function useReviewExams(tab: ReviewTab, page: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: reviewKeys.exams(tab, page),
    queryFn: () => fetchReviewExams(tab, page),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useReviewMembers(examId: number | null, tab: ReviewTab, page: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: reviewKeys.members(examId ?? 0, tab, page),
    queryFn: () => fetchReviewMembers(examId!, tab, page),
    enabled: signedIn && examId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useReviewSheet(attemptId: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: reviewKeys.sheet(attemptId ?? 0),
    queryFn: () => fetchReviewSheet(attemptId!),
    enabled: signedIn && attemptId !== null,
    retry: false,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { PracticeMode, TPracticeStart } from '@ascent/shared/practice';
import { services, useSession } from '../../../app/services.ts';
import {
  fetchKnowledgePoints,
  fetchPracticeBanks,
  fetchPracticeHome,
  fetchPracticePaper,
  fetchPracticeRecords,
  fetchPracticeResult,
  fetchSimulations,
  fetchWrongBook,
  removeWrong,
  startPractice,
  submitPractice,
} from '../api/practice-api.ts';

/** Query keys of the practice pages (dropped with the session, under USER_QUERY_KEY). */
export const practiceKeys = {
  all: [...USER_QUERY_KEY, 'practice'] as const,
  home: [...USER_QUERY_KEY, 'practice', 'home'] as const,
  paper: (id: number) => [...USER_QUERY_KEY, 'practice', 'paper', id] as const,
  result: (id: number) => [...USER_QUERY_KEY, 'practice', 'result', id] as const,
  wrong: [...USER_QUERY_KEY, 'practice', 'wrong'] as const,
};

const useSignedIn = () => useSession((s) => s.token !== '');

export const usePracticeHome = () =>
  useUserQuery(services, {
    queryKey: practiceKeys.home,
    queryFn: fetchPracticeHome,
    staleTime: 0,
  });

/** Every bank open for practice (the pickers list them all; a company has few). */
export const usePracticeBanks = () =>
  useUserQuery(services, {
    queryKey: [...practiceKeys.all, 'banks'],
    queryFn: () => fetchPracticeBanks({ page: 1, pageSize: 100 }),
    staleTime: 60_000,
  });

export function useKnowledgePoints(bankIds: number[]) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...practiceKeys.all, 'points', bankIds],
    queryFn: () => fetchKnowledgePoints(bankIds),
    enabled: signedIn,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export const useSimulations = (page: number, pageSize: number) =>
  useUserQuery(services, {
    queryKey: [...practiceKeys.all, 'simulations', page, pageSize],
    queryFn: () => fetchSimulations(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function usePracticePaper(id: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: practiceKeys.paper(id),
    queryFn: () => fetchPracticePaper(id),
    enabled: signedIn && id > 0,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function usePracticeResult(id: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: practiceKeys.result(id),
    queryFn: () => fetchPracticeResult(id),
    enabled: signedIn && id > 0,
    retry: false,
  });
}

export const usePracticeRecords = (mode: PracticeMode | undefined, page: number, pageSize = 10) =>
  useUserQuery(services, {
    queryKey: [...practiceKeys.all, 'records', mode ?? 'all', page, pageSize],
    queryFn: () => fetchPracticeRecords(mode, page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useWrongBook = (page: number, pageSize = 10) =>
  useUserQuery(services, {
    queryKey: [...practiceKeys.wrong, page, pageSize],
    queryFn: () => fetchWrongBook(page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Starts (or continues) a session; the caller goes to its paper. */
export function useStartPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPracticeStart) => startPractice(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}

export function useSubmitPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => submitPractice(sessionId),
    onSuccess: () => void client.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}

export function useRemoveWrong() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionIds: number[]) => removeWrong(questionIds),
    onSuccess: () => void client.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}

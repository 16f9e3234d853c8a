import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUserQuery } from '@ascent/client/app';
import type { LedgerKind, TMyCourseQuery, TRankQuery } from '@ascent/shared/learning';
import { services, useSession } from '../../../app/services.ts';
import { learningKeys } from '../lib/learning-keys.ts';
import {
  checkPermission,
  fetchArchive,
  fetchCourseDetail,
  fetchHistory,
  fetchLedger,
  fetchMyCourses,
  fetchPointRules,
  fetchProgress,
  fetchRank,
  fetchScoreRules,
  fetchTodo,
  fetchTotals,
  launchPackage,
} from '../api/learning-api.ts';

export { learningKeys };

const useSignedIn = () => useSession((s) => s.token !== '');

export function useCourseDetail(id: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: learningKeys.course(id),
    queryFn: () => fetchCourseDetail(id),
    enabled: signedIn && id > 0,
    retry: false,
  });
}

/** The permission check: an error carries the spec's message (not begun, over, ...). */
export function useLearningPermission(id: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: learningKeys.permission(id),
    queryFn: () => checkPermission(id),
    enabled: signedIn && id > 0,
    retry: false,
  });
}

export function useCourseProgress(id: number, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: learningKeys.progress(id),
    queryFn: () => fetchProgress(id),
    enabled: signedIn && enabled && id > 0,
  });
}

/**
 * A package's short-lived address on the package origin, asked once per opening of the player:
 * never refetched while it plays (a new address would reload the frame), dropped once closed.
 */
export function usePackageLaunch(launchUrl: string) {
  return useQuery({
    queryKey: [...learningKeys.all, 'package', launchUrl],
    queryFn: () => launchPackage(launchUrl),
    enabled: launchUrl !== '',
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

const usePaged = <T>(key: unknown[], fn: () => Promise<T>) =>
  useUserQuery(services, {
    queryKey: [...learningKeys.all, ...key],
    queryFn: fn,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyCourses = (q: Partial<TMyCourseQuery>) =>
  usePaged(['mine', q], () => fetchMyCourses(q));
export const useHistory = (page: number) => usePaged(['history', page], () => fetchHistory(page));
export const useArchive = (page: number) => usePaged(['archive', page], () => fetchArchive(page));
export const useTodo = (page: number) => usePaged(['todo', page], () => fetchTodo(page));
export const useLedger = (kind: LedgerKind, page: number) =>
  usePaged(['ledger', kind, page], () => fetchLedger(kind, page));
export const useTotals = () => usePaged(['totals'], fetchTotals);
export const useRank = (q: Partial<TRankQuery>) => usePaged(['rank', q], () => fetchRank(q));

/** The rules are the same for everyone of a company: plain queries, cached a while. */
export const useLedgerRules = () =>
  useQuery({
    queryKey: [...learningKeys.all, 'rules'],
    queryFn: async () => [...(await fetchScoreRules()), ...(await fetchPointRules())],
    staleTime: 300_000,
  });

import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import {
  fetchBank,
  fetchBankStats,
  fetchBanks,
  fetchCategories,
  fetchPaper,
  fetchQuestion,
} from '../api/question-bank-api.ts';

export const QB_KEY = [...USER_QUERY_KEY, 'question-bank'] as const;
export const QB_CATEGORIES_KEY = [...QB_KEY, 'categories'] as const;
export const QB_BANKS_KEY = [...QB_KEY, 'banks'] as const;
export const QB_QUESTIONS_KEY = [...QB_KEY, 'questions'] as const;
export const QB_PAPERS_KEY = [...QB_KEY, 'papers'] as const;

export function useCategories() {
  return useQuery({ queryKey: QB_CATEGORIES_KEY, queryFn: fetchCategories });
}

/** Banks whose name contains `keyword` (the first 50), for pickers. */
export function useBankOptions(keyword: string) {
  return useQuery({
    queryKey: [...QB_BANKS_KEY, 'options', keyword],
    queryFn: () => fetchBanks({ page: 1, pageSize: 50, keyword: keyword || undefined }),
    staleTime: 30_000,
  });
}

export function useBank(id: number | null) {
  return useQuery({
    queryKey: [...QB_BANKS_KEY, 'one', id],
    queryFn: () => fetchBank(id!),
    enabled: id !== null,
  });
}

export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: [...QB_QUESTIONS_KEY, 'one', id],
    queryFn: () => fetchQuestion(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function usePaper(id: number | null) {
  return useQuery({
    queryKey: [...QB_PAPERS_KEY, 'one', id],
    queryFn: () => fetchPaper(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** What each bank's rules can draw (per type and difficulty). */
export function useBankStats(bankIds: number[]) {
  const ids = [...new Set(bankIds)].sort((a, b) => a - b).slice(0, 50);
  return useQuery({
    queryKey: [...QB_BANKS_KEY, 'stats', ids],
    queryFn: () => fetchBankStats(ids),
    enabled: ids.length > 0,
    staleTime: 10_000,
  });
}

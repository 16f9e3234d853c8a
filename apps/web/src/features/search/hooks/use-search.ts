import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TSearchRequest } from '@ascent/shared/search';
import { services } from '../../../app/services.ts';
import { fetchHotWords, searchAll } from '../api/search-api.ts';

const KEY = [...USER_QUERY_KEY, 'search'] as const;

export function useSearch(request: TSearchRequest) {
  return useUserQuery(services, {
    queryKey: [...KEY, request],
    queryFn: () => searchAll(request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHotWords() {
  return useUserQuery(services, {
    queryKey: [...KEY, 'hotwords'],
    queryFn: fetchHotWords,
    staleTime: 60_000,
  });
}

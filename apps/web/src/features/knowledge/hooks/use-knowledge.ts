import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TKnowledgeListQuery } from '@ascent/shared/knowledge';
import { services } from '../../../app/services.ts';
import {
  fetchKnowledgeCategories,
  fetchKnowledgeDetail,
  fetchKnowledgeList,
} from '../api/knowledge-api.ts';

const KEY = [...USER_QUERY_KEY, 'knowledge'] as const;

export function useKnowledgeList(query: TKnowledgeListQuery) {
  return useUserQuery(services, {
    queryKey: [...KEY, 'list', query],
    queryFn: () => fetchKnowledgeList(query),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeCategories() {
  return useUserQuery(services, {
    queryKey: [...KEY, 'categories'],
    queryFn: fetchKnowledgeCategories,
    staleTime: 60_000,
  });
}

export function useKnowledgeDetail(id: number) {
  return useUserQuery(services, {
    queryKey: [...KEY, 'detail', id],
    queryFn: () => fetchKnowledgeDetail(id),
    staleTime: 0,
  });
}

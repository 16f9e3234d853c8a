import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import {
  fetchDefaultCovers,
  fetchDepartments,
  fetchKnowledge,
  fetchKnowledgeCategories,
  fetchPositionNames,
} from '../api/knowledge-api.ts';

export const KNOWLEDGE_KEY = [...USER_QUERY_KEY, 'knowledge-admin'] as const;
export const KNOWLEDGE_LIST_KEY = [...KNOWLEDGE_KEY, 'list'] as const;
export const KNOWLEDGE_CATEGORIES_KEY = [...KNOWLEDGE_KEY, 'categories'] as const;

export function useKnowledgeCategories() {
  return useQuery({ queryKey: KNOWLEDGE_CATEGORIES_KEY, queryFn: fetchKnowledgeCategories });
}

export function useKnowledgeItem(id: number | null) {
  return useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'item', id],
    queryFn: () => fetchKnowledge(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useDefaultCovers(type: 'knowledge' | 'banner') {
  return useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'covers', type],
    queryFn: () => fetchDefaultCovers(type),
    staleTime: Infinity,
  });
}

export function useAudienceChoices() {
  const departments = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'positions'],
    queryFn: fetchPositionNames,
  });
  return { departments, positions };
}

import type { TPage } from '@ascent/shared/admin';
import type {
  TKnowledgeCard,
  TKnowledgeDetail,
  TKnowledgeListQuery,
} from '@ascent/shared/knowledge';
import type { TNamedTreeNode } from '@ascent/shared/org';
import { api } from '../../../app/services.ts';

/** The learner's knowledge calls (/knowledge, /doc/detail). */
export function fetchKnowledgeList(query: TKnowledgeListQuery): Promise<TPage<TKnowledgeCard>> {
  return api.post<TPage<TKnowledgeCard>>('study/knowledge/list', query);
}

export function fetchKnowledgeCategories(): Promise<TNamedTreeNode[]> {
  return api.get<TNamedTreeNode[]>('study/knowledge/category/tree');
}

export function fetchKnowledgeDetail(id: number): Promise<TKnowledgeDetail> {
  return api.get<TKnowledgeDetail>(`study/knowledge/${id}/detail`);
}

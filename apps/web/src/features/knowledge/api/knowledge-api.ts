import type { TKnowledgeListQuery } from '@ascent/shared/knowledge';
import { api } from '../../../app/services.ts';

/** The learner's knowledge calls (/knowledge, /doc/detail). */
export function fetchKnowledgeList(query: TKnowledgeListQuery) {
  return api.call('POST /api/study/knowledge/list', query);
}

export function fetchKnowledgeCategories() {
  return api.call('GET /api/study/knowledge/category/tree');
}

export function fetchKnowledgeDetail(id: number) {
  return api.call('GET /api/study/knowledge/:id/detail', { id });
}

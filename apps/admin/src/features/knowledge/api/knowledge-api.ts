import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { TAdminUser } from '@ascent/shared/users';
import type { TDefaultCover } from '@ascent/shared/home';
import type {
  KnowledgeStatus,
  TKnowledgeAdminDetail,
  TKnowledgeAdminRow,
  TKnowledgeCategoryNode,
  TKnowledgeSave,
} from '@ascent/shared/knowledge';
import type {
  TDepartmentAdminNode,
  TPosition,
  TTreeCreate,
  TTreeMove,
  TTreeNodeSaved,
  TTreeRename,
} from '@ascent/shared/org';
import { api } from '../../../app/services.ts';

/** The admin's knowledge calls (/api/manage/knowledge/*) and the lists the editor picks from. */
export interface KnowledgeFilter {
  categoryId?: number;
  status?: KnowledgeStatus;
}

export function fetchKnowledgePage(
  query: TListQuery & KnowledgeFilter,
): Promise<TPage<TKnowledgeAdminRow>> {
  return api.call('POST /api/manage/knowledge/list', query);
}

export function fetchKnowledge(id: number): Promise<TKnowledgeAdminDetail> {
  return api.call('POST /api/manage/knowledge/detail', { id });
}

// The form shows the server's refusal itself.
export function saveKnowledge(body: TKnowledgeSave): Promise<TKnowledgeAdminDetail> {
  return api.call('POST /api/manage/knowledge/save', body, { silent: true });
}

export function publishKnowledge(ids: number[], published: boolean): Promise<null> {
  return api.call(`POST /api/manage/knowledge/${published ? 'publish' : 'unpublish'}`, { ids });
}

export function deleteKnowledge(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/knowledge/delete', { ids });
}

export function fetchKnowledgeCategories(): Promise<TKnowledgeCategoryNode[]> {
  return api.call('GET /api/manage/knowledge/category/tree');
}

export function createKnowledgeCategory(body: TTreeCreate): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/knowledge/category/create', body, { silent: true });
}

export function renameKnowledgeCategory(body: TTreeRename): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/knowledge/category/rename', body, { silent: true });
}

export function moveKnowledgeCategory(body: TTreeMove): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/knowledge/category/move', body, { silent: true });
}

export function deleteKnowledgeCategory(id: number): Promise<null> {
  return api.call('POST /api/manage/knowledge/category/delete', { id });
}

export function fetchPinnedWords(): Promise<string[]> {
  return api.call('GET /api/manage/search/hotwords');
}

export function savePinnedWords(words: string[]): Promise<string[]> {
  return api.call('POST /api/manage/search/hotwords/save', { words });
}

export function fetchDefaultCovers(
  type: 'knowledge' | 'banner' | 'course',
): Promise<TDefaultCover[]> {
  return api.call('GET /api/study/cover/list', { type });
}

// The audience pickers.
export function fetchDepartments(): Promise<TDepartmentAdminNode[]> {
  return api.call('GET /api/manage/department/tree');
}

export function fetchPositionNames(): Promise<TPage<TPosition>> {
  return api.call('POST /api/manage/position/list', { page: 1, pageSize: 200 });
}

export function searchPeople(keyword: string): Promise<TPage<TAdminUser>> {
  return api.call('POST /api/manage/user/list', { page: 1, pageSize: 20, keyword });
}

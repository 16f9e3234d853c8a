import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import {
  ZNamedTreeNode,
  ZTreeCreate,
  ZTreeDelete,
  ZTreeMove,
  ZTreeNodeSaved,
  ZTreeRename,
} from '../org/index.ts';
import {
  ZKnowledgeAdminDetail,
  ZKnowledgeAdminQuery,
  ZKnowledgeAdminRow,
  ZKnowledgeCard,
  ZKnowledgeCategoryNode,
  ZKnowledgeDetail,
  ZKnowledgeId,
  ZKnowledgeListQuery,
  ZKnowledgeSave,
} from './index.ts';

/** The knowledge base: the learner's list, tree and item (spec s.2 /knowledge, /doc/detail). */
export const knowledgeEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/knowledge/list',
    auth: 'user',
    summary:
      'Published knowledge items the learner may see, paged: a category (and below), a keyword, newest or hottest',
    body: ZKnowledgeListQuery,
    output: zPageOf(ZKnowledgeCard),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/knowledge/category/tree',
    auth: 'user',
    summary: "The company's knowledge categories as a tree",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/knowledge/:id/detail',
    auth: 'user',
    summary:
      'A knowledge item as the learner opens it (counts a view); the original file only when downloads are allowed',
    params: ZIdParam,
    output: ZKnowledgeDetail,
  }),
);

/** The admin's knowledge items and their category tree. */
export const knowledgeAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/list',
    auth: 'admin',
    summary: 'Knowledge items of the company, paged, by category, status and keyword',
    body: ZKnowledgeAdminQuery,
    output: zPageOf(ZKnowledgeAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/detail',
    auth: 'admin',
    summary: 'A knowledge item in the editor, with its file and audience names',
    body: ZKnowledgeId,
    output: ZKnowledgeAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/save',
    auth: 'admin',
    summary: 'Creates a knowledge item as a draft (no id) or changes one (id)',
    body: ZKnowledgeSave,
    output: ZKnowledgeAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/publish',
    auth: 'admin',
    summary: 'Publishes knowledge items (one unknown id refuses them all)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/unpublish',
    auth: 'admin',
    summary: 'Takes knowledge items down (one unknown id refuses them all)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/delete',
    auth: 'admin',
    summary: 'Deletes knowledge items (one unknown id refuses them all)',
    body: ZIdList,
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/knowledge/category/tree',
    auth: 'admin',
    summary: "The company's knowledge categories as the admin tree (parent and sort)",
    output: z.array(ZKnowledgeCategoryNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/category/create',
    auth: 'admin',
    summary: 'Creates a knowledge category under a parent (null: a root)',
    body: ZTreeCreate,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/category/rename',
    auth: 'admin',
    summary: 'Renames a knowledge category (unique among its siblings)',
    body: ZTreeRename,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/category/move',
    auth: 'admin',
    summary: 'Moves a knowledge category and its subtree under another parent, at a place',
    body: ZTreeMove,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/knowledge/category/delete',
    auth: 'admin',
    summary: 'Deletes a knowledge category without children or items',
    body: ZTreeDelete,
  }),
);

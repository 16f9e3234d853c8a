import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZAreaAdminNode,
  ZCountry,
  ZCountryAdmin,
  ZCountryAdminQuery,
  ZDepartmentAdminNode,
  ZMajorAdminNode,
  ZNamedTreeNode,
  ZPosition,
  ZPositionAdminQuery,
  ZPositionCreate,
  ZPositionItem,
  ZPositionListQuery,
  ZPositionUpdate,
  ZTreeCreate,
  ZTreeDelete,
  ZTreeMove,
  ZTreeNodeSaved,
  ZTreeRename,
} from './index.ts';

/** Positions: the learner's paged list (spec s.7 "Home and search") and the admin's CRUD. */
export const positionEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/position/list',
    auth: 'user',
    summary: "The company's positions, paged, with a keyword on the name or code",
    body: ZPositionListQuery,
    output: zPageOf(ZPositionItem),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/list',
    auth: 'admin',
    summary: 'Positions with the number of people holding each',
    body: ZPositionAdminQuery,
    output: zPageOf(ZPosition),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/create',
    auth: 'admin',
    summary: 'Creates a position',
    body: ZPositionCreate,
    output: ZPosition,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/update',
    auth: 'admin',
    summary: 'Changes the given fields of a position (a new name moves its holders)',
    body: ZPositionUpdate,
    output: ZPosition,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/delete',
    auth: 'admin',
    summary: 'Deletes positions nobody holds',
    body: ZIdList,
  }),
);

/** Departments: the learner's tree (GET and POST alike) and the admin's tree and its changes. */
export const departmentEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/department/tree',
    auth: 'user',
    summary: "The company's departments as a tree",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/department/tree',
    auth: 'user',
    summary: "The company's departments as a tree (the same as GET; no body is read)",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/department/tree',
    auth: 'admin',
    summary: 'The department tree with parent, sort and people (own and whole subtree)',
    output: z.array(ZDepartmentAdminNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/department/create',
    auth: 'admin',
    summary: 'Creates a department under a parent (null: a root), last among its siblings',
    body: ZTreeCreate,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/department/rename',
    auth: 'admin',
    summary: 'Renames a department',
    body: ZTreeRename,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/department/move',
    auth: 'admin',
    summary: 'Moves a department and its subtree under another parent, at a place',
    body: ZTreeMove,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/department/delete',
    auth: 'admin',
    summary: 'Deletes a department without sub-departments or people',
    body: ZTreeDelete,
  }),
);

/** Majors: the learner's tree and the admin's tree and its changes. */
export const majorEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/major/tree',
    auth: 'user',
    summary: "The company's majors as a tree (no body is read)",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/major/tree',
    auth: 'admin',
    summary: 'The major tree with parent and sort',
    output: z.array(ZMajorAdminNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/major/create',
    auth: 'admin',
    summary: 'Creates a major under a parent (null: a root), last among its siblings',
    body: ZTreeCreate,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/major/rename',
    auth: 'admin',
    summary: 'Renames a major',
    body: ZTreeRename,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/major/move',
    auth: 'admin',
    summary: 'Moves a major and its subtree under another parent, at a place',
    body: ZTreeMove,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/major/delete',
    auth: 'admin',
    summary: 'Deletes a major without children',
    body: ZTreeDelete,
  }),
);

/** Reference data (countries, areas): the learner's names in its language, the admin's all. */
export const referenceEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/country',
    auth: 'user',
    summary: "Countries (ISO 3166-1 alpha-2 code) with the name in the caller's language",
    output: z.array(ZCountry),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/area/tree',
    auth: 'user',
    summary: "The areas (GB/T 2260) as a tree, names in the caller's language",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/country/list',
    auth: 'admin',
    summary: 'Countries with every name, paged, with a keyword',
    body: ZCountryAdminQuery,
    output: zPageOf(ZCountryAdmin),
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/area/tree',
    auth: 'admin',
    summary: 'The areas as a tree with every name',
    output: z.array(ZAreaAdminNode),
  }),
);

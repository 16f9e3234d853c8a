import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZNamedTreeNode,
  ZTreeCreate,
  ZTreeDelete,
  ZTreeMove,
  ZTreeNodeSaved,
  ZTreeRename,
} from '../org/index.ts';
import {
  ZCourseAdminDetail,
  ZCourseAdminQuery,
  ZCourseAdminRow,
  ZCourseCard,
  ZCourseCategoryAdminNode,
  ZCourseCentreQuery,
  ZCourseDetail,
  ZCourseHome,
  ZCourseId,
  ZCourseIdParam,
  ZCourseSave,
  ZCourseStructureSave,
} from './index.ts';

/** The learner's course calls (spec s.2 /course, /course/center, /course/detail). */
export const courseEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/course/list',
    auth: 'user',
    summary: 'The course centre: published courses the learner may see, by category and keyword',
    body: ZCourseCentreQuery,
    output: zPageOf(ZCourseCard),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/course/category/tree',
    auth: 'user',
    summary: "The company's course categories as a tree",
    output: z.array(ZNamedTreeNode),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/course/home',
    auth: 'user',
    summary: 'The course home: recommended, newest and hottest courses',
    output: ZCourseHome,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/course/:id/detail',
    auth: 'user',
    summary: 'A course as the learner opens it: its outline of chapters and resources',
    params: ZCourseIdParam,
    output: ZCourseDetail,
  }),
);

/** Course authoring (admin site, /api/manage/course/*). */
export const courseAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/course/list',
    auth: 'admin',
    summary: "The company's courses, paged, by status, category and keyword",
    body: ZCourseAdminQuery,
    output: zPageOf(ZCourseAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/detail',
    auth: 'admin',
    summary: 'A course as the admin editor loads it, with its outline',
    body: ZCourseId,
    output: ZCourseAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/save',
    auth: 'admin',
    summary: "Creates a course (no id) or saves a course's basic information",
    body: ZCourseSave,
    output: ZCourseAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/structure/save',
    auth: 'admin',
    summary: "Saves a course's whole outline at once: ordered chapters of ordered resources",
    body: ZCourseStructureSave,
    output: ZCourseAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/publish',
    auth: 'admin',
    summary: 'Publishes a course',
    body: ZCourseId,
    output: ZCourseAdminRow,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/unpublish',
    auth: 'admin',
    summary: 'Takes a published course down (learners keep their records)',
    body: ZCourseId,
    output: ZCourseAdminRow,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/copy',
    auth: 'admin',
    summary: 'A draft copy of a course: the same settings, audience and outline, no learners',
    body: ZCourseId,
    output: ZCourseAdminRow,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/delete',
    auth: 'admin',
    summary: 'Deletes courses that are neither published nor learned (all or none)',
    body: ZIdList,
  }),
);

/** The course category tree's admin calls (the company tree calls of core/tree). */
export const courseCategoryAdminEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/manage/course/category/tree',
    auth: 'admin',
    summary: 'The course category tree with the number of courses in each',
    output: z.array(ZCourseCategoryAdminNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/category/create',
    auth: 'admin',
    summary: 'Creates a course category under a parent (or at the top)',
    body: ZTreeCreate,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/category/rename',
    auth: 'admin',
    summary: 'Renames a course category',
    body: ZTreeRename,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/category/move',
    auth: 'admin',
    summary:
      'Moves a course category and its subtree under another parent, at a place among its siblings',
    body: ZTreeMove,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/course/category/delete',
    auth: 'admin',
    summary: 'Deletes a course category without children or courses',
    body: ZTreeDelete,
  }),
);

import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TCourseAdminDetail,
  TCourseAdminRow,
  TCourseCategoryAdminNode,
  TCourseSave,
  TCourseStructureSave,
  CourseStatus,
} from '@ascent/shared/course';
import type { TTreeCreate, TTreeMove, TTreeNodeSaved, TTreeRename } from '@ascent/shared/org';
import { api } from '../../../app/services.ts';

export interface CourseFilters {
  status?: CourseStatus;
  categoryId?: number;
}

export function fetchCourses(query: TListQuery & CourseFilters): Promise<TPage<TCourseAdminRow>> {
  return api.call('POST /api/manage/course/list', query);
}
export function fetchCourse(id: number): Promise<TCourseAdminDetail> {
  return api.call('POST /api/manage/course/detail', { id });
}
/** Silent: the form shows the server's refusal itself. */
export function saveCourse(body: TCourseSave): Promise<TCourseAdminDetail> {
  return api.call('POST /api/manage/course/save', body, { silent: true });
}
export function saveStructure(body: TCourseStructureSave): Promise<TCourseAdminDetail> {
  return api.call('POST /api/manage/course/structure/save', body, { silent: true });
}
/** Not silent: a refusal is shown as a toast. */
export function courseAction(
  action: 'publish' | 'unpublish' | 'copy',
  id: number,
): Promise<TCourseAdminRow> {
  return api.call(`POST /api/manage/course/${action}`, { id });
}
export function deleteCourses(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/course/delete', { ids });
}

export function fetchCategories(): Promise<TCourseCategoryAdminNode[]> {
  return api.call('GET /api/manage/course/category/tree');
}
export function createCategory(body: TTreeCreate): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/course/category/create', body, { silent: true });
}
export function renameCategory(body: TTreeRename): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/course/category/rename', body, { silent: true });
}
export function moveCategory(body: TTreeMove): Promise<TTreeNodeSaved> {
  return api.call('POST /api/manage/course/category/move', body);
}
export function deleteCategory(id: number): Promise<null> {
  return api.call('POST /api/manage/course/category/delete', { id });
}

import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TCourseAdminDetail,
  TCourseAdminRow,
  TCourseCategoryAdminNode,
  TCourseSave,
  TCourseStructureSave,
  CourseStatus,
} from '@ascent/shared/course';
import type { TRecipient } from '@ascent/shared/message';
import type {
  TPosition,
  TTreeCreate,
  TTreeMove,
  TTreeNodeSaved,
  TTreeRename,
} from '@ascent/shared/org';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

export interface CourseFilters {
  status?: CourseStatus;
  categoryId?: number;
}

export function fetchCourses(query: TListQuery & CourseFilters): Promise<TPage<TCourseAdminRow>> {
  return api.post<TPage<TCourseAdminRow>>('manage/course/list', query);
}
export function fetchCourse(id: number): Promise<TCourseAdminDetail> {
  return api.post<TCourseAdminDetail>('manage/course/detail', { id });
}
/** Silent: the form shows the server's refusal itself. */
export function saveCourse(body: TCourseSave): Promise<TCourseAdminDetail> {
  return api.post<TCourseAdminDetail>('manage/course/save', body, { silent: true });
}
export function saveStructure(body: TCourseStructureSave): Promise<TCourseAdminDetail> {
  return api.post<TCourseAdminDetail>('manage/course/structure/save', body, { silent: true });
}
/** Not silent: a refusal is shown as a toast. */
export function courseAction(
  action: 'publish' | 'unpublish' | 'copy',
  id: number,
): Promise<TCourseAdminRow> {
  return api.post<TCourseAdminRow>(`manage/course/${action}`, { id });
}
export function deleteCourses(ids: number[]): Promise<null> {
  return api.post<null>('manage/course/delete', { ids });
}

export function fetchCategories(): Promise<TCourseCategoryAdminNode[]> {
  return api.get<TCourseCategoryAdminNode[]>('manage/course/category/tree');
}
export function createCategory(body: TTreeCreate): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>('manage/course/category/create', body, { silent: true });
}
export function renameCategory(body: TTreeRename): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>('manage/course/category/rename', body, { silent: true });
}
export function moveCategory(body: TTreeMove): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>('manage/course/category/move', body);
}
export function deleteCategory(id: number): Promise<null> {
  return api.post<null>('manage/course/category/delete', { id });
}

/** People of the company by account or name (the message module's admin search). */
export function searchPeople(keyword: string): Promise<TRecipient[]> {
  return api.post<TRecipient[]>('manage/message/recipients', { keyword }, { silent: true });
}
export function fetchPositions(): Promise<TPage<TPosition>> {
  return api.post<TPage<TPosition>>('manage/position/list', { page: 1, pageSize: 200 });
}
export function fetchDepartments(): Promise<TDepartmentNode[]> {
  return api.get<TDepartmentNode[]>('study/department/tree', { cache: true });
}

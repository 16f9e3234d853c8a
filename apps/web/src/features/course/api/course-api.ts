import type { TPage } from '@ascent/shared/admin';
import type { TCourseCard, TCourseCentreQuery, TCourseHome } from '@ascent/shared/course';
import type { TNamedTreeNode } from '@ascent/shared/org';
import { api } from '../../../app/services.ts';

/** The course centre (spec s.2 /course/center). */
export function fetchCourseCentre(query: TCourseCentreQuery): Promise<TPage<TCourseCard>> {
  return api.post<TPage<TCourseCard>>('study/course/list', query);
}
export function fetchCourseCategories(): Promise<TNamedTreeNode[]> {
  return api.get<TNamedTreeNode[]>('study/course/category/tree', { cache: true });
}
/** The course home (spec s.2 /course): recommended, newest, hottest. */
export function fetchCourseHome(): Promise<TCourseHome> {
  return api.get<TCourseHome>('study/course/home');
}

import type { TCourseCentreQuery } from '@ascent/shared/course';
import { api } from '../../../app/services.ts';

/** The course centre (spec s.2 /course/center). */
export function fetchCourseCentre(query: TCourseCentreQuery) {
  return api.call('POST /api/study/course/list', query);
}
export function fetchCourseCategories() {
  return api.call('GET /api/study/course/category/tree', undefined, { cache: true });
}
/** The course home (spec s.2 /course): recommended, newest, hottest. */
export function fetchCourseHome() {
  return api.call('GET /api/study/course/home');
}

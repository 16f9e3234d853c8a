import { prefetchFirstData } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchCourseDetail } from '../api/course-detail-call.ts';
import { learningKeys } from './learning-keys.ts';

/**
 * The course page's first data, started while its code loads: the course detail under the key
 * `useCourseDetail` reads, and its cover (the page's largest picture).
 */
export function prefetchCourse(search: string): Promise<void> | undefined {
  const id = Number(new URLSearchParams(search).get('id')) || 0;
  if (!id) return undefined;
  return prefetchFirstData(services, {
    queryKey: learningKeys.course(id),
    queryFn: () => fetchCourseDetail(id),
    picture: (course) => course.cover,
  });
}

import { queryClient, session } from '../../../app/services.ts';
import { fetchCourseDetail } from '../api/course-detail-call.ts';
import { learningKeys } from './learning-keys.ts';

/**
 * Starts the course page's data call while its code loads (issue 14: the cover, the page's
 * largest picture, waits for the course): the course detail into the query cache under the key
 * `useCourseDetail` reads, and the cover asked for as soon as its address is known. Signed in
 * only (signed out, the guard sends the visitor to the login page instead).
 */
export function prefetchCourse(search: string): void {
  const id = Number(new URLSearchParams(search).get('id')) || 0;
  if (!id || !session.getState().token) return;
  void queryClient
    .fetchQuery({
      queryKey: learningKeys.course(id),
      queryFn: () => fetchCourseDetail(id),
      retry: false,
    })
    .then((course) => {
      if (!course.cover) return;
      const cover = new Image();
      cover.fetchPriority = 'high';
      cover.src = course.cover;
    })
    .catch(() => undefined);
}

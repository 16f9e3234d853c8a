import { api } from '../../../app/services.ts';

/**
 * The course page's course (re-exported by learning-api.ts): a module of its own, because the
 * route table asks for it at boot (lib/course-prefetch.ts) and every page loads the route table.
 */
export const fetchCourseDetail = (courseId: number) =>
  api.call('GET /api/study/course/:id/detail', { id: courseId }, { silent: true });

import { courseEndpoints } from '@ascent/shared/course/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { CourseCentreService } from './course-centre.service.ts';

/** The learner's course calls (spec s.2 /course, /course/center, /course/detail). */
export function courseRoutes(service: CourseCentreService) {
  return bind(courseEndpoints, {
    'POST /api/study/course/list': ({ actor, body }) => service.list(actor, body),
    'GET /api/study/course/category/tree': ({ actor }) => service.categoryTree(actor),
    'GET /api/study/course/home': ({ actor }) => service.home(actor),
    'GET /api/study/course/:id/detail': ({ actor, params }) => service.detail(actor, params.id),
  });
}

import {
  courseAdminEndpoints,
  courseCategoryAdminEndpoints,
} from '@ascent/shared/course/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { CourseAdminService } from './course-admin.service.ts';
import type { CourseCategoryService } from './course-category.service.ts';

/** Course authoring and the category tree (admin site, /api/manage/course/*). */
export function courseAdminRoutes(service: CourseAdminService, categories: CourseCategoryService) {
  return [
    ...bind(courseAdminEndpoints, {
      'POST /api/manage/course/list': ({ actor, body }) => service.list(actor, body),
      'POST /api/manage/course/detail': ({ actor, body }) => service.detail(actor, body.id),
      'POST /api/manage/course/save': async ({ actor, ip, body }) =>
        answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
      'POST /api/manage/course/structure/save': async ({ actor, ip, body }) =>
        answer(await service.saveStructure(actor, ip, body), 'common.modified'),
      'POST /api/manage/course/publish': async ({ actor, ip, body }) =>
        answer(await service.publish(actor, ip, body.id), 'course.published'),
      'POST /api/manage/course/unpublish': async ({ actor, ip, body }) =>
        answer(await service.unpublish(actor, ip, body.id), 'course.unpublished'),
      'POST /api/manage/course/copy': async ({ actor, ip, body, locale }) =>
        answer(await service.copy(actor, ip, body.id, locale), 'course.copied'),
      'POST /api/manage/course/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
    }),
    // The company tree's admin calls (as core/tree/tree-routes.ts answers them for other trees).
    ...bind(courseCategoryAdminEndpoints, {
      'GET /api/manage/course/category/tree': ({ actor }) => categories.adminTree(actor),
      'POST /api/manage/course/category/create': async ({ actor, ip, body }) =>
        answer(await categories.create(actor, ip, body), 'common.created'),
      'POST /api/manage/course/category/rename': async ({ actor, ip, body }) =>
        answer(await categories.rename(actor, ip, body), 'common.modified'),
      'POST /api/manage/course/category/move': async ({ actor, ip, body }) =>
        answer(await categories.move(actor, ip, body), 'common.modified'),
      'POST /api/manage/course/category/delete': async ({ actor, ip, body }) => {
        await categories.remove(actor, ip, body.id);
        return answer(null, 'common.deleted');
      },
    }),
  ];
}

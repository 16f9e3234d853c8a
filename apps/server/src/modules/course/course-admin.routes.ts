import { registerTreeAdminRoutes } from '../../core/tree/tree-routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZCourseAdminQuery,
  ZCourseId,
  ZCourseSave,
  ZCourseStructureSave,
} from '@ascent/shared/course';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { CourseAdminService } from './course-admin.service.ts';
import type { CourseCategoryService } from './course-category.service.ts';

/** Course authoring and the category tree (admin site, /api/manage/course/*). */
export function courseAdminRoutes(
  service: CourseAdminService,
  categories: CourseCategoryService,
): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/course/list', admin, async (req) => {
      const q = parseInput(ZCourseAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/course/detail', admin, async (req) => {
      const { id } = parseInput(ZCourseId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/course/save', admin, async (req) => {
      const input = parseInput(ZCourseSave, req.body);
      const course = await service.save(requireActor(req.actor), req.ip, input);
      return ok(course, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/course/structure/save', admin, async (req) => {
      const input = parseInput(ZCourseStructureSave, req.body);
      const course = await service.saveStructure(requireActor(req.actor), req.ip, input);
      return ok(course, translate('common.modified', req.locale));
    });
    app.post('/api/manage/course/publish', admin, async (req) => {
      const { id } = parseInput(ZCourseId, req.body);
      const row = await service.publish(requireActor(req.actor), req.ip, id);
      return ok(row, translate('course.published', req.locale));
    });
    app.post('/api/manage/course/unpublish', admin, async (req) => {
      const { id } = parseInput(ZCourseId, req.body);
      const row = await service.unpublish(requireActor(req.actor), req.ip, id);
      return ok(row, translate('course.unpublished', req.locale));
    });
    app.post('/api/manage/course/copy', admin, async (req) => {
      const { id } = parseInput(ZCourseId, req.body);
      const row = await service.copy(requireActor(req.actor), req.ip, id, req.locale);
      return ok(row, translate('course.copied', req.locale));
    });
    app.post('/api/manage/course/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });

    registerTreeAdminRoutes(app, '/api/manage/course/category', categories);
  };
}

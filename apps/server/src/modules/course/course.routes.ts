import type { FastifyPluginAsync } from 'fastify';
import { ZCourseCentreQuery, ZCourseIdParam } from '@ascent/shared/course';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { CourseCentreService } from './course-centre.service.ts';

/** The learner's course calls (spec s.2 /course, /course/center, /course/detail). */
export function courseRoutes(service: CourseCentreService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/course/list', async (req) => {
      const q = parseInput(ZCourseCentreQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.get('/api/study/course/category/tree', async (req) =>
      ok(await service.categoryTree(requireActor(req.actor))),
    );
    app.get('/api/study/course/home', async (req) =>
      ok(await service.home(requireActor(req.actor))),
    );
    app.get('/api/study/course/:id/detail', async (req) => {
      const { id } = parseInput(ZCourseIdParam, req.params);
      return ok(await service.detail(requireActor(req.actor), id));
    });
  };
}

import type { Db } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import { createCourseRepository } from './course.repository.ts';
import { createCourseAdminService, type CoursePeople } from './course-admin.service.ts';
import { createCourseCategoryService } from './course-category.service.ts';
import {
  createCentreCaches,
  createCourseCentreService,
  coursePath,
} from './course-centre.service.ts';
import { courseAdminRoutes } from './course-admin.routes.ts';
import { courseRoutes } from './course.routes.ts';
import { createCourseReader } from './course.reader.ts';
import { courseCover } from './course.mapper.ts';

/**
 * Courses: authoring and categories (admin), the centre, home and detail (learner), the search
 * provider 'course', the interactions resolver for item type 2, and the reader other modules use.
 * Registers the course audience rule with the access module.
 */
export function createCourseModule(deps: {
  db: Db;
  files: FileCatalog;
  people: CoursePeople;
  record: ChangeRecorder;
  /** The learner's scope and visibility: the course audience, else a programme's grant. */
  access: Access;
  /** The caches every process drops when a course changes (its rules, the centre's pages). */
  caches: SharedCaches;
}) {
  const courses = createCourseRepository(deps.db);
  const reader = createCourseReader(deps.db, deps.caches);
  deps.access.audience('course', (q, scope, ids) =>
    createCourseRepository(q).visibleIds(scope, ids),
  );
  const pages = createCentreCaches(deps.caches, courses);
  const admin = createCourseAdminService({
    ...deps,
    courses,
    async forgetCourses(companyId, courseIds) {
      await reader.forgetRules(companyId, courseIds);
      await pages.forget();
    },
  });
  const categories = createCourseCategoryService({
    db: deps.db,
    courses,
    record: deps.record,
    forgetCentre: pages.forget,
  });
  const centre = createCourseCentreService({
    db: deps.db,
    courses,
    files: deps.files,
    access: deps.access,
    pages,
  });
  return {
    admin,
    categories,
    centre,
    reader,
    searchProvider: centre.searchProvider,
    /**
     * How interactions (favourites, likes, comments) see courses: item type 2, seen as the
     * access module sees kind 'course' (so a programme's granted course works too).
     */
    interactionResolver: {
      itemType: 2,
      kind: 'course' as const,
      async describe(companyId: number, ids: number[]) {
        const rows = await courses.findManyInCompany(companyId, ids);
        return new Map(
          rows.map((r) => [
            r.id,
            { title: r.title, cover: courseCover(r), path: coursePath(r.id) },
          ]),
        );
      },
    },
    routes: courseRoutes(centre),
    adminRoutes: courseAdminRoutes(admin, categories),
  };
}

import type { Db } from '../../db/client.ts';
import type { ItemAccess } from '../../core/learning-items.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { LearnerScope, LearnerScopes } from '../user/learner-scope.ts';
import { createCourseRepository } from './course.repository.ts';
import { createCourseAdminService, type CoursePeople } from './course-admin.service.ts';
import { createCourseCategoryService } from './course-category.service.ts';
import { createCourseCentreService, coursePath } from './course-centre.service.ts';
import { courseAdminRoutes } from './course-admin.routes.ts';
import { courseRoutes } from './course.routes.ts';
import { createCourseReader } from './course.reader.ts';

/**
 * Courses: authoring and categories (admin), the centre, home and detail (learner), the search
 * provider 'course', the interactions resolver for item type 2, and the reader other modules use.
 */
export function createCourseModule(deps: {
  db: Db;
  files: FileCatalog;
  people: CoursePeople;
  scopes: LearnerScopes;
  record: ChangeRecorder;
  /** Issue 6: programme grants past a course's audience. */
  access: ItemAccess;
}) {
  const courses = createCourseRepository(deps.db);
  const admin = createCourseAdminService({ ...deps, courses });
  const categories = createCourseCategoryService({ db: deps.db, courses, record: deps.record });
  const centre = createCourseCentreService({
    courses,
    files: deps.files,
    scopes: deps.scopes,
    granted: (companyId, userId, courseId) =>
      deps.access.granted(deps.db, companyId, userId, 'course', courseId),
  });
  return {
    admin,
    categories,
    centre,
    reader: createCourseReader(deps.db),
    searchProvider: centre.searchProvider,
    /** How interactions (favourites, likes, comments) see courses: item type 2. */
    interactionResolver: {
      itemType: 2,
      /**
       * The audience's courses, and those a programme grants the learner (issue 6: so a granted
       * course's favourite, like and comments work too). Grants are asked only for the ids the
       * audience left out: one detail page's course, or the few of a list page.
       */
      async visibleIds(scope: LearnerScope, ids: number[]) {
        const visible = await courses.visibleIds(scope, ids);
        const hidden = ids.filter((id) => !visible.has(id));
        const granted = await Promise.all(
          hidden.map((id) =>
            deps.access.granted(deps.db, scope.companyId, scope.userId, 'course', id),
          ),
        );
        hidden.forEach((id, i) => granted[i] && visible.add(id));
        return visible;
      },
      async describe(companyId: number, ids: number[]) {
        const rows = await courses.findManyInCompany(companyId, ids);
        return new Map(
          rows.map((r) => [r.id, { title: r.title, cover: r.cover, path: coursePath(r.id) }]),
        );
      },
    },
    routes: courseRoutes(centre),
    adminRoutes: courseAdminRoutes(admin, categories),
  };
}

import type { TNamedTreeNode } from '@ascent/shared/org';
import type { TCourseCategoryAdminNode } from '@ascent/shared/course';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { createTreeAdmin } from '../../core/tree/tree-admin.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createCourseRepository, type CourseRepository } from './course.repository.ts';
import { toCategoryAdminTree, toCategoryTree } from './course.mapper.ts';

/** Course categories: a tree per company (core/tree), read by learners, changed by administrators. */
export function createCourseCategoryService(deps: {
  db: Db;
  courses: CourseRepository;
  record: ChangeRecorder;
  /** After a change has committed: the centre's kept pages (their category names) go. */
  forgetCentre: () => Promise<void>;
}) {
  const admin = createTreeAdmin({
    db: deps.db,
    store: (tx) => createCourseRepository(tx).categoryTree,
    entity: 'courseCategory',
    messages: {
      notFound: 'course.categoryNotFound',
      parentNotFound: 'course.categoryParentNotFound',
      duplicateName: 'course.categoryDuplicateName',
      hasChildren: 'course.categoryHasChildren',
      moveIntoSelf: 'course.categoryMoveIntoSelf',
    },
    record: deps.record,
    afterChange: deps.forgetCentre,
    // A category holding courses stays: the courses would lose their place in the centre.
    async beforeDelete(tx, row) {
      const counts = await createCourseRepository(tx).countByCategory(row.companyId);
      const n = counts.get(row.id) ?? 0;
      if (n) throw fail('course.categoryHasCourses', { count: n });
    },
  });
  return {
    ...admin,
    async tree(actor: Actor): Promise<TNamedTreeNode[]> {
      return toCategoryTree(await deps.courses.categories(actor.companyId));
    },
    async adminTree(actor: Actor): Promise<TCourseCategoryAdminNode[]> {
      const [rows, counts] = await Promise.all([
        deps.courses.categories(actor.companyId),
        deps.courses.countByCategory(actor.companyId),
      ]);
      return toCategoryAdminTree(rows, counts);
    },
  };
}
export type CourseCategoryService = ReturnType<typeof createCourseCategoryService>;

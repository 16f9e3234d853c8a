import type { SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { visibleToLearner } from '../user/audience-rule.ts';
import { courseAudience, courses } from './course.schema.ts';

/**
 * "This learner may see this course" as a SQL condition on `courses` (the shared audience rule
 * of user/audience-rule.ts over course_audience). Lists, search and the learning permission
 * check all use it.
 */
export function courseVisibleTo(scope: LearnerScope): SQL {
  return visibleToLearner(scope, courses, {
    table: courseAudience,
    itemId: courseAudience.courseId,
    kind: courseAudience.kind,
    ref: courseAudience.ref,
  });
}

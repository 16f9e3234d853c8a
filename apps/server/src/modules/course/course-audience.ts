import type { SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { visibleToLearner } from '../../core/audience.ts';
import { courseAudience, courses } from './course.schema.ts';

/**
 * "This learner may see this course" as a SQL condition on `courses` (the shared audience rule
 * of core/audience.ts over course_audience). Lists, search and the learning permission
 * check all use it.
 */
export function courseVisibleTo(scope: LearnerScope): SQL {
  return visibleToLearner(scope, courses, courseAudience);
}

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stateKey, type ItemSource, type ItemState } from '../../core/learning-items.ts';
import type { CourseItems } from '../course/course.items.ts';
import { learningCourseProgress } from './learning.schema.ts';

/**
 * The course item source (issue 6): the course module names the courses, the learning record
 * says where each learner stands (studying: in progress; completed). One query per call.
 */
export function createCourseItemSource(courses: CourseItems): ItemSource {
  return {
    kind: 'course',
    describe: courses.describe,
    search: courses.search,
    async states(q: DbOrTx, companyId: number, userIds: number[], itemIds: number[]) {
      const out = new Map<string, ItemState>();
      if (!userIds.length || !itemIds.length) return out;
      const rows = await q
        .select({
          userId: learningCourseProgress.userId,
          courseId: learningCourseProgress.courseId,
          state: learningCourseProgress.state,
          completedAt: learningCourseProgress.completedAt,
        })
        .from(learningCourseProgress)
        .where(
          and(
            eq(learningCourseProgress.companyId, companyId),
            inArray(learningCourseProgress.userId, userIds),
            inArray(learningCourseProgress.courseId, itemIds),
          ),
        );
      for (const r of rows)
        out.set(stateKey(r.userId, r.courseId), {
          state: r.state === 'completed' ? 'completed' : 'inProgress',
          passed: null,
          score: null,
          finishedAt: r.state === 'completed' ? r.completedAt : null,
        });
      return out;
    },
  };
}

/**
 * Keeps a started learner's course record in step with a course-enrolment sign-up
 * (signup-course.target.ts): 'accepted' once enrolled, 'none' once no longer; a learner who has
 * not started the course has no record to change. Runs in the caller's transaction.
 */
export async function setCourseSignup(
  tx: DbOrTx,
  companyId: number,
  courseId: number,
  userId: number,
  signup: 'accepted' | 'none',
): Promise<void> {
  await tx
    .update(learningCourseProgress)
    .set({ signup })
    .where(
      and(
        eq(learningCourseProgress.companyId, companyId),
        eq(learningCourseProgress.courseId, courseId),
        eq(learningCourseProgress.userId, userId),
      ),
    );
}

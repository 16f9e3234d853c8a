import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SignupTarget } from '../../core/learning-items.ts';
import { courses } from '../course/course.schema.ts';
import { learningCourseProgress } from '../learning/learning.schema.ts';

/**
 * Sign-up kind 5 (online course enrollment application): what an approved sign-up admits to.
 * The course module's "needs sign-up" check asks the sign-up registry's lookup (the learner's
 * standing); enrol and unenrol also keep a started learner's record (`signup` column of the
 * learning record, issue 4) in step, so both readings of "signed up" agree.
 */
export const courseSignupTarget: SignupTarget = {
  targetType: 'course',
  async describe(q, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await q
      .select({
        id: courses.id,
        title: courses.title,
        startAt: courses.startAt,
        endAt: courses.endAt,
      })
      .from(courses)
      .where(
        and(
          eq(courses.companyId, companyId),
          inArray(courses.id, ids),
          ne(courses.status, 'draft'),
        ),
      );
    return new Map(rows.map((r) => [r.id, { title: r.title, startAt: r.startAt, endAt: r.endAt }]));
  },
  async enrol(tx, companyId, targetId, userId) {
    await tx
      .update(learningCourseProgress)
      .set({ signup: 'accepted' })
      .where(
        and(
          eq(learningCourseProgress.companyId, companyId),
          eq(learningCourseProgress.courseId, targetId),
          eq(learningCourseProgress.userId, userId),
        ),
      );
  },
  async unenrol(tx, companyId, targetId, userId) {
    await tx
      .update(learningCourseProgress)
      .set({ signup: 'none' })
      .where(
        and(
          eq(learningCourseProgress.companyId, companyId),
          eq(learningCourseProgress.courseId, targetId),
          eq(learningCourseProgress.userId, userId),
        ),
      );
  },
};

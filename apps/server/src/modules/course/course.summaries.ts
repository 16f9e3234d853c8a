import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CourseStatus, TCourseSimpleDetail } from '@ascent/shared/course';
import type { Db } from '../../db/client.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { courseChapters, courseResources, courses } from './course.schema.ts';
import { courseVisibleTo } from './course-audience.ts';
import { courseCover } from './course.mapper.ts';

/** A course as the learner's own lists show it (mine, history, archive, to-dos), its cover as shown. */
export interface CourseSummary {
  courseId: number;
  title: string;
  cover: string;
  credits: number;
  studyHours: number;
}

/**
 * The course module's read side for the learning record's lists (issue 4, learning helper):
 * many courses at once by id, and the courses assigned to a learner.
 */
export function createCourseSummaries(db: Db) {
  const columns = {
    courseId: courses.id,
    title: courses.title,
    cover: courses.cover,
    categoryId: courses.categoryId,
    credits: courses.credits,
    studyHours: courses.studyHours,
  };
  const toSummary = ({
    categoryId,
    ...r
  }: {
    courseId: number;
    title: string;
    cover: string;
    categoryId: number | null;
    credits: number | string;
    studyHours: number | string;
  }): CourseSummary => ({
    ...r,
    cover: courseCover({ id: r.courseId, cover: r.cover, categoryId }),
    credits: Number(r.credits),
    studyHours: Number(r.studyHours),
  });
  return {
    async of(companyId: number, ids: number[]): Promise<Map<number, CourseSummary>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select(columns)
        .from(courses)
        .where(and(eq(courses.companyId, companyId), inArray(courses.id, ids)));
      return new Map(rows.map((r) => [r.courseId, toSummary(r)]));
    },

    /**
     * A course's short read for the approvers of a course-enrolment sign-up
     * (study/course/{id}/detail/simple): whatever its audience or status; null when the
     * company has no such course.
     */
    async brief(companyId: number, courseId: number): Promise<TCourseSimpleDetail | null> {
      const [[row], [chapters], [resources]] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(and(eq(courses.companyId, companyId), eq(courses.id, courseId)))
          .limit(1),
        db.select({ n: count() }).from(courseChapters).where(eq(courseChapters.courseId, courseId)),
        db
          .select({ n: count() })
          .from(courseResources)
          .where(eq(courseResources.courseId, courseId)),
      ]);
      if (!row) return null;
      return {
        courseId: row.id,
        title: row.title,
        cover: courseCover(row),
        intro: row.intro,
        lecturerName: row.lecturerName,
        credits: Number(row.credits),
        studyHours: Number(row.studyHours),
        status: row.status as CourseStatus,
        startAt: row.startAt?.toISOString() ?? null,
        endAt: row.endAt?.toISOString() ?? null,
        chapterCount: chapters?.n ?? 0,
        resourceCount: resources?.n ?? 0,
      };
    },

    /**
     * The learner's to-dos: courses visible to them that are assigned to them (a limited
     * audience naming the learner, a department of theirs or their position) and not in
     * `completed`, or that they started and have not completed (`started`). `started` and
     * `completed` are subqueries of course ids from the learning record. Newest first, paged.
     */
    async todo(
      scope: LearnerScope,
      record: { started: SQL; completed: SQL },
      offset: number,
      limit: number,
    ): Promise<{ rows: CourseSummary[]; total: number }> {
      const where = and(
        courseVisibleTo(scope),
        or(
          and(eq(courses.visibility, 'limited'), sql`${courses.id} not in (${record.completed})`),
          sql`${courses.id} in (${record.started})`,
        ),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(courses)
          .where(where)
          .orderBy(sql`${courses.publishedAt} desc nulls last`, sql`${courses.id} desc`)
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(courses)
          .where(where),
      ]);
      return { rows: rows.map(toSummary), total: count?.n ?? 0 };
    },
  };
}
export type CourseSummaries = ReturnType<typeof createCourseSummaries>;

import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompletionRule, ResourceType } from '@ascent/shared/course';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import { courseChapters, courseResources, courses } from './course.schema.ts';

/** What the learning record needs to know of a course: its rules and its ordered structure. */
export interface CourseRules {
  courseId: number;
  companyId: number;
  title: string;
  status: string;
  credits: number;
  studyHours: number;
  learnInSequence: boolean;
  forbidSeek: boolean;
  completionRule: CompletionRule;
  secrecyLevel: number;
  prerequisiteId: number | null;
  requiresSignup: boolean;
  startAt: Date | null;
  endAt: Date | null;
  chapters: {
    chapterId: number;
    resources: {
      resourceId: number;
      type: ResourceType;
      compulsory: boolean;
      minSeconds: number;
      durationSeconds: number | null;
    }[];
  }[];
}

/**
 * The course module's read side for other modules (learning record, search, home): never
 * their own queries on the course tables.
 */
export function createCourseReader(db: Db, caches: SharedCaches) {
  // A course's rules, read on every heartbeat: kept per process, dropped in every process when
  // an admin changes the course (forgetRules, after the change commits).
  const cached = caches.cache<string, CourseRules | null>('course-rules', SETTINGS_CACHE_MS);
  const reader = {
    /** The course's rules as they are in the database now. */
    async rules(companyId: number, courseId: number): Promise<CourseRules | null> {
      const [course] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.companyId, companyId)));
      if (!course) return null;
      const [chapters, resources] = await Promise.all([
        db
          .select({ id: courseChapters.id })
          .from(courseChapters)
          .where(eq(courseChapters.courseId, courseId))
          .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
        db
          .select()
          .from(courseResources)
          .where(eq(courseResources.courseId, courseId))
          .orderBy(asc(courseResources.sort), asc(courseResources.id)),
      ]);
      return {
        courseId: course.id,
        companyId: course.companyId,
        title: course.title,
        status: course.status,
        credits: Number(course.credits),
        studyHours: Number(course.studyHours),
        learnInSequence: course.learnInSequence,
        forbidSeek: course.forbidSeek,
        completionRule: course.completionRule as CompletionRule,
        secrecyLevel: course.secrecyLevel,
        prerequisiteId: course.prerequisiteId,
        requiresSignup: course.requiresSignup,
        startAt: course.startAt,
        endAt: course.endAt,
        chapters: chapters.map((ch) => ({
          chapterId: ch.id,
          resources: resources
            .filter((r) => r.chapterId === ch.id)
            .map((r) => ({
              resourceId: r.id,
              type: r.type as ResourceType,
              compulsory: r.compulsory,
              minSeconds: r.minSeconds,
              durationSeconds: r.durationSeconds,
            })),
        })),
      };
    },

    /**
     * The learning module calls this once per learner, when a learner starts a course: the
     * count orders 'hottest', gives the label, and keeps a learned course from being deleted.
     */
    async countLearner(tx: DbOrTx, courseId: number): Promise<void> {
      await tx
        .update(courses)
        .set({ learnerCount: sql`${courses.learnerCount} + 1` })
        .where(eq(courses.id, courseId));
    },

    /**
     * The rules of the hot paths (heartbeats, the learner's permission check): at most
     * SETTINGS_CACHE_MS old, and never older than the course's last change.
     */
    cachedRules: (companyId: number, courseId: number) =>
      cached.get(`${companyId}:${courseId}`, () => reader.rules(companyId, courseId)),

    /** After a change to these courses has committed: every process reads their rules anew. */
    async forgetRules(companyId: number, courseIds: readonly number[]): Promise<void> {
      for (const id of new Set(courseIds)) await cached.forget(`${companyId}:${id}`);
    },
  };
  return reader;
}
export type CourseReader = ReturnType<typeof createCourseReader>;

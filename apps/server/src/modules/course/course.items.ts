import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ItemSummary } from '../../core/learning-items.ts';
import { containsPattern } from '../../core/like.ts';
import { coursePath } from './course-centre.service.ts';
import { courses } from './course.schema.ts';

/**
 * Courses as learning items (issue 6): titles of many at once (drafts included, so a
 * programme's item keeps its name) and the published ones an admin picker offers.
 */
export const courseItems = {
  async describe(q: DbOrTx, companyId: number, ids: number[]): Promise<Map<number, ItemSummary>> {
    if (!ids.length) return new Map();
    const rows = await q
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.companyId, companyId), inArray(courses.id, ids)));
    return new Map(rows.map((r) => [r.id, { ...r, url: coursePath(r.id) }]));
  },
  async search(
    q: DbOrTx,
    companyId: number,
    keyword: string,
    limit: number,
  ): Promise<ItemSummary[]> {
    const rows = await q
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(
        and(
          eq(courses.companyId, companyId),
          eq(courses.status, 'published'),
          keyword ? ilike(courses.title, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, url: coursePath(r.id) }));
  },
  /**
   * What a course-enrolment sign-up admits to (signup-course.target.ts): the company's courses
   * among `ids` that are not drafts, with their title and window.
   */
  async signupTargets(
    q: DbOrTx,
    companyId: number,
    ids: number[],
  ): Promise<Map<number, { title: string; startAt: Date | null; endAt: Date | null }>> {
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
};
export type CourseItems = typeof courseItems;

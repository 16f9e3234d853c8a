import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CourseStatus } from '@ascent/shared/course';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import type { TreeStore } from '../../core/tree/tree-admin.ts';
import { createTreeStore } from '../../core/tree/tree-store.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { audienceQueries, type AudienceRow } from '../../core/audience.ts';
import {
  courseAudience,
  courseCategories,
  courseChapters,
  courseResources,
  courses,
} from './course.schema.ts';
import { courseVisibleTo } from './course-audience.ts';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CategoryRow = typeof courseCategories.$inferSelect;
export type ChapterRow = typeof courseChapters.$inferSelect;
export type ResourceRow = typeof courseResources.$inferSelect;
/** A course with its category's name (lists and cards). */
export type CourseListRow = CourseRow & { categoryName: string | null };

/** Advisory-lock classes (pg_advisory_xact_lock(class, id)). */
const CATEGORY_LOCK_CLASS = 0xc0c47e;
const COURSE_LOCK_CLASS = 0xc0c5e1;
/** The centre counts matches at most this many pages past the one asked for. */
export const CENTRE_COUNT_PAGES = 5;

export interface CourseAdminFilter {
  companyId: number;
  keyword?: string;
  status?: CourseStatus;
  /** The category's path: the category and everything below it. */
  categoryPath?: string;
  sortField?: 'createdAt' | 'publishedAt' | 'title' | 'learnerCount';
  descending?: boolean;
}

export interface CourseCentreFilter {
  categoryPath?: string;
  keyword?: string;
  sort: 'newest' | 'hottest';
}

const listColumns = { course: courses, categoryName: courseCategories.name };
/** A card's columns: everything but the (possibly long) intro. */
const { intro: _intro, ...cardFields } = getTableColumns(courses);
const cardColumns = { course: cardFields, categoryName: courseCategories.name };
const flatten = (r: {
  course: Omit<CourseRow, 'intro'> & { intro?: string };
  categoryName: string | null;
}): CourseListRow => ({
  intro: '',
  ...r.course,
  categoryName: r.categoryName,
});

/** The only code that queries the course tables. */
export function createCourseRepository(db: DbOrTx) {
  const audience = audienceQueries(db, courseAudience);
  const categoryInCompany = (companyId: number) => eq(courseCategories.companyId, companyId);

  const categoryStore = createTreeStore(db, courseCategories, CATEGORY_LOCK_CLASS);
  const categoryTree: TreeStore = {
    ...categoryStore,
    /** Rewrites the subtree's paths, and the category paths its courses carry. */
    async rewritePaths(companyId, fromPrefix, toPrefix) {
      await categoryStore.rewritePaths(companyId, fromPrefix, toPrefix);
      await db
        .update(courses)
        .set({
          categoryPath: sql`${toPrefix}::text || substr(${courses.categoryPath}, ${fromPrefix.length + 1}::int)`,
        })
        .where(and(eq(courses.companyId, companyId), like(courses.categoryPath, `${fromPrefix}%`)));
    },
  };

  const adminWhere = (f: CourseAdminFilter): SQL | undefined =>
    and(
      eq(courses.companyId, f.companyId),
      f.status ? eq(courses.status, f.status) : undefined,
      f.categoryPath ? like(courses.categoryPath, `${f.categoryPath}%`) : undefined,
      f.keyword ? ilike(courses.title, containsPattern(f.keyword)) : undefined,
    );

  return {
    categoryTree,

    async lockCourse(courseId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${COURSE_LOCK_CLASS}, ${courseId})`);
    },

    async categories(companyId: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(courseCategories)
        .where(categoryInCompany(companyId))
        .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
    },
    async findCategory(companyId: number, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(courseCategories)
        .where(and(categoryInCompany(companyId), eq(courseCategories.id, id)));
      return row;
    },
    /** Courses directly in each category of the company. */
    async countByCategory(companyId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: courses.categoryId, n: count() })
        .from(courses)
        .where(eq(courses.companyId, companyId))
        .groupBy(courses.categoryId);
      return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r.n]));
    },

    async adminList(f: CourseAdminFilter, offset: number, limit: number) {
      const column = courses[f.sortField ?? 'createdAt'];
      const descending = f.sortField ? !!f.descending : true;
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(courses)
          .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
          .where(adminWhere(f))
          .orderBy(descending ? desc(column) : asc(column), desc(courses.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(courses).where(adminWhere(f)),
      ]);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    async findInCompany(companyId: number, id: number): Promise<CourseListRow | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(courses)
        .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
        .where(and(eq(courses.companyId, companyId), eq(courses.id, id)));
      return row && flatten(row);
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<CourseRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(courses)
        .where(and(eq(courses.companyId, companyId), inArray(courses.id, ids)));
    },
    async insert(values: NewCourse): Promise<CourseRow> {
      const [row] = await db.insert(courses).values(values).returning();
      if (!row) throw new Error('insert courses returned nothing');
      return row;
    },
    async update(id: number, values: Partial<NewCourse>): Promise<CourseRow> {
      const [row] = await db
        .update(courses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning();
      if (!row) throw new Error('update courses returned nothing');
      return row;
    },
    /** Publishes or takes down courses; the first publication date stays. */
    async setStatus(ids: number[], status: CourseStatus): Promise<void> {
      if (!ids.length) return;
      await db
        .update(courses)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${courses.publishedAt}, now())` }
            : {}),
        })
        .where(inArray(courses.id, ids));
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(courses).where(inArray(courses.id, ids));
    },
    /** Other courses naming one of these as their prerequisite lose it. */
    async clearPrerequisite(ids: number[]): Promise<void> {
      if (ids.length)
        await db
          .update(courses)
          .set({ prerequisiteId: null })
          .where(inArray(courses.prerequisiteId, ids));
    },

    async audience(courseId: number): Promise<AudienceRow[]> {
      return audience.of(courseId);
    },
    async replaceAudience(courseId: number, rows: readonly AudienceRow[]) {
      await audience.replace(courseId, rows);
    },

    async chapters(courseId: number): Promise<ChapterRow[]> {
      return db
        .select()
        .from(courseChapters)
        .where(eq(courseChapters.courseId, courseId))
        .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
    },
    async resources(courseId: number): Promise<ResourceRow[]> {
      return db
        .select()
        .from(courseResources)
        .where(eq(courseResources.courseId, courseId))
        .orderBy(asc(courseResources.sort), asc(courseResources.id));
    },
    async countResources(courseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(courseResources)
        .where(eq(courseResources.courseId, courseId));
      return row?.n ?? 0;
    },
    async insertChapter(values: typeof courseChapters.$inferInsert): Promise<ChapterRow> {
      const [row] = await db.insert(courseChapters).values(values).returning();
      if (!row) throw new Error('insert course_chapters returned nothing');
      return row;
    },
    async updateChapter(id: number, values: { title: string; sort: number }) {
      await db.update(courseChapters).set(values).where(eq(courseChapters.id, id));
    },
    async insertResources(values: (typeof courseResources.$inferInsert)[]) {
      if (!values.length) return [];
      return db.insert(courseResources).values(values).returning();
    },
    async updateResource(id: number, values: Partial<typeof courseResources.$inferInsert>) {
      await db.update(courseResources).set(values).where(eq(courseResources.id, id));
    },
    /** Drops the course's resources and chapters not among the kept ids. */
    async deleteOtherStructure(courseId: number, keepChapters: number[], keepResources: number[]) {
      await db
        .delete(courseResources)
        .where(
          and(
            eq(courseResources.courseId, courseId),
            keepResources.length ? notInArray(courseResources.id, keepResources) : undefined,
          ),
        );
      await db
        .delete(courseChapters)
        .where(
          and(
            eq(courseChapters.courseId, courseId),
            keepChapters.length ? notInArray(courseChapters.id, keepChapters) : undefined,
          ),
        );
    },

    /**
     * The learner's course centre: visible courses (course-audience.ts), optionally within a
     * category subtree and with the keyword in the title, newest or hottest first. Ordering
     * follows the (company, status, published_at | learner_count, id) indexes.
     */
    async centreList(scope: LearnerScope, f: CourseCentreFilter, offset: number, limit: number) {
      const where = and(
        courseVisibleTo(scope),
        f.categoryPath ? like(courses.categoryPath, `${f.categoryPath}%`) : undefined,
        f.keyword ? ilike(courses.title, containsPattern(f.keyword)) : undefined,
      );
      const order =
        f.sort === 'hottest'
          ? [desc(courses.learnerCount), desc(courses.id)]
          : [desc(courses.publishedAt), desc(courses.id)];
      // The page, and a cheap total: the matching ids in index order up to five pages past
      // this one (no columns, no join), so no page counts 100,000 rows; the total grows as the
      // learner pages on. Past the end, the same window before it says how many there are.
      const window = limit * CENTRE_COUNT_PAGES + 1;
      const counted = (skip: number, take: number) =>
        db
          .select({ n: count() })
          .from(
            db
              .select({ one: sql`1` })
              .from(courses)
              .where(where)
              .orderBy(...order)
              .offset(skip)
              .limit(take)
              .as('w'),
          )
          .then(([n]) => n?.n ?? 0);
      const [rows, ahead] = await Promise.all([
        db
          .select(cardColumns)
          .from(courses)
          .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
          .where(where)
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        counted(offset, window),
      ]);
      const total = !rows.length && offset > 0 ? await counted(0, offset) : offset + ahead;
      return {
        rows: rows.map((r) => ({ ...flatten(r), intro: '' })),
        total,
      };
    },

    /** A few visible courses: recommended (newest of the learner's audience-limited ones first). */
    async visibleSample(
      scope: LearnerScope,
      order: 'newest' | 'hottest' | 'recommended',
      limit: number,
    ): Promise<CourseListRow[]> {
      const orderBy =
        order === 'hottest'
          ? [desc(courses.learnerCount), desc(courses.id)]
          : order === 'recommended'
            ? [
                desc(sql`(${courses.visibility} = 'limited')`),
                desc(courses.credits),
                desc(courses.publishedAt),
                desc(courses.id),
              ]
            : [desc(courses.publishedAt), desc(courses.id)];
      const rows = await db
        .select(listColumns)
        .from(courses)
        .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
        .where(courseVisibleTo(scope))
        .orderBy(...orderBy)
        .limit(limit);
      return rows.map(flatten);
    },

    /**
     * The learner count a course needs for the 'hottest' label: the HOTTEST_LABEL_TOP-th
     * highest among the company's published courses (index-only on the learners index).
     */
    /** Whether any of the company's courses names a person in its audience (not only groups). */
    async audienceNamesPeople(companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(courseAudience)
        .innerJoin(courses, eq(courses.id, courseAudience.itemId))
        .where(and(eq(courses.companyId, companyId), eq(courseAudience.kind, 'user')))
        .limit(1);
      return row !== undefined;
    },

    async hotThreshold(companyId: number, top: number): Promise<number> {
      const rows = await db
        .select({ n: courses.learnerCount })
        .from(courses)
        .where(and(eq(courses.companyId, companyId), eq(courses.status, 'published')))
        .orderBy(desc(courses.learnerCount), desc(courses.id))
        .offset(top - 1)
        .limit(1);
      return Math.max(1, rows[0]?.n ?? 1);
    },

    /** Visible courses whose title contains the keyword (the search provider). */
    async search(scope: LearnerScope, keyword: string, offset: number, limit: number) {
      return this.centreList(scope, { keyword, sort: 'newest' }, offset, limit);
    },

    /** For the interactions module: the company's courses among ids, and which are visible. */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, ids), courseVisibleTo(scope)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;

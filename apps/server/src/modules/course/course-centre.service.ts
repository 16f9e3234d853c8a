import type { TPage } from '@ascent/shared/admin';
import {
  HOTTEST_LABEL_TOP,
  ITEM_TYPE,
  type TCourseCard,
  type TCourseCentreQuery,
  type TCourseDetail,
  type TCourseHome,
} from '@ascent/shared/course';
import type { TNamedTreeNode } from '@ascent/shared/org';
import type { TSearchHit } from '@ascent/shared/search';
import type { Actor } from '../../core/context.ts';
import type { Access } from '../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../core/ttl-cache.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import type { SearchProvider } from '../search/search.registry.ts';
import type { CourseListRow, CourseRepository } from './course.repository.ts';
import { courseCover, toCategoryTree, toChapters, toCourseCard } from './course.mapper.ts';

/** How long a process reuses a company's 'hottest' threshold. */
const HOT_THRESHOLD_MS = 60_000;
/**
 * How long a process serves a centre page it has read (docs/decisions.md "Caches across
 * processes"): a change to a course or a category drops them in every process at once; only the
 * learner counts (and so the 'hottest' order and label) may lag this long.
 */
export const CENTRE_PAGE_MS = 10_000;
const HOME_SIZES = { recommended: 6, newest: 8, hottest: 8 };

export const coursePath = (id: number) => `/course/detail?id=${id}`;

/**
 * The course centre's pages, kept per audience: the learners who see the same courses (same
 * company, secrecy level, departments and position) share them. Where a company's course
 * audiences name single people, the person is part of the audience too.
 */
export function createCentreCaches(caches: SharedCaches, courses: CourseRepository) {
  // The page's cards as answered (mapped once per page kept, not per call).
  const pages = caches.cache<string, { list: TCourseCard[]; total: number }>(
    'course-centre',
    CENTRE_PAGE_MS,
  );
  const namesPeople = caches.cache<number, boolean>('course-audience-people', CENTRE_PAGE_MS);
  return {
    pages,
    async audienceKey(scope: LearnerScope): Promise<string> {
      const personal = await namesPeople.get(scope.companyId, () =>
        courses.audienceNamesPeople(scope.companyId),
      );
      return [
        scope.companyId,
        scope.secrecyLevel,
        scope.departmentIds.join('/'),
        scope.position,
        personal ? scope.userId : '',
      ].join('|');
    },
    /** After a course or category change has committed: every process reads the centre anew. */
    async forget(): Promise<void> {
      await pages.forgetAll();
      await namesPeople.forgetAll();
    },
  };
}
export type CentreCaches = ReturnType<typeof createCentreCaches>;

/** The learner's side of courses: the centre, the course home, a course's detail, search. */
export function createCourseCentreService(deps: {
  db: Db;
  courses: CourseRepository;
  files: FileCatalog;
  /** The learner's scope and the course's visibility (audience, else a programme's grant). */
  access: Access;
  /** The centre's pages, per audience (createCentreCaches). */
  pages: CentreCaches;
}) {
  const { courses, access, pages } = deps;
  const hotThresholds = createTtlCache<number, number>(HOT_THRESHOLD_MS);
  const hotThreshold = (companyId: number) =>
    hotThresholds.get(companyId, () => courses.hotThreshold(companyId, HOTTEST_LABEL_TOP));

  // Who the learner is (departments, position, secrecy) is read on every centre call; the
  // access module reuses it for a few seconds (learnerCached), so a move shows within 5 s.
  const learner = (actor: Actor) => access.learnerCached(actor);

  async function cards(companyId: number, rows: CourseListRow[]): Promise<TCourseCard[]> {
    const threshold = await hotThreshold(companyId);
    return rows.map((r) => toCourseCard(r, threshold));
  }

  const searchProvider: SearchProvider = {
    kind: 'course',
    async search(scope, keyword, { page, pageSize }) {
      const { rows, total } = await courses.centreList(
        scope,
        { keyword, sort: 'newest' },
        (page - 1) * pageSize,
        pageSize,
      );
      const list: TSearchHit[] = rows.map((r) => ({
        kind: 'course',
        itemType: ITEM_TYPE.course,
        id: r.id,
        title: r.title,
        cover: courseCover(r),
        summary: [r.categoryName, r.lecturerName].filter(Boolean).join(' · '),
        path: coursePath(r.id),
        publishedAt: r.publishedAt?.toISOString() ?? null,
      }));
      return { list, total };
    },
  };

  return {
    searchProvider,

    async list(
      actor: Actor,
      q: TCourseCentreQuery & { page: number; pageSize: number; sort: 'newest' | 'hottest' },
    ): Promise<TPage<TCourseCard>> {
      const scope = await learner(actor);
      let categoryPath: string | undefined;
      if (q.categoryId) {
        const category = await courses.findCategory(actor.companyId, q.categoryId);
        if (!category) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
        categoryPath = category.path;
      }
      const filter = { categoryPath, keyword: q.keyword || undefined, sort: q.sort };
      const offset = (q.page - 1) * q.pageSize;
      const read = async () => {
        const { rows, total } = await courses.centreList(scope, filter, offset, q.pageSize);
        return { list: await cards(actor.companyId, rows), total };
      };
      // Browsing (no keyword) is what every learner does all day: the same pages for everyone
      // with the same audience, kept; searches are too varied to keep.
      const { list, total } = filter.keyword
        ? await read()
        : await pages.pages.get(
            [await pages.audienceKey(scope), q.sort, categoryPath ?? '', offset, q.pageSize].join(
              '|',
            ),
            read,
          );
      return { list, total, page: q.page, pageSize: q.pageSize };
    },

    async categoryTree(actor: Actor): Promise<TNamedTreeNode[]> {
      return toCategoryTree(await courses.categories(actor.companyId));
    },

    /** The learner home's recommended courses (home module). */
    async recommended(scope: LearnerScope, limit: number): Promise<TCourseCard[]> {
      return cards(scope.companyId, await courses.visibleSample(scope, 'recommended', limit));
    },

    async home(actor: Actor): Promise<TCourseHome> {
      const scope = await learner(actor);
      const [recommended, newest, hottest] = await Promise.all([
        courses.visibleSample(scope, 'recommended', HOME_SIZES.recommended),
        courses.visibleSample(scope, 'newest', HOME_SIZES.newest),
        courses.visibleSample(scope, 'hottest', HOME_SIZES.hottest),
      ]);
      return {
        recommended: await cards(actor.companyId, recommended),
        newest: await cards(actor.companyId, newest),
        hottest: await cards(actor.companyId, hottest),
      };
    },

    /**
     * A course as the learner opens it: 'not exist' for another company's, a draft or an
     * unpublished one; 'no permission' when its secrecy or audience leaves the learner out.
     */
    async detail(actor: Actor, id: number): Promise<TCourseDetail> {
      const scope = await learner(actor);
      const found = await courses.findInCompany(actor.companyId, id);
      const row = await access.requireVisible(
        deps.db,
        scope,
        'course',
        found && { ...found, published: found.status === 'published' },
        { notFound: 'course.notExist', hidden: 'course.noPermission' },
      );
      const [chapters, resources] = await Promise.all([
        courses.chapters(id),
        courses.resources(id),
      ]);
      const files = await deps.files.describe(
        actor.companyId,
        resources.map((r) => r.fileId).filter((f): f is number => f !== null),
      );
      const [card] = await cards(actor.companyId, [row]);
      return {
        ...card!,
        intro: row.intro,
        learnInSequence: row.learnInSequence,
        forbidSeek: row.forbidSeek,
        completionRule: row.completionRule as TCourseDetail['completionRule'],
        secrecyLevel: row.secrecyLevel,
        startAt: row.startAt?.toISOString() ?? null,
        endAt: row.endAt?.toISOString() ?? null,
        chapters: toChapters(chapters, resources, files),
      };
    },
  };
}
export type CourseCentreService = ReturnType<typeof createCourseCentreService>;

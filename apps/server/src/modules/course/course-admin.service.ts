import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import { translate } from '@ascent/shared/errors';
import {
  COURSE_ADMIN_SORT_FIELDS,
  COURSE_TITLE_MAX,
  FILE_RESOURCE_KINDS,
  type ResourceType,
  type TCourseAdminDetail,
  type TCourseAdminQuery,
  type TCourseAdminRow,
  type TCourseSaveParsed,
  type TCourseStructureSave,
} from '@ascent/shared/course';
import type { TStoredFile } from '@ascent/shared/files';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { changePublication } from '../../core/publishing.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import {
  createCourseRepository,
  type CourseAdminFilter,
  type CourseRepository,
  type CourseRow,
} from './course.repository.ts';
import {
  audienceRows,
  courseLogEntry,
  toAdminChapters,
  toCourseAdminRow,
} from './course.mapper.ts';
import { plainText, sanitizeRichText } from '../../core/rich-text.ts';
import { audienceOfRows } from '../user/audience-rows.ts';
import { byId, type PeopleDirectory } from '../user/people-directory.ts';

/** What course authoring asks the people directory: departments' and people's names. */
export type CoursePeople = Pick<PeopleDirectory, 'departmentNames' | 'find'>;

type ParsedStructure = {
  courseId: number;
  chapters: {
    chapterId?: number;
    title: string;
    resources: {
      resourceId?: number;
      title: string;
      type: ResourceType;
      compulsory: boolean;
      minSeconds: number;
      fileId?: number | null;
      content?: string | null;
      url?: string | null;
    }[];
  }[];
};

const isSortField = (f: string | undefined): f is NonNullable<CourseAdminFilter['sortField']> =>
  (COURSE_ADMIN_SORT_FIELDS as readonly (string | undefined)[]).includes(f);

/** Does a stored file fit a resource type (spec s.3 types, the files module's kinds)? */
export function fileFits(type: ResourceType, file: TStoredFile | undefined): boolean {
  const kind = FILE_RESOURCE_KINDS[type];
  if (!kind || !file) return false;
  if (type === 4) return file.kind === 'image' || file.kind === 'cover';
  if (file.kind !== kind) return false;
  if (type === 10) return file.scormVersion !== null && !!file.launchUrl;
  if (type === 6) return !!file.launchUrl;
  return true;
}

/** Course authoring (admin site): every change in one transaction with its log entry. */
export function createCourseAdminService(deps: {
  db: Db;
  courses: CourseRepository;
  files: FileCatalog;
  people: CoursePeople;
  record: ChangeRecorder;
  /**
   * After a change has committed: every process reads these courses anew (their rules, and the
   * course centre's pages that may show them).
   */
  forgetCourses: (companyId: number, courseIds: readonly number[]) => Promise<void>;
}) {
  const { courses, files, people, record } = deps;

  async function requireCourse(repo: CourseRepository, actor: Actor, id: number) {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row) throw fail('course.notExist');
    return row;
  }

  /**
   * Publishes or takes down a course: never twice the same way; a published course needs a
   * resource; the first publication date stays (it is what 'newest' means to learners).
   */
  async function setPublication(
    actor: Actor,
    ip: string,
    id: number,
    status: 'published' | 'unpublished',
  ): Promise<TCourseAdminRow> {
    const row = await deps.db.transaction(async (tx) => {
      const repo = createCourseRepository(tx);
      await changePublication(
        tx,
        { actor, ip, record },
        {
          entity: 'course',
          notFound: 'course.notExist',
          async find(companyId, ids) {
            for (const courseId of ids) await repo.lockCourse(courseId);
            return repo.findManyInCompany(companyId, ids);
          },
          title: (c) => c.title,
          sameStatus: { published: 'course.alreadyPublished', notPublished: 'course.notPublished' },
          async check(rows, to) {
            if (to !== 'published') return;
            for (const c of rows)
              if ((await repo.countResources(c.id)) === 0) throw fail('course.noResources');
          },
          setStatus: (ids, to) => repo.setStatus(ids, to),
        },
        [id],
        status,
      );
      return toCourseAdminRow(await requireCourse(repo, actor, id));
    });
    await deps.forgetCourses(actor.companyId, [id]);
    return row;
  }

  /** The references of a save that must be the company's own: category, lecturer, prerequisite, audience. */
  async function resolveReferences(repo: CourseRepository, actor: Actor, input: TCourseSaveParsed) {
    let categoryPath = '/';
    if (input.categoryId !== null) {
      const category = await repo.findCategory(actor.companyId, input.categoryId);
      if (!category) throw fail('course.categoryNotFound');
      categoryPath = category.path;
    }
    let lecturerName = '';
    if (input.lecturerId !== null) {
      const [lecturer] = await people.find(actor.companyId, [input.lecturerId]);
      if (!lecturer) throw fail('course.lecturerNotFound');
      lecturerName = lecturer.realName || lecturer.account;
    }
    if (input.prerequisiteId !== null) {
      const [pre] = await repo.findManyInCompany(actor.companyId, [input.prerequisiteId]);
      if (!pre || pre.id === input.id) throw fail('course.prerequisiteInvalid');
    }
    const audience =
      input.visibility === 'limited'
        ? {
            departmentIds: [...new Set(input.audience.departmentIds)],
            positions: [...new Set(input.audience.positions)],
            userIds: [...new Set(input.audience.userIds)],
          }
        : { departmentIds: [], positions: [], userIds: [] };
    const [depts, users] = await Promise.all([
      people.departmentNames(actor.companyId, audience.departmentIds),
      people.find(actor.companyId, audience.userIds),
    ]);
    if (depts.size !== audience.departmentIds.length || users.length !== audience.userIds.length)
      throw fail('course.audienceInvalid');
    return { categoryPath, lecturerName, audience };
  }

  async function detailOf(repo: CourseRepository, actor: Actor, id: number) {
    const row = await requireCourse(repo, actor, id);
    const [audienceRowsNow, chapters, resources] = await Promise.all([
      repo.audience(id),
      repo.chapters(id),
      repo.resources(id),
    ]);
    const audience = audienceOfRows(audienceRowsNow);
    const [fileMap, depts, users, pre] = await Promise.all([
      files.describe(
        actor.companyId,
        resources.map((r) => r.fileId).filter((f): f is number => f !== null),
      ),
      people.departmentNames(actor.companyId, audience.departmentIds).then(byId),
      people.find(actor.companyId, audience.userIds),
      row.prerequisiteId
        ? repo.findManyInCompany(actor.companyId, [row.prerequisiteId])
        : Promise.resolve([]),
    ]);
    const detail: TCourseAdminDetail = {
      ...toCourseAdminRow(row),
      intro: row.intro,
      tags: row.tags,
      lecturerId: row.lecturerId,
      learnInSequence: row.learnInSequence,
      forbidSeek: row.forbidSeek,
      completionRule: row.completionRule as TCourseAdminDetail['completionRule'],
      audience,
      audienceNames: { departments: depts, users },
      prerequisiteId: row.prerequisiteId,
      prerequisiteTitle: pre[0]?.title ?? '',
      requiresSignup: row.requiresSignup,
      startAt: row.startAt?.toISOString() ?? null,
      endAt: row.endAt?.toISOString() ?? null,
      learned: row.learnerCount > 0,
      chapters: toAdminChapters(chapters, resources, fileMap),
    };
    return detail;
  }

  /** Checks and normalises a structure: files of the company fitting their types, sanitised texts. */
  async function checkStructure(actor: Actor, input: ParsedStructure) {
    const fileIds = input.chapters.flatMap((c) =>
      c.resources.filter((r) => FILE_RESOURCE_KINDS[r.type]).map((r) => r.fileId!),
    );
    const fileMap = await files.describe(actor.companyId, fileIds);
    return input.chapters.map((c) => ({
      chapterId: c.chapterId,
      title: c.title,
      resources: c.resources.map((r) => {
        const isFile = !!FILE_RESOURCE_KINDS[r.type];
        const file = isFile ? fileMap.get(r.fileId!) : undefined;
        if (isFile && !fileFits(r.type, file)) throw fail('course.fileInvalid', { title: r.title });
        let content: string | null = null;
        if (r.type === 5) {
          content = sanitizeRichText(r.content ?? '');
          if (!plainText(content) && !/<img\s/i.test(content)) throw fail('common.contentEmpty');
        }
        return {
          resourceId: r.resourceId,
          title: r.title,
          type: r.type,
          compulsory: r.compulsory,
          minSeconds: r.minSeconds,
          fileId: isFile ? r.fileId! : null,
          durationSeconds: file?.durationSeconds ?? null,
          content,
          url: r.type === 8 ? (r.url ?? null) : null,
        };
      }),
    }));
  }

  return {
    async list(
      actor: Actor,
      q: TCourseAdminQuery & { page: number; pageSize: number },
    ): Promise<TPage<TCourseAdminRow>> {
      let categoryPath: string | undefined;
      if (q.categoryId) {
        const category = await courses.findCategory(actor.companyId, q.categoryId);
        if (!category) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
        categoryPath = category.path;
      }
      const { rows, total } = await courses.adminList(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          status: q.status,
          categoryPath,
          sortField: isSortField(q.sortField) ? q.sortField : undefined,
          descending: q.sortOrder === 'descend',
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toCourseAdminRow), total, page: q.page, pageSize: q.pageSize };
    },

    detail: (actor: Actor, id: number) => detailOf(courses, actor, id),

    /** Creates (no id) or saves a course's basic information and audience. */
    async save(actor: Actor, ip: string, input: TCourseSaveParsed): Promise<TCourseAdminDetail> {
      // Reads of other modules (people, files) run outside the transaction: PGlite has one
      // connection, and the foreign keys guard what they checked.
      if (input.id) await requireCourse(courses, actor, input.id);
      const refs = await resolveReferences(courses, actor, input);
      const id = await deps.db.transaction(async (tx) => {
        const repo = createCourseRepository(tx);
        const before = input.id ? await requireCourse(repo, actor, input.id) : undefined;
        if (before) await repo.lockCourse(before.id);
        const values = {
          title: input.title,
          cover: input.cover,
          intro: sanitizeRichText(input.intro),
          tags: [...new Set(input.tags)],
          categoryId: input.categoryId,
          categoryPath: refs.categoryPath,
          lecturerId: input.lecturerId,
          lecturerName: refs.lecturerName,
          credits: input.credits,
          studyHours: input.studyHours,
          learnInSequence: input.learnInSequence,
          forbidSeek: input.forbidSeek,
          completionRule: input.completionRule,
          secrecyLevel: input.secrecyLevel,
          visibility: input.visibility,
          prerequisiteId: input.prerequisiteId,
          requiresSignup: input.requiresSignup,
          startAt: input.startAt ? new Date(input.startAt) : null,
          endAt: input.endAt ? new Date(input.endAt) : null,
        };
        const row = before
          ? await repo.update(before.id, values)
          : await repo.insert({ ...values, companyId: actor.companyId, createdBy: actor.userId });
        await repo.replaceAudience(row.id, audienceRows(refs.audience));
        await record(tx, actor, ip, {
          action: before ? 'update' : 'create',
          entity: 'course',
          entityId: row.id,
          summary: row.title,
          before: before ? { ...courseLogEntry(before) } : undefined,
          after: { ...courseLogEntry(row), audience: refs.audience },
        });
        return row.id;
      });
      await deps.forgetCourses(actor.companyId, [id]);
      return detailOf(courses, actor, id);
    },

    /**
     * Saves the whole outline in one transaction: chapters and resources in the given order.
     * Given ids keep their rows (and so the learners' records of them); rows left out are
     * deleted; new ones are inserted.
     */
    async saveStructure(actor: Actor, ip: string, input: TCourseStructureSave & ParsedStructure) {
      const chapters = await checkStructure(actor, input);
      await deps.db.transaction(async (tx) => {
        const repo = createCourseRepository(tx);
        const course = await requireCourse(repo, actor, input.courseId);
        await repo.lockCourse(course.id);
        const [oldChapters, oldResources] = await Promise.all([
          repo.chapters(course.id),
          repo.resources(course.id),
        ]);
        const chapterIds = new Set(oldChapters.map((c) => c.id));
        const resourceIds = new Set(oldResources.map((r) => r.id));
        const givenChapters = chapters.map((c) => c.chapterId).filter((id) => id !== undefined);
        const givenResources = chapters.flatMap((c) =>
          c.resources.map((r) => r.resourceId).filter((id) => id !== undefined),
        );
        if (
          givenChapters.some((id) => !chapterIds.has(id)) ||
          givenResources.some((id) => !resourceIds.has(id)) ||
          new Set(givenChapters).size !== givenChapters.length ||
          new Set(givenResources).size !== givenResources.length
        )
          throw fail('course.structureStale');
        const total = chapters.reduce((n, c) => n + c.resources.length, 0);
        if (course.status === 'published' && total === 0) throw fail('course.noResources');

        const keptChapters: number[] = [];
        const keptResources: number[] = [];
        for (const [ci, ch] of chapters.entries()) {
          let chapterId = ch.chapterId;
          if (chapterId) await repo.updateChapter(chapterId, { title: ch.title, sort: ci });
          else
            chapterId = (
              await repo.insertChapter({ courseId: course.id, title: ch.title, sort: ci })
            ).id;
          keptChapters.push(chapterId);
          const inserts = [];
          for (const [ri, r] of ch.resources.entries()) {
            const { resourceId, ...values } = r;
            const row = { ...values, courseId: course.id, chapterId, sort: ri };
            if (resourceId) {
              await repo.updateResource(resourceId, row);
              keptResources.push(resourceId);
            } else inserts.push(row);
          }
          for (const r of await repo.insertResources(inserts)) keptResources.push(r.id);
        }
        await repo.deleteOtherStructure(course.id, keptChapters, keptResources);
        await repo.update(course.id, {});
        await record(tx, actor, ip, {
          action: 'structure',
          entity: 'course',
          entityId: course.id,
          summary: course.title,
          before: {
            chapters: oldChapters.length,
            resources: oldResources.length,
          },
          after: {
            chapters: chapters.map((c) => ({
              title: c.title,
              resources: c.resources.map((r) => ({
                title: r.title,
                type: r.type,
                fileId: r.fileId,
              })),
            })),
          },
        });
      });
      await deps.forgetCourses(actor.companyId, [input.courseId]);
      return detailOf(courses, actor, input.courseId);
    },

    publish: (actor: Actor, ip: string, id: number) => setPublication(actor, ip, id, 'published'),
    unpublish: (actor: Actor, ip: string, id: number) =>
      setPublication(actor, ip, id, 'unpublished'),

    /** A draft copy with the same settings, audience, chapters and resources (no learners). */
    async copy(actor: Actor, ip: string, id: number, locale: Locale): Promise<TCourseAdminRow> {
      return deps.db.transaction(async (tx) => {
        const repo = createCourseRepository(tx);
        const source = await requireCourse(repo, actor, id);
        const suffix = translate('course.copySuffix', locale);
        const {
          id: _id,
          categoryName,
          createdAt: _c,
          updatedAt: _u,
          publishedAt: _p,
          learnerCount: _l,
          status: _s,
          ...settings
        } = source;
        const row = await repo.insert({
          ...settings,
          title: `${source.title.slice(0, COURSE_TITLE_MAX - suffix.length)}${suffix}`,
          status: 'draft',
          createdBy: actor.userId,
        });
        const audience = await repo.audience(id);
        await repo.replaceAudience(
          row.id,
          audience.map((a) => ({ kind: a.kind, ref: a.ref })),
        );
        const [chapters, resources] = await Promise.all([repo.chapters(id), repo.resources(id)]);
        for (const ch of chapters) {
          const copy = await repo.insertChapter({
            courseId: row.id,
            title: ch.title,
            sort: ch.sort,
          });
          await repo.insertResources(
            resources
              .filter((r) => r.chapterId === ch.id)
              .map(({ id: _rid, courseId: _cid, chapterId: _chid, ...r }) => ({
                ...r,
                courseId: row.id,
                chapterId: copy.id,
              })),
          );
        }
        await record(tx, actor, ip, {
          action: 'copy',
          entity: 'course',
          entityId: row.id,
          summary: row.title,
          before: { sourceId: source.id, title: source.title },
          after: courseLogEntry(row),
        });
        return toCourseAdminRow({ ...row, categoryName });
      });
    },

    /**
     * Deletes courses that are not published and that nobody has learned (learnerCount 0);
     * one refused course refuses the whole request. A published course is unpublished
     * first; a course with learners stays (unpublished) so their records keep their course.
     */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createCourseRepository(tx);
        const { unique, rows } = await requireAll<CourseRow>(
          ids,
          (u) => repo.findManyInCompany(actor.companyId, u),
          'course.notExist',
        );
        for (const r of rows) {
          if (r.status === 'published') throw fail('course.deletePublished');
          if (r.learnerCount > 0) throw fail('course.deleteLearned', { title: r.title });
        }
        await repo.clearPrerequisite(unique);
        await repo.deleteMany(unique);
        for (const r of rows)
          await record(tx, actor, ip, {
            action: 'delete',
            entity: 'course',
            entityId: r.id,
            summary: r.title,
            before: courseLogEntry(r),
          });
      });
      await deps.forgetCourses(actor.companyId, ids);
    },
  };
}
export type CourseAdminService = ReturnType<typeof createCourseAdminService>;

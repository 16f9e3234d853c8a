import { coverFor, coverKey } from '@ascent/shared/home';
import {
  HOTTEST_LABEL_TOP,
  NEWEST_LABEL_DAYS,
  type CompletionRule,
  type CourseStatus,
  type CourseVisibility,
  type ResourceType,
  type TCourseAdminChapter,
  type TCourseAdminRow,
  type TCourseAudience,
  type TCourseCard,
  type TCourseCategoryAdminNode,
  type TCourseChapter,
} from '@ascent/shared/course';
import type { TStoredFile } from '@ascent/shared/files';
import type { TNamedTreeNode } from '@ascent/shared/org';
import { nestRows } from '../../core/tree/tree-path.ts';
import type {
  CategoryRow,
  ChapterRow,
  CourseListRow,
  CourseRow,
  ResourceRow,
} from './course.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCourseAdminRow(r: CourseListRow): TCourseAdminRow {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    status: r.status as CourseStatus,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    lecturerName: r.lecturerName,
    credits: Number(r.credits),
    studyHours: Number(r.studyHours),
    learnerCount: r.learnerCount,
    visibility: r.visibility as CourseVisibility,
    secrecyLevel: r.secrecyLevel,
    publishedAt: iso(r.publishedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * The centre's labels (spec s.2 'newest' labelId 1, 'hottest' labelId 2): hottest when the
 * course has at least the learners of the company's HOTTEST_LABEL_TOP-th most learned
 * course; otherwise newest when published within NEWEST_LABEL_DAYS days.
 */
export function labelOf(r: CourseRow, hotThreshold: number, now = Date.now()): 0 | 1 | 2 {
  if (r.learnerCount >= hotThreshold && r.learnerCount > 0) return 2;
  if (r.publishedAt && now - r.publishedAt.getTime() < NEWEST_LABEL_DAYS * 86_400_000) return 1;
  return 0;
}
export { HOTTEST_LABEL_TOP };

/** The cover a learner sees: the course's own, else the default of its category's theme. */
export function courseCover(r: { id: number; cover: string; categoryId: number | null }): string {
  return coverFor('course', r.cover, coverKey(r.categoryId, r.id));
}

export function toCourseCard(r: CourseListRow, hotThreshold: number): TCourseCard {
  return {
    courseId: r.id,
    title: r.title,
    cover: courseCover(r),
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    lecturerName: r.lecturerName,
    credits: Number(r.credits),
    studyHours: Number(r.studyHours),
    learnerCount: r.learnerCount,
    labelId: labelOf(r, hotThreshold),
    tags: r.tags,
    publishedAt: iso(r.publishedAt),
  };
}

export function audienceRows(a: TCourseAudience): { kind: string; ref: string }[] {
  return [
    ...[...new Set(a.departmentIds)].map((id) => ({ kind: 'department', ref: String(id) })),
    ...[...new Set(a.positions)].map((p) => ({ kind: 'position', ref: p })),
    ...[...new Set(a.userIds)].map((id) => ({ kind: 'user', ref: String(id) })),
  ];
}

/** Ordered chapters and resources -> the learner's outline. */
export function toChapters(
  chapters: ChapterRow[],
  resources: ResourceRow[],
  files: Map<number, TStoredFile>,
): TCourseChapter[] {
  return chapters.map((ch) => ({
    chapterId: ch.id,
    title: ch.title,
    resources: resources
      .filter((r) => r.chapterId === ch.id)
      .map((r) => {
        const file = r.fileId ? (files.get(r.fileId) ?? null) : null;
        return {
          resourceId: r.id,
          chapterId: ch.id,
          title: r.title,
          type: r.type as ResourceType,
          compulsory: r.compulsory,
          minSeconds: r.minSeconds,
          durationSeconds: r.durationSeconds ?? file?.durationSeconds ?? null,
          file,
          content: r.content,
          url: r.url,
        };
      }),
  }));
}

export function toAdminChapters(
  chapters: ChapterRow[],
  resources: ResourceRow[],
  files: Map<number, TStoredFile>,
): TCourseAdminChapter[] {
  return chapters.map((ch) => ({
    chapterId: ch.id,
    title: ch.title,
    resources: resources
      .filter((r) => r.chapterId === ch.id)
      .map((r) => ({
        resourceId: r.id,
        title: r.title,
        type: r.type as ResourceType,
        compulsory: r.compulsory,
        minSeconds: r.minSeconds,
        fileId: r.fileId,
        file: r.fileId ? (files.get(r.fileId) ?? null) : null,
        content: r.content,
        url: r.url,
      })),
  }));
}

export function toCategoryTree(rows: CategoryRow[]): TNamedTreeNode[] {
  return nestRows<CategoryRow, TNamedTreeNode>(rows, (r) => ({ id: r.id, name: r.name, list: [] }));
}

export function toCategoryAdminTree(
  rows: CategoryRow[],
  counts: Map<number, number>,
): TCourseCategoryAdminNode[] {
  return nestRows<CategoryRow, TCourseCategoryAdminNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    courses: counts.get(r.id) ?? 0,
    list: [],
  }));
}

/** What the operation log keeps of a course. */
export function courseLogEntry(r: CourseRow) {
  return {
    title: r.title,
    status: r.status,
    categoryId: r.categoryId,
    lecturerId: r.lecturerId,
    credits: Number(r.credits),
    studyHours: Number(r.studyHours),
    learnInSequence: r.learnInSequence,
    forbidSeek: r.forbidSeek,
    completionRule: r.completionRule as CompletionRule,
    secrecyLevel: r.secrecyLevel,
    visibility: r.visibility,
    prerequisiteId: r.prerequisiteId,
    requiresSignup: r.requiresSignup,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
  };
}

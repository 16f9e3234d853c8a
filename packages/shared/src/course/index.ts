/**
 * Courses (spec s.2 course pages, s.3 resource types, s.4 learning states and sequence).
 * The shared contract between the course module, the learning module and both sites.
 */
import { ZStoredFile } from '../files/index.ts';
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { isHttpUrl, zLinkOrPath, zRequiredText } from '../validators/index.ts';
import { RESOURCE_TYPES, type ResourceType } from './course-types.ts';

export {
  ITEM_TYPE,
  LEARNING_STATES,
  RESOURCE_TYPE,
  RESOURCE_TYPES,
  type LearningState,
  type ResourceType,
} from './course-types.ts';

/** draft (never published), published, unpublished (taken down; learners keep their records). */
export const COURSE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** When a course counts as completed: every compulsory resource, or every resource. */
export const COMPLETION_RULES = ['compulsory', 'all'] as const;
export type CompletionRule = (typeof COMPLETION_RULES)[number];

/** One resource of a chapter as the learner sees it. */
export const ZCourseResource = z.object({
  resourceId: z.number().int(),
  chapterId: z.number().int(),
  title: z.string(),
  type: z.literal(RESOURCE_TYPES),
  compulsory: z.boolean(),
  /** Minimum study time before the resource can count as completed (seconds, 0 = none). */
  minSeconds: z.number().int(),
  /** Video/audio length in seconds when known. */
  durationSeconds: z.number().int().nullable(),
  /** Types 1, 2, 3, 4, 6, 10: the stored file. */
  file: ZStoredFile.nullable(),
  /** Type 5: sanitised HTML. */
  content: z.string().nullable(),
  /** Type 8: the external address. */
  url: z.string().nullable(),
});
export type TCourseResource = z.infer<typeof ZCourseResource>;

export const ZCourseChapter = z.object({
  chapterId: z.number().int(),
  title: z.string(),
  resources: z.array(ZCourseResource),
});
export type TCourseChapter = z.infer<typeof ZCourseChapter>;

/** A course card in lists (centre, home, search, mine). */
export const ZCourseCard = z.object({
  courseId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  lecturerName: z.string(),
  credits: z.number(),
  studyHours: z.number(),
  learnerCount: z.number().int(),
  /** 1 newest, 2 hottest (spec s.2 labels), 0 none. */
  labelId: z.literal([0, 1, 2]),
  tags: z.array(z.string()),
  publishedAt: z.string().nullable(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

/** The course as the learner opens it. */
export const ZCourseDetail = ZCourseCard.extend({
  intro: z.string(),
  learnInSequence: z.boolean(),
  /** Learners may not seek past the furthest point they have watched. */
  forbidSeek: z.boolean(),
  completionRule: z.enum(COMPLETION_RULES),
  secrecyLevel: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  chapters: z.array(ZCourseChapter),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

/**
 * GET study/course/{id}/detail/simple (spec s.7 "Audit"): the short read of a course an
 * approver of a course-enrolment sign-up (kind 5) gets, whatever the course's audience.
 */
export const ZCourseSimpleDetail = z.object({
  courseId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  /** Sanitised HTML. */
  intro: z.string(),
  lecturerName: z.string(),
  credits: z.number(),
  studyHours: z.number(),
  status: z.enum(COURSE_STATUSES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  chapterCount: z.number().int(),
  resourceCount: z.number().int(),
});
export type TCourseSimpleDetail = z.infer<typeof ZCourseSimpleDetail>;

// ---- admin and learner calls of the course module -------------------------

export const COURSE_TITLE_MAX = 100;
export const COURSE_INTRO_MAX = 100_000;
export const COURSE_TAGS_MAX = 10;
export const COURSE_TAG_MAX = 20;
export const COURSE_CHAPTERS_MAX = 200;
export const COURSE_RESOURCES_MAX = 500;
export const RESOURCE_TITLE_MAX = 100;
export const RESOURCE_TEXT_MAX = 200_000;
/** Secrecy levels (spec s.3): 50 non-secret, 60 internal, 70 secret, 80 confidential. */
export const SECRECY_LEVELS = [50, 60, 70, 80] as const;
export const COURSE_VISIBILITIES = ['all', 'limited'] as const;
export type CourseVisibility = (typeof COURSE_VISIBILITIES)[number];
/** Course centre: a course published within this many days carries the 'newest' label. */
export const NEWEST_LABEL_DAYS = 7;
/** Course centre: the company's this-many most learned courses carry the 'hottest' label. */
export const HOTTEST_LABEL_TOP = 10;
export const COURSE_CENTRE_SORTS = ['newest', 'hottest'] as const;
export type CourseCentreSort = (typeof COURSE_CENTRE_SORTS)[number];

/** Resource types whose content is a stored file, and the upload kind each needs. */
export const FILE_RESOURCE_KINDS: Partial<
  Record<ResourceType, 'video' | 'audio' | 'document' | 'image' | 'package'>
> = {
  1: 'video',
  2: 'audio',
  3: 'document',
  4: 'image',
  6: 'package',
  10: 'package',
};
export const isFileResource = (t: ResourceType): boolean => t in FILE_RESOURCE_KINDS;

const zId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

const zAmount = z
  .number({ error: messageRef('validation.number') })
  .min(0, { error: messageRef('validation.number') })
  .max(9999, { error: messageRef('course.amountRange') })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: messageRef('validation.precision', { len: 2 }),
  });

const zDateTime = z.iso
  .datetime({ offset: true, error: messageRef('validation.datetime') })
  .nullable();

export const ZCourseAudience = z.strictObject({
  departmentIds: z
    .array(zId)
    .max(500, { error: messageRef('common.parameterError') })
    .default([]),
  positions: z
    .array(zRequiredText(50))
    .max(500, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z
    .array(zId)
    .max(2000, { error: messageRef('common.parameterError') })
    .default([]),
});
export type TCourseAudience = z.infer<typeof ZCourseAudience>;

/** Create (no id) or save (id) a course's basic information. */
export const ZCourseSave = z
  .strictObject({
    id: zId.optional(),
    title: zRequiredText(COURSE_TITLE_MAX),
    cover: zLinkOrPath(500).default(''),
    /** Rich text; the server sanitises it. */
    intro: z
      .string({ error: messageRef('validation.invalid') })
      .max(COURSE_INTRO_MAX, { error: messageRef('validation.tooLong', { max: COURSE_INTRO_MAX }) })
      .default(''),
    tags: z
      .array(zRequiredText(COURSE_TAG_MAX))
      .max(COURSE_TAGS_MAX, { error: messageRef('validation.tooLong', { max: COURSE_TAGS_MAX }) })
      .default([]),
    categoryId: zId.nullable().default(null),
    lecturerId: zId.nullable().default(null),
    credits: zAmount.default(0),
    studyHours: zAmount.default(0),
    learnInSequence: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    forbidSeek: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    completionRule: z
      .enum(COMPLETION_RULES, { error: messageRef('validation.option') })
      .default('compulsory'),
    secrecyLevel: z
      .union(
        SECRECY_LEVELS.map((l) => z.literal(l)),
        { error: messageRef('validation.option') },
      )
      .default(50),
    visibility: z
      .enum(COURSE_VISIBILITIES, { error: messageRef('validation.option') })
      .default('all'),
    audience: ZCourseAudience.default({ departmentIds: [], positions: [], userIds: [] }),
    prerequisiteId: zId.nullable().default(null),
    requiresSignup: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    startAt: zDateTime.default(null),
    endAt: zDateTime.default(null),
  })
  .refine((c) => !c.startAt || !c.endAt || Date.parse(c.startAt) <= Date.parse(c.endAt), {
    error: messageRef('validation.startAfterEnd'),
    path: ['endAt'],
  })
  .refine(
    (c) =>
      c.visibility === 'all' ||
      c.audience.departmentIds.length + c.audience.positions.length + c.audience.userIds.length > 0,
    { error: messageRef('course.audienceRequired'), path: ['audience'] },
  );
export type TCourseSave = z.input<typeof ZCourseSave>;
export type TCourseSaveParsed = z.output<typeof ZCourseSave>;

export const ZResourceSave = z
  .strictObject({
    /** An existing resource keeps its id (and so the learners' records); absent: a new one. */
    resourceId: zId.optional(),
    title: zRequiredText(RESOURCE_TITLE_MAX),
    type: z.union(
      RESOURCE_TYPES.map((t) => z.literal(t)),
      {
        error: messageRef('course.resourceType'),
      },
    ),
    compulsory: z.boolean({ error: messageRef('common.parameterError') }).default(true),
    minSeconds: z
      .number({ error: messageRef('validation.number') })
      .int({ error: messageRef('validation.number') })
      .min(0, { error: messageRef('validation.number') })
      .max(86_400, { error: messageRef('validation.range', { min: 0, max: 86_400 }) })
      .default(0),
    fileId: zId.nullable().optional(),
    content: z
      .string({ error: messageRef('validation.invalid') })
      .max(RESOURCE_TEXT_MAX, {
        error: messageRef('validation.tooLong', { max: RESOURCE_TEXT_MAX }),
      })
      .nullable()
      .optional(),
    url: z
      .string({ error: messageRef('validation.url') })
      .trim()
      .max(2000, { error: messageRef('validation.tooLong', { max: 2000 }) })
      .nullable()
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (isFileResource(r.type) && !r.fileId)
      ctx.addIssue({
        code: 'custom',
        path: ['fileId'],
        message: messageRef('course.fileRequired'),
      });
    if (r.type === 5 && !(r.content ?? '').replace(/<[^>]*>|&nbsp;|\s/g, ''))
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: messageRef('common.contentEmpty'),
      });
    if (r.type === 8 && !isHttpUrl(r.url ?? ''))
      ctx.addIssue({ code: 'custom', path: ['url'], message: messageRef('validation.url') });
  });
export type TResourceSave = z.input<typeof ZResourceSave>;

export const ZChapterSave = z.strictObject({
  chapterId: zId.optional(),
  title: zRequiredText(RESOURCE_TITLE_MAX),
  resources: z
    .array(ZResourceSave, { error: messageRef('common.parameterError') })
    .max(COURSE_RESOURCES_MAX, { error: messageRef('common.parameterError') }),
});
export type TChapterSave = z.input<typeof ZChapterSave>;

/** The whole structure of a course, saved at once (ordered chapters of ordered resources). */
export const ZCourseStructureSave = z.strictObject({
  courseId: zId,
  chapters: z
    .array(ZChapterSave, { error: messageRef('common.parameterError') })
    .max(COURSE_CHAPTERS_MAX, { error: messageRef('common.parameterError') }),
});
export type TCourseStructureSave = z.input<typeof ZCourseStructureSave>;

export const ZCourseId = z.strictObject({ id: zId });
export const ZCourseIdParam = z.object({
  id: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .positive({ error: messageRef('common.parameterError') })
    .max(2_147_483_647, { error: messageRef('common.parameterError') }),
});

export const ZCourseAdminQuery = ZListQuery.extend({
  status: z.enum(COURSE_STATUSES, { error: messageRef('validation.option') }).optional(),
  categoryId: zId.optional(),
});
export type TCourseAdminQuery = z.input<typeof ZCourseAdminQuery>;
export const COURSE_ADMIN_SORT_FIELDS = [
  'createdAt',
  'publishedAt',
  'title',
  'learnerCount',
] as const;

/** A row of the admin course table. */
export const ZCourseAdminRow = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  status: z.enum(COURSE_STATUSES),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  lecturerName: z.string(),
  credits: z.number(),
  studyHours: z.number(),
  learnerCount: z.number().int(),
  visibility: z.enum(COURSE_VISIBILITIES),
  secrecyLevel: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourseAdminRow = z.infer<typeof ZCourseAdminRow>;

export const ZCourseAdminResource = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  type: z.literal(RESOURCE_TYPES),
  compulsory: z.boolean(),
  minSeconds: z.number().int(),
  fileId: z.number().int().nullable(),
  file: ZStoredFile.nullable(),
  content: z.string().nullable(),
  url: z.string().nullable(),
});
export type TCourseAdminResource = z.infer<typeof ZCourseAdminResource>;
export const ZCourseAdminChapter = z.object({
  chapterId: z.number().int(),
  title: z.string(),
  resources: z.array(ZCourseAdminResource),
});
export type TCourseAdminChapter = z.infer<typeof ZCourseAdminChapter>;

/** The course as the admin editor loads it. */
export const ZCourseAdminDetail = ZCourseAdminRow.extend({
  intro: z.string(),
  tags: z.array(z.string()),
  lecturerId: z.number().int().nullable(),
  learnInSequence: z.boolean(),
  forbidSeek: z.boolean(),
  completionRule: z.enum(COMPLETION_RULES),
  /** As saved (the save's own schema: departments, positions, people). */
  audience: ZCourseAudience,
  /** Names of the audience's departments and people, for the picker. */
  audienceNames: z.object({
    departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
    users: z.array(z.object({ id: z.number().int(), account: z.string(), realName: z.string() })),
  }),
  prerequisiteId: z.number().int().nullable(),
  prerequisiteTitle: z.string(),
  requiresSignup: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Learners who started it: a course somebody learned is never deleted. */
  learned: z.boolean(),
  chapters: z.array(ZCourseAdminChapter),
});
export type TCourseAdminDetail = z.infer<typeof ZCourseAdminDetail>;

/** The learner's course centre (spec s.2 /course/center). */
export const ZCourseCentreQuery = z.object({
  categoryId: zId.nullable().optional(),
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(20, { error: messageRef('validation.tooLong', { max: 20 }) })
    .optional(),
  sort: z.enum(COURSE_CENTRE_SORTS, { error: messageRef('validation.option') }).default('newest'),
  page: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .min(1)
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .min(1)
    .max(50)
    .default(12),
});
export type TCourseCentreQuery = z.input<typeof ZCourseCentreQuery>;

/** The learner's course home (spec s.2 /course). */
export const ZCourseHome = z.object({
  recommended: z.array(ZCourseCard),
  newest: z.array(ZCourseCard),
  hottest: z.array(ZCourseCard),
});
export type TCourseHome = z.infer<typeof ZCourseHome>;

/** A category in the admin tree. */
export const ZCourseCategoryAdminNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  courses: z.number().int(),
  get list(): z.ZodArray<typeof ZCourseCategoryAdminNode> {
    return z.array(ZCourseCategoryAdminNode);
  },
});
export type TCourseCategoryAdminNode = z.infer<typeof ZCourseCategoryAdminNode>;

import { companyTreeTable } from '../../core/tree/tree-table.ts';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import { companies } from '../company/company.schema.ts';
import { storedFiles } from '../files/files.schema.ts';

/** A company's course category tree; `path` is the materialized id path (core/tree). */
export const courseCategories = companyTreeTable('course_categories', companies);

/** A course (spec s.2, s.4): chapters of resources, credits and hours, who may learn it. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    /** Sanitised HTML. */
    intro: text('intro').notNull().default(''),
    categoryId: integer('category_id').references(() => courseCategories.id),
    /** Category path copied from the category, so "this category and below" is one prefix match. */
    categoryPath: text('category_path').notNull().default('/'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    lecturerId: integer('lecturer_id'),
    lecturerName: text('lecturer_name').notNull().default(''),
    credits: numeric('credits', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    studyHours: numeric('study_hours', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    learnInSequence: boolean('learn_in_sequence').notNull().default(false),
    forbidSeek: boolean('forbid_seek').notNull().default(false),
    /** CompletionRule of @ascent/shared/course */
    completionRule: text('completion_rule').notNull().default('compulsory'),
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    /** 'all' (everyone in the company) or 'limited' (course_audience rows). */
    visibility: text('visibility').notNull().default('all'),
    /** A course that must be completed first (spec s.8 "precondition unmet"). */
    prerequisiteId: integer('prerequisite_id').references((): AnyPgColumn => courses.id),
    /** Learners must sign up and be accepted first (spec s.8 "needs sign-up"). */
    requiresSignup: boolean('requires_signup').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** CourseStatus of @ascent/shared/course */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    learnerCount: integer('learner_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's course centre: published courses by newest or hottest, within a category.
    index('courses_company_status_published_idx').on(t.companyId, t.status, t.publishedAt, t.id),
    index('courses_company_status_learners_idx').on(t.companyId, t.status, t.learnerCount, t.id),
    index('courses_company_category_path_idx').on(t.companyId, t.categoryPath),
    // The admin list: newest first.
    index('courses_company_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** Who may see a course whose visibility is 'limited': departments (and below), positions, people. */
export const courseAudience = audienceTable('course_audience', 'course_id', () => courses.id);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_chapters_course_sort_idx').on(t.courseId, t.sort, t.id)],
);

/** A resource of a chapter (spec s.3 resource types). */
export const courseResources = pgTable(
  'course_resources',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** ResourceType of @ascent/shared/course */
    type: integer('type').notNull(),
    compulsory: boolean('compulsory').notNull().default(true),
    minSeconds: integer('min_seconds').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    fileId: integer('file_id').references(() => storedFiles.id),
    /** Type 5: sanitised HTML. */
    content: text('content'),
    /** Type 8: the external address. */
    url: text('url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('course_resources_course_sort_idx').on(t.courseId, t.chapterId, t.sort, t.id),
    index('course_resources_file_idx').on(t.fileId),
  ],
);

import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * A training programme (issue 6): a project (task type 1, 11 or 14), new-staff training (9),
 * subject training (5), a learning map (6, its stages are levels) or a package (8, a bundle of
 * programmes held as items of kind 'programme').
 */
export const programmes = pgTable(
  'programmes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** ProgrammeKind */
    kind: text('kind').notNull(),
    taskType: integer('task_type').notNull(),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    /** Sanitised rich text. */
    intro: text('intro').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** ProgrammeStatus: 'draft' | 'published' | 'unpublished' */
    status: text('status').notNull().default('draft'),
    /** 'sequential' | 'free' */
    orderMode: text('order_mode').notNull().default('free'),
    bySignup: boolean('by_signup').notNull().default(false),
    minElectives: integer('min_electives').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's lists: published programmes of a kind, by start.
    index('programmes_company_kind_status_start_idx').on(
      t.companyId,
      t.kind,
      t.status,
      t.startAt,
      t.id,
    ),
    // The admin list: last changed first.
    index('programmes_company_kind_updated_idx').on(t.companyId, t.kind, t.updatedAt, t.id),
  ],
);

/** The stages of a programme (a map's levels), in order. */
export const programmeStages = pgTable(
  'programme_stages',
  {
    id: serial('id').primaryKey(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('programme_stages_programme_sort_idx').on(t.programmeId, t.sort)],
);

/**
 * The items of a programme in order (sort runs across stages): a learning item type with the
 * kind that decides its state and the id of the item in its own module. A package's items are
 * of kind 'programme' (no stage).
 */
export const programmeItems = pgTable(
  'programme_items',
  {
    id: serial('id').primaryKey(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').references(() => programmeStages.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    itemType: integer('item_type').notNull(),
    /** ItemKind */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    compulsory: boolean('compulsory').notNull().default(true),
  },
  (t) => [
    index('programme_items_programme_sort_idx').on(t.programmeId, t.sort),
    // Item events and access grants: the programmes holding an item.
    index('programme_items_kind_ref_idx').on(t.kind, t.refId),
  ],
);

/** Participants by rule: departments (with their subtrees), positions, people. */
export const programmeAudience = audienceTable(
  'programme_audience',
  'programme_id',
  () => programmes.id,
);

export const programmeSupervisors = pgTable(
  'programme_supervisors',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.userId] }),
    index('programme_supervisors_user_idx').on(t.userId, t.programmeId),
  ],
);

/**
 * The members of a programme with their progress in one row, kept up to date with the item
 * progress below (the report reads only this table and the people's names).
 */
export const programmeMembers = pgTable(
  'programme_members',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').notNull(),
    /** MemberSource: 'audience' | 'signup' | 'admin' */
    source: text('source').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** ProgressState */
    state: text('state').notNull().default('notStarted'),
    percent: doublePrecision('percent').notNull().default(0),
    compulsoryDone: integer('compulsory_done').notNull().default(0),
    electivesDone: integer('electives_done').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.userId] }),
    // The learner's programmes and tasks.
    index('programme_members_user_idx').on(t.userId, t.programmeId),
    // The report's state filter and counts.
    index('programme_members_programme_state_idx').on(t.programmeId, t.state),
  ],
);

/** A member's state on one item, written by item events and recomputed from item sources. */
export const programmeProgress = pgTable(
  'programme_progress',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => programmeItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    /** ProgressState */
    state: text('state').notNull(),
    passed: boolean('passed'),
    score: doublePrecision('score'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    // A member's progress over the programme (aggregates, the learner's detail).
    index('programme_progress_programme_user_idx').on(t.programmeId, t.userId),
  ],
);

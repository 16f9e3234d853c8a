import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';
import { departments } from '../department/department.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * A directory sync run (docs/decisions.md "Directory sync from the workplace suites"): one
 * company's departments and members read from a suite (shared DIRECTORY_SUITES) and applied.
 * Each run is one job on the job queue (`directory-sync`, sent with the row): the job's attempt
 * moves it through its phases and stores where it is (`phase`, `cursor`) with each page it
 * applies, so an attempt taken up again (its process died, or it failed and is retried) goes on
 * there, and a run stopped for good is resumed there by the next run (which takes over its
 * `cycle`). At most one run per company and suite is queued or running. An administrator's
 * cancel of a running run is kept here (`cancel_requested_*`), not in a process's memory: the
 * job running it, in whichever process, stops before its next page.
 */
export const directoryRuns = pgTable(
  'directory_runs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    suite: text('suite').notNull(),
    /** queued | running | done | failed | cancelled (shared DIRECTORY_RUN_STATES). */
    state: text('state').notNull().default('queued'),
    /** departments | users | leavers | finished (shared DIRECTORY_PHASES). */
    phase: text('phase').notNull().default('departments'),
    /** Where the phase is: JSON (the users phase: department index and the suite's page cursor). */
    cursor: text('cursor').notNull().default(''),
    /** The first run of a resumed chain: rows seen by any run of the chain count as seen. */
    cycle: integer('cycle').notNull().default(0),
    /** The failed or cancelled run this one resumed, or null. */
    resumedFrom: integer('resumed_from'),
    departmentsCreated: integer('departments_created').notNull().default(0),
    departmentsUpdated: integer('departments_updated').notNull().default(0),
    usersCreated: integer('users_created').notNull().default(0),
    usersUpdated: integer('users_updated').notNull().default(0),
    usersDisabled: integer('users_disabled').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the run stopped (state failed or cancelled), a message reference; '' otherwise. */
    error: text('error').notNull().default(''),
    /**
     * An administrator asked the run to stop, and who (the job stops before its next page;
     * `error` holds the reason naming them from then on, shown once the run has stopped).
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelRequestedBy: integer('cancel_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The report's list, newest first, per company (and suite).
    index('directory_runs_company_suite_idx').on(t.companyId, t.suite, t.id),
    index('directory_runs_company_idx').on(t.companyId, t.id),
    uniqueIndex('directory_runs_one_active_uq')
      .on(t.companyId, t.suite)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/** A row a run could not apply, and why (a reason code the admin site words). */
export const directoryFailures = pgTable(
  'directory_failures',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => directoryRuns.id, { onDelete: 'cascade' }),
    /** department | user */
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull().default(''),
    reason: text('reason').notNull(),
  },
  (t) => [index('directory_failures_run_idx').on(t.runId, t.id)],
);

/**
 * Which department a suite's department is here, and the digest of its values as last applied
 * (a run changes only what differs). `seenCycle`: the last sync cycle that listed it.
 */
export const directoryDepartments = pgTable(
  'directory_departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    suite: text('suite').notNull(),
    externalId: text('external_id').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    seenCycle: integer('seen_cycle').notNull().default(0),
  },
  (t) => [
    uniqueIndex('directory_departments_external_uq').on(t.companyId, t.suite, t.externalId),
    index('directory_departments_department_idx').on(t.departmentId),
    index('directory_departments_seen_idx').on(t.companyId, t.suite, t.seenCycle, t.externalId),
  ],
);

/**
 * Which account a suite's member is here, and the digest of their values as last applied.
 * `seenCycle`: the last sync cycle that listed them; members not seen by a finished cycle left
 * the directory and their accounts are disabled (never deleted).
 */
export const directoryUsers = pgTable(
  'directory_users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    suite: text('suite').notNull(),
    externalId: text('external_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    seenCycle: integer('seen_cycle').notNull().default(0),
  },
  (t) => [
    uniqueIndex('directory_users_external_uq').on(t.companyId, t.suite, t.externalId),
    index('directory_users_user_idx').on(t.userId),
    index('directory_users_seen_idx').on(t.companyId, t.suite, t.seenCycle),
  ],
);

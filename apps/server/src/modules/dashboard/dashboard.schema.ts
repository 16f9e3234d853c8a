import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The dashboard's counts (issue 14): what its figures add up, kept by database triggers on the
 * facts they count (migration 0027_dashboard_counts, deferred to the commit), so every write
 * that records a fact updates its count in the same transaction, exactly once, whichever module
 * or statement made it. The figures then read a few dozen count rows instead of counting the
 * facts, however many learners and years there are: "live" still, since a count is committed
 * with its fact.
 *
 * A count is kept per company day (the company's time zone when the fact happened) and per
 * department of the learner at that moment (0: no department); a learner who later moves
 * stays counted where they studied, as a report of a past period expects. Nothing here is
 * written by the application.
 */

/** One company day's counts in one department. */
export const dashboardDayCounts = pgTable(
  'dashboard_day_counts',
  {
    companyId: integer('company_id').notNull(),
    /** The company's calendar day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The learner's department when the fact happened; 0 when they had none. */
    departmentId: integer('department_id').notNull(),
    /** Learners active that day (rows of learning_active_days). */
    learners: integer('learners').notNull().default(0),
    /** Learners for whom that day was their first active day of its week (Monday to Sunday). */
    weekLearners: integer('week_learners').notNull().default(0),
    /** Course records completed that day (learning_course_progress.completed_at). */
    completions: integer('completions').notNull().default(0),
    /** Exam attempts submitted that day and marked, and those of them passed. */
    examMarked: integer('exam_marked').notNull().default(0),
    examPassed: integer('exam_passed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.departmentId] })],
);

/** All course completions ever, per company and department (the day counts' sum, kept whole). */
export const dashboardCompletionTotals = pgTable(
  'dashboard_completion_totals',
  {
    companyId: integer('company_id').notNull(),
    departmentId: integer('department_id').notNull(),
    completions: integer('completions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.departmentId] })],
);

/**
 * The weeks in which a learner was active, with the first such day: the guard that counts a
 * learner once in `weekLearners` (an insert that finds the week already there counts nothing).
 */
export const dashboardActiveWeeks = pgTable(
  'dashboard_active_weeks',
  {
    companyId: integer('company_id').notNull(),
    /** The week's Monday. */
    week: date('week', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.week, t.userId] })],
);

import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  sql,
  type SQL,
  type SQLWrapper,
  type WithSubquery,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ManagedScope } from '../../core/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pendingApprovalCount } from '../audit/audit.sql.ts';
import { courseTitle, reportedCourses } from '../course/course.sql.ts';
import { departmentRows, departmentSubtreeIds } from '../department/department.sql.ts';
import { examLearnerRows, examTitle, reportedExams } from '../exam/exam.sql.ts';
import { courseLearnerRows, studiedSecondsOf, type Within } from '../learning/learning.sql.ts';
import { overdueLearners } from '../programme/programme.sql.ts';
import { peopleInDepartments, peopleRows } from '../user/people.sql.ts';
import type { ReportKind, ReportState } from '@ascent/shared/dashboard';
import { dashboardCompletionTotals, dashboardDayCounts } from './dashboard.schema.ts';

/** Who the figures are about: the company, or the people of departments' subtrees. */
export type Scope = ManagedScope;

/**
 * The one way the dashboard keeps to a scoped caller: the departments of the roots' subtrees,
 * read first by a statement of their own (planning them as subqueries inside the figures made
 * the unit manager's statement take longer to plan than to run), then `inScope`, the filter of a
 * department column by them, and the people of those departments, read once per statement as a
 * common table expression (`scope_people`), with `within`, the filter of a user id column by
 * them. A caller who sees the company gets no filter. A statement that filters by `within`
 * starts with `db.with(...people)`.
 */
async function scopeOf(db: DbOrTx, scope: Scope) {
  if (!scope.roots)
    return { people: [], within: undefined, inScope: () => undefined } satisfies ScopeFilters;
  const subtree = departmentSubtreeIds(scope.companyId, scope.roots).as('subtree');
  const ids = (await db.select({ id: subtree.id }).from(subtree)).map((d) => d.id);
  const people = db.$with('scope_people').as(peopleInDepartments(scope.companyId, ids));
  return {
    people: [people],
    within: (userId) => inArray(userId, db.select({ id: people.id }).from(people)),
    inScope: (departmentId) => inArray(departmentId, ids),
  } satisfies ScopeFilters;
}
interface ScopeFilters {
  people: WithSubquery[];
  within: Within;
  inScope: (departmentId: AnyPgColumn) => SQL | undefined;
}

/** The days the figures are counted from (the company's, computed by the service) and now. */
export interface FigureTimes {
  now: Date;
  today: string;
  weekFirstDay: string;
  seriesFirstDay: string;
  /** The first day of the pass rate's period. */
  passFirstDay: string;
}

export interface ReportFilter {
  kind: ReportKind;
  itemId: number;
  departmentId?: number;
  state?: ReportState;
}

/**
 * The rows a learner report lists (a course's learning records, an exam's examinees, each of
 * the company) and the columns of its kind; the other kind's columns are null.
 */
function reportRows(companyId: number, f: ReportFilter) {
  if (f.kind === 'course') {
    const r = courseLearnerRows(companyId, f.itemId).as('r');
    return {
      r,
      columns: {
        seconds: studiedSecondsOf(r.userId, f.itemId),
        percent: sql<number | null>`${r.percent}`,
        score: sql<number | null>`null::float8`,
        passed: sql<boolean | null>`null::boolean`,
        attempts: sql<number>`0`,
      },
    };
  }
  const r = examLearnerRows(companyId, f.itemId).as('r');
  return {
    r,
    columns: {
      seconds: sql<number>`${r.seconds}`,
      percent: sql<number | null>`null::int`,
      score: sql<number | null>`${r.score}`,
      passed: sql<boolean | null>`${r.passed}`,
      attempts: sql<number>`${r.attempts}`,
    },
  };
}

/** A day of the active series and a department of the overdue chart, as the figures' JSON holds them. */
interface SeriesDay {
  day: string;
  learners: number;
}
interface OverdueDepartment {
  departmentId: number | null;
  departmentName: string;
  learners: number;
}

/**
 * The dashboard's live queries: the figures are one statement over the dashboard's counts and
 * the owning modules' SQL fragments; the learner report is one paged statement plus its count.
 */
export function createDashboardRepository(db: DbOrTx) {
  return {
    /**
     * The figures in one statement of one-row aggregates side by side. What is counted (active
     * learners per day and per week, completions, marked and passed attempts) is read from the
     * dashboard's counts (dashboard.schema.ts): the scope's departments' rows of the days from
     * the earliest the figures need, summed per day and then by the figures' periods, and the
     * completion totals. What is a state now (approvals under review, learners overdue in an
     * ended programme) is counted live: for a scoped caller by their people, read once as a
     * common table expression. The overdue total is the window sum over all departments (every
     * overdue learner is a user, so the groups add up to them). Drizzle names the aggregates'
     * columns unqualified in the outer select, so no two may share a name (hence
     * `overdue_total`), nor should an aggregate be named like a column.
     */
    async figures(scope: Scope, t: FigureTimes, overdueTop: number) {
      const { people: scoped, within, inScope } = await scopeOf(db, scope);
      const c = dashboardDayCounts;
      const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;
      const days = db
        .select({
          day: c.day,
          learners: sum(c.learners).as('learners'),
          weekLearners: sum(c.weekLearners).as('week_learners'),
          completions: sum(c.completions).as('completions'),
          examMarked: sum(c.examMarked).as('exam_marked'),
          examPassed: sum(c.examPassed).as('exam_passed'),
        })
        .from(c)
        .where(
          and(
            eq(c.companyId, scope.companyId),
            gte(c.day, [t.seriesFirstDay, t.weekFirstDay, t.passFirstDay].sort()[0]!),
            inScope(c.departmentId),
          ),
        )
        .groupBy(c.day)
        .as('days');
      const since = (column: SQLWrapper, day: string) =>
        sql<number>`coalesce(sum(${column}) filter (where ${days.day} >= ${day}), 0)::int`;
      const counted = db
        .select({
          series: sql<SeriesDay[] | null>`json_agg(json_build_object('day', ${days.day}::text,
            'learners', ${days.learners}) order by ${days.day})
            filter (where ${days.day} >= ${t.seriesFirstDay})`.as('series'),
          activeWeek: since(days.weekLearners, t.weekFirstDay).as('active_week'),
          completionsToday: since(days.completions, t.today).as('completions_today'),
          completionsWeek: since(days.completions, t.weekFirstDay).as('completions_week'),
          attempts: since(days.examMarked, t.passFirstDay).as('attempts'),
          passed: since(days.examPassed, t.passFirstDay).as('passed'),
        })
        .from(days)
        .as('counted');
      const totals = db
        .select({
          total: sql<number>`coalesce(sum(${dashboardCompletionTotals.completions}), 0)::int`.as(
            'completions_total',
          ),
        })
        .from(dashboardCompletionTotals)
        .where(
          and(
            eq(dashboardCompletionTotals.companyId, scope.companyId),
            inScope(dashboardCompletionTotals.departmentId),
          ),
        )
        .as('totals');
      const pending = pendingApprovalCount(scope.companyId, within).as('pending');
      const overdue = overdueLearners(scope.companyId, t.now).as('overdue_learners');
      const people = peopleRows('people');
      const learners = sql<number>`count(*)::int`;
      const top = db
        .select({
          departmentId: sql<number | null>`${people.departmentId}`.as('department_id'),
          departmentName: sql<string>`coalesce(${people.departmentName}, '')`.as('department_name'),
          learners: learners.as('learners'),
          total: sql<number>`(sum(count(*)) over ())::int`.as('total'),
        })
        .from(overdue)
        .innerJoin(people, eq(people.id, overdue.userId))
        .where(within?.(overdue.userId))
        .groupBy(people.departmentId, people.departmentName)
        .orderBy(desc(learners), asc(people.departmentId))
        .limit(overdueTop)
        .as('top');
      const overdueChart = db
        .select({
          total: sql<number>`coalesce(max(${top.total}), 0)::int`.as('overdue_total'),
          departments: sql<OverdueDepartment[] | null>`json_agg(json_build_object(
            'departmentId', ${top.departmentId}, 'departmentName', ${top.departmentName},
            'learners', ${top.learners}) order by ${top.learners} desc, ${top.departmentId})`.as(
            'departments',
          ),
        })
        .from(top)
        .as('overdue');
      const [f] = await db
        .with(...scoped)
        .select()
        .from(counted)
        .crossJoin(totals)
        .crossJoin(pending)
        .crossJoin(overdueChart);
      const series = f?.counted.series ?? [];
      return {
        activeToday: series.find((d) => d.day === t.today)?.learners ?? 0,
        activeWeek: f?.counted.activeWeek ?? 0,
        series,
        completions: {
          today: f?.counted.completionsToday ?? 0,
          week: f?.counted.completionsWeek ?? 0,
          total: f?.totals.total ?? 0,
        },
        passes: { attempts: f?.counted.attempts ?? 0, passed: f?.counted.passed ?? 0 },
        pendingApprovals: f?.pending.pending ?? 0,
        overdueLearners: f?.overdue.total ?? 0,
        overdueByDepartment: f?.overdue.departments ?? [],
      };
    },

    /** The names of departments (the scope's roots, shown on the dashboard). */
    async departmentNames(companyId: number, ids: readonly number[]): Promise<string[]> {
      if (!ids.length) return [];
      const d = departmentRows('d');
      const rows = await db
        .select({ name: d.name })
        .from(d)
        .where(and(eq(d.companyId, companyId), inArray(d.id, [...ids])))
        .orderBy(asc(d.id));
      return rows.map((r) => r.name);
    },

    /** True when the department is the company's and lies in the scope (the roots' subtrees). */
    async departmentInScope(scope: Scope, departmentId: number): Promise<boolean> {
      const ids = departmentSubtreeIds(scope.companyId, scope.roots ?? [departmentId]).as(
        'scope_ids',
      );
      const [row] = await db
        .select({ id: ids.id })
        .from(ids)
        .where(eq(ids.id, departmentId))
        .limit(1);
      return !!row;
    },

    /** The course's title or the exam's name, when it is the company's. */
    async itemTitle(companyId: number, kind: ReportKind, itemId: number): Promise<string | null> {
      const t = (
        kind === 'course' ? courseTitle(companyId, itemId) : examTitle(companyId, itemId)
      ).as('item');
      const [row] = await db.select({ title: t.title }).from(t).limit(1);
      return row?.title ?? null;
    },

    /** The scope's departments (the company's, or the roots' subtrees) with their paths. */
    async scopeDepartments(scope: Scope) {
      const d = departmentRows('d');
      return db
        .select({ id: d.id, name: d.name, path: d.path })
        .from(d)
        .where(
          and(
            eq(d.companyId, scope.companyId),
            scope.roots
              ? inArray(d.id, departmentSubtreeIds(scope.companyId, scope.roots))
              : undefined,
          ),
        )
        .orderBy(asc(d.path), asc(d.id));
    },

    /** A page of the courses or exams a report may be opened for, newest publication first. */
    async reportItems(
      companyId: number,
      kind: ReportKind,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ) {
      const items = (kind === 'course' ? reportedCourses(companyId) : reportedExams(companyId)).as(
        'items',
      );
      const where = keyword ? sql`strpos(lower(${items.title}), lower(${keyword})) > 0` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(items)
          .where(where)
          .orderBy(desc(items.publishedAt), desc(items.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(items)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A page of the report (all rows when `limit` is null) and the number of rows. */
    async report(scope: Scope, f: ReportFilter, offset: number, limit: number | null) {
      const { people: scoped, within } = await scopeOf(db, scope);
      const people = peopleRows('people');
      const { r, columns } = reportRows(scope.companyId, f);
      const where = and(
        within?.(r.userId),
        f.departmentId
          ? inArray(people.departmentId, departmentSubtreeIds(scope.companyId, [f.departmentId]))
          : undefined,
        f.state ? eq(r.completed, f.state === 'completed') : undefined,
      );
      const page = db
        .with(...scoped)
        .select({
          userId: r.userId,
          realName: people.realName,
          account: people.account,
          departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
          completed: r.completed,
          startedAt: r.startedAt,
          completedAt: r.completedAt,
          ...columns,
        })
        .from(r)
        .innerJoin(people, eq(people.id, r.userId))
        .where(where)
        .orderBy(asc(r.userId))
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        limit === null ? page : page.limit(limit),
        db
          .with(...scoped)
          .select({ n: sql<number>`count(*)::int` })
          .from(r)
          .innerJoin(people, eq(people.id, r.userId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
export type ReportRowData = Awaited<ReturnType<DashboardRepository['report']>>['rows'][number];

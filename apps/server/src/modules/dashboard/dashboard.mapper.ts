import type {
  TDashboardFigures,
  TReportItem,
  TReportRow,
  TScopeDepartment,
} from '@ascent/shared/dashboard';
import { addDays } from '@ascent/shared/time';
import { DASHBOARD_SERIES_DAYS } from '@ascent/shared/dashboard';
import type { DashboardRepository, ReportRowData, Scope } from './dashboard.repository.ts';

type Found = Awaited<ReturnType<DashboardRepository['figures']>>;

/** An instant as ISO text, whether the driver answered a Date or a string (aggregates). */
const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();

/** The figures as the API answers them: every day of the series present, rates rounded. */
export function toFigures(
  scope: Scope,
  departments: string[],
  today: string,
  seriesFirstDay: string,
  f: Found,
): TDashboardFigures {
  const byDay = new Map(f.series.map((s) => [s.day, s.learners]));
  const activeSeries = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
    const day = addDays(seriesFirstDay, i);
    return { day, learners: byDay.get(day) ?? 0 };
  });
  const { attempts, passed } = f.passes;
  return {
    scope: scope.roots ? 'departments' : 'company',
    departments,
    today,
    activeToday: f.activeToday,
    activeWeek: f.activeWeek,
    completionsToday: f.completions.today,
    completionsWeek: f.completions.week,
    completionsTotal: f.completions.total,
    examAttempts: attempts,
    examPassed: passed,
    passRate: attempts ? Math.round((passed / attempts) * 1000) / 10 : null,
    pendingApprovals: f.pendingApprovals,
    overdueLearners: f.overdueLearners,
    overdueByDepartment: f.overdueByDepartment.map((d) => ({
      departmentId: d.departmentId,
      departmentName: d.departmentName,
      learners: d.learners,
    })),
    activeSeries,
  };
}

export function toReportRow(r: ReportRowData): TReportRow {
  return {
    userId: r.userId,
    realName: r.realName,
    account: r.account,
    departmentName: r.departmentName,
    state: r.completed ? 'completed' : 'started',
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
    seconds: Number(r.seconds) || 0,
    percent: r.percent === null ? null : Number(r.percent),
    score: r.score === null ? null : Number(r.score),
    passed: r.passed,
    attempts: Number(r.attempts),
  };
}

/** A course or exam of the reports' list. */
export function toReportItem(row: {
  id: number;
  title: string;
  publishedAt: Date | string | null;
}): TReportItem {
  return { id: row.id, title: row.title, publishedAt: iso(row.publishedAt) };
}

/**
 * The scope's departments with their parents: a department's parent is the one before it in
 * its materialized path ("/1/4/9/": 9's parent is 4), null when that parent is outside the list
 * (the roots of a manager's subtrees, the company's top departments).
 */
export function toScopeDepartments(
  rows: readonly { id: number; name: string; path: string }[],
): TScopeDepartment[] {
  const ids = new Set(rows.map((r) => r.id));
  return rows.map((r) => {
    const chain = r.path.split('/').filter(Boolean).map(Number);
    const parent = chain.length > 1 ? chain[chain.length - 2] : undefined;
    return {
      id: r.id,
      parentId: parent !== undefined && ids.has(parent) ? parent : null,
      name: r.name,
    };
  });
}

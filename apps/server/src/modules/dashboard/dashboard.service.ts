import type { z } from 'zod';
import { addDays, dayOf, periodFirstDay } from '@ascent/shared/time';
import {
  DASHBOARD_SERIES_DAYS,
  OVERDUE_TOP,
  PASS_RATE_DAYS,
  type TDashboardFigures,
  type TReportItemPage,
  type TReportPage,
  type TScopeDepartment,
  type ZReportItemQuery,
  type ZReportExport,
  type ZReportQuery,
} from '@ascent/shared/dashboard';
import type { Locale } from '@ascent/shared/i18n';
import { fail } from '../../core/errors.ts';
import { managedScope, requireRole } from '../../core/access.ts';
import type { Actor } from '../../core/context.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { Db } from '../../db/client.ts';
import {
  createDashboardRepository,
  type ReportFilter,
  type Scope,
} from './dashboard.repository.ts';
import { toFigures, toReportItem, toReportRow, toScopeDepartments } from './dashboard.mapper.ts';
import { buildReportWorkbook } from './dashboard.export.ts';

/** The most rows an export holds (a course of the whole company fits many times over). */
export const REPORT_EXPORT_MAX = 50_000;

/**
 * Who sees what (core/access.ts `managedScope`): an administrator the company; a unit manager
 * or supervisor the subtree of their own department (anyone else is refused before the call:
 * the endpoints' auth level `manager`); a unit manager without a department ret 7
 * (`dashboard.noDepartment`).
 */
export function scopeOf(actor: Actor): Scope {
  const scope = managedScope(actor);
  requireRole(scope.roots === null || scope.roots.length > 0, 'dashboard.noDepartment');
  return scope;
}

export function createDashboardService(deps: {
  db: Db;
  clock: CompanyClock;
  /** The server's clock (tests may move it). */
  now?: () => Date;
}) {
  const repo = createDashboardRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The report's filter after the checks: the item is the company's, the department in scope. */
  async function checkReport(scope: Scope, f: ReportFilter): Promise<string> {
    const title = await repo.itemTitle(scope.companyId, f.kind, f.itemId);
    if (title === null) throw fail('dashboard.itemNotFound');
    if (f.departmentId !== undefined && !(await repo.departmentInScope(scope, f.departmentId)))
      throw fail('dashboard.departmentNotFound');
    return title;
  }

  return {
    async figures(actor: Actor): Promise<TDashboardFigures> {
      const scope = scopeOf(actor);
      const at = now();
      const timeZone = await deps.clock.timeZone(scope.companyId);
      const today = dayOf(at, timeZone);
      const seriesFirstDay = addDays(today, -(DASHBOARD_SERIES_DAYS - 1));
      const [found, departments] = await Promise.all([
        repo.figures(
          scope,
          {
            now: at,
            today,
            weekFirstDay: periodFirstDay('week', at, timeZone),
            seriesFirstDay,
            passFirstDay: addDays(today, -(PASS_RATE_DAYS - 1)),
          },
          OVERDUE_TOP,
        ),
        repo.departmentNames(scope.companyId, scope.roots ?? []),
      ]);
      return toFigures(scope, departments, today, seriesFirstDay, found);
    },

    /** The courses or exams whose reports the caller may open (the company's, ever published). */
    async reportItems(
      actor: Actor,
      q: z.output<typeof ZReportItemQuery>,
    ): Promise<TReportItemPage> {
      const scope = scopeOf(actor);
      const found = await repo.reportItems(
        scope.companyId,
        q.kind,
        q.keyword || undefined,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: found.rows.map(toReportItem),
        total: found.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The departments the caller's reports may be filtered by (the scope's). */
    async departments(actor: Actor): Promise<TScopeDepartment[]> {
      return toScopeDepartments(await repo.scopeDepartments(scopeOf(actor)));
    },

    async report(actor: Actor, q: z.output<typeof ZReportQuery>): Promise<TReportPage> {
      const scope = scopeOf(actor);
      const title = await checkReport(scope, q);
      const found = await repo.report(scope, q, (q.page - 1) * q.pageSize, q.pageSize);
      return {
        title,
        list: found.rows.map(toReportRow),
        total: found.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async exportReport(
      actor: Actor,
      q: z.output<typeof ZReportExport>,
      locale: Locale,
    ): Promise<{ name: string; data: Buffer }> {
      const scope = scopeOf(actor);
      const title = await checkReport(scope, q);
      const found = await repo.report(scope, q, 0, REPORT_EXPORT_MAX);
      const timeZone = await deps.clock.timeZone(scope.companyId);
      return {
        name: title,
        data: buildReportWorkbook(found.rows.map(toReportRow), { kind: q.kind, locale, timeZone }),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

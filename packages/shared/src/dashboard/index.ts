/**
 * The admin dashboard and the learner reports (issue 14): live figures of the caller's company,
 * or of the departments a unit manager or supervisor looks after, and one report per course or
 * exam of who started, completed, how long and with what score. Calls under
 * /api/manage/dashboard/... (docs/decisions.md, "Dashboard and learner reports").
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pagingFields, zId } from '../validators/index.ts';

const zInt = z.number().int();

/** Days of the active-learner series (today included). */
export const DASHBOARD_SERIES_DAYS = 14;
/** Days back the exam pass rate counts hand-ins. */
export const PASS_RATE_DAYS = 30;
/** Departments listed under "overdue learners". */
export const OVERDUE_TOP = 8;

/** POST /api/manage/dashboard/figures: no input (the caller decides the scope). */
export const ZDashboardQuery = z.strictObject({});

export const ZOverdueDepartment = z.object({
  departmentId: zInt.nullable(),
  departmentName: z.string(),
  learners: zInt,
});
export type TOverdueDepartment = z.infer<typeof ZOverdueDepartment>;

export const ZDashboardFigures = z.object({
  /** 'company': the whole company (an administrator); 'departments': the caller's subtree. */
  scope: z.enum(['company', 'departments']),
  /** The departments the figures cover when scoped (names), else empty. */
  departments: z.array(z.string()),
  /** The company's day the figures are of (YYYY-MM-DD, its time zone). */
  today: z.string(),
  activeToday: zInt,
  activeWeek: zInt,
  completionsToday: zInt,
  completionsWeek: zInt,
  completionsTotal: zInt,
  /** Marked attempts handed in during the last PASS_RATE_DAYS days, and those that passed. */
  examAttempts: zInt,
  examPassed: zInt,
  /** Percent with one decimal; null without attempts. */
  passRate: z.number().nullable(),
  pendingApprovals: zInt,
  overdueLearners: zInt,
  overdueByDepartment: z.array(ZOverdueDepartment),
  /** Active learners per company day, oldest first, DASHBOARD_SERIES_DAYS days to today. */
  activeSeries: z.array(z.object({ day: z.string(), learners: zInt })),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const REPORT_KINDS = ['course', 'exam'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** A report row's state: started (a record exists) or completed (course completed, exam handed in). */
export const REPORT_STATES = ['started', 'completed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

const reportFilter = {
  kind: z.enum(REPORT_KINDS, { error: messageRef('common.parameterError') }),
  itemId: zId,
  /** A department and its subtree (within the caller's scope). */
  departmentId: zId.optional(),
  state: z.enum(REPORT_STATES, { error: messageRef('common.parameterError') }).optional(),
};

/** POST /api/manage/dashboard/report/learners: one course's or exam's learners, paged. */
export const ZReportQuery = z.strictObject({ ...reportFilter, ...pagingFields(100, 20) });
export type TReportQuery = z.input<typeof ZReportQuery>;

/** POST /api/manage/dashboard/report/export: the same rows (every page) as an xlsx. */
export const ZReportExport = z.strictObject(reportFilter);
export type TReportExport = z.input<typeof ZReportExport>;

export const ZReportRow = z.object({
  userId: zInt,
  realName: z.string(),
  account: z.string(),
  departmentName: z.string(),
  state: z.enum(REPORT_STATES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Seconds studied (course) or spent in handed-in attempts (exam). */
  seconds: zInt,
  /** Course: percent done. Exam: the best marked score (null before marking). */
  percent: zInt.nullable(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  attempts: zInt,
});
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportPage = z.object({
  /** The course's title or the exam's name. */
  title: z.string(),
  list: z.array(ZReportRow),
  total: zInt,
  page: zInt,
  pageSize: zInt,
});
export type TReportPage = z.infer<typeof ZReportPage>;

/**
 * POST /api/manage/dashboard/report/items: the courses or exams whose learner reports the
 * caller may open (the company's, ever published), by title, newest publication first.
 */
export const ZReportItemQuery = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: messageRef('common.parameterError') }),
  /** Part of the title, any case. */
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(50, { error: messageRef('validation.tooLong', { max: 50 }) })
    .optional(),
  ...pagingFields(100, 20),
});
export type TReportItemQuery = z.input<typeof ZReportItemQuery>;

export const ZReportItem = z.object({
  id: zInt,
  title: z.string(),
  /** First publication (ISO instant). */
  publishedAt: z.string().nullable(),
});
export type TReportItem = z.infer<typeof ZReportItem>;

export const ZReportItemPage = z.object({
  list: z.array(ZReportItem),
  total: zInt,
  page: zInt,
  pageSize: zInt,
});
export type TReportItemPage = z.infer<typeof ZReportItemPage>;

/** POST /api/manage/dashboard/departments: no input (the caller decides the scope). */
export const ZScopeDepartmentsQuery = z.strictObject({});

/** A department the caller may filter the reports by, with its parent in the same list. */
export const ZScopeDepartment = z.object({
  id: zInt,
  /** The parent when it is in the list too; null for the list's roots. */
  parentId: zInt.nullable(),
  name: z.string(),
});
export type TScopeDepartment = z.infer<typeof ZScopeDepartment>;

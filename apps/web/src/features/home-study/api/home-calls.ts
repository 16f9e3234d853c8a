import type { RankPeriod } from '@ascent/shared/learning';

/**
 * What the home's sections ask for, in one place: the sections ask with these (use-home.ts,
 * learning-calls.ts), and the home's landing page starts the same requests before the site's
 * code has arrived (apps/web/landing-pages.ts, first-call.ts), so both must name them alike.
 */

/** To-dos shown (tasks first, then courses). */
export const TODOS_SHOWN = 5;
/** Learners a ranking shows. */
export const RANK_SHOWN = 10;
/** The ranking shown first. */
export const FIRST_RANK_PERIOD: RankPeriod = 'today';

/** center/todo/list: the assigned tasks in progress and not finished. */
export const todoTasksBody = (pageSize: number) =>
  ({ menuType: '*', state: 'inProgress', unfinished: true, page: 1, pageSize }) as const;

/** center/todo/list/course: the courses started and not finished. */
export const todoCoursesBody = (pageSize: number) => ({ page: 1, pageSize });

/** rank/learnrank: study hours in a period. */
export const learnRankBody = (period: RankPeriod, pageSize: number) => ({
  period,
  page: 1,
  pageSize,
});

/** me/course/list for "continue learning": the latest studied of the courses in progress. */
export const CONTINUE_BODY = { state: 'studying', page: 1, pageSize: 1 } as const;

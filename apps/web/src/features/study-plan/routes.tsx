import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { STUDY_PLAN_PATHS } from './lib/study-plan-paths.ts';

const MineStudyPlansPage = lazy(() =>
  import('./pages/mine-study-plans-page.tsx').then((m) => ({ default: m.MineStudyPlansPage })),
);
const StudyPlanPage = lazy(() =>
  import('./pages/study-plan-page.tsx').then((m) => ({ default: m.StudyPlanPage })),
);

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  menuCode: 'center',
  ...extra,
});

/** Study plans (spec s.4; the audit calls of s.7): the learner's and the managers' pages. */
export const mainRoutes: RouteObject[] = [
  { path: STUDY_PLAN_PATHS.mine, handle: meta('studyPlan.title'), element: <MineStudyPlansPage /> },
  {
    path: STUDY_PLAN_PATHS.detail,
    handle: meta('studyPlan.title', { detail: true }),
    element: <StudyPlanPage />,
  },
];

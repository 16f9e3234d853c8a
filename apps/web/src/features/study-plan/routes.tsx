import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { STUDY_PLAN_PATHS } from './lib/study-plan-paths.ts';

const page = featurePages('study-plan');

const MineStudyPlansPage = page(
  () => import('./pages/mine-study-plans-page.tsx'),
  'MineStudyPlansPage',
);
const StudyPlanPage = page(() => import('./pages/study-plan-page.tsx'), 'StudyPlanPage');

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

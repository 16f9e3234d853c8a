import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { STUDY_PLAN_PATHS } from './lib/study-plan-paths.ts';

const page = featurePages('study-plans');

const StudyPlanListPage = page(
  () => import('./pages/study-plan-list-page.tsx'),
  'StudyPlanListPage',
);
const StudyPlanEditPage = page(
  () => import('./pages/study-plan-edit-page.tsx'),
  'StudyPlanEditPage',
);
const StudyPlanDetailPage = page(
  () => import('./pages/study-plan-detail-page.tsx'),
  'StudyPlanDetailPage',
);

/** Study plans (Training area): plans, their fields and departments, the sub-plans' review. */
export const feature: AdminFeature = {
  key: 'study-plans',
  area: { key: 'training', labelKey: 'studyPlans.area', order: 42 },
  entries: [
    {
      key: 'study-plans',
      labelKey: 'studyPlans.menu',
      path: STUDY_PLAN_PATHS.list,
      icon: 'ScheduleOutlined',
      order: 60,
    },
  ],
  routes: [
    {
      path: STUDY_PLAN_PATHS.list,
      handle: { requireAuth: true, titleKey: 'studyPlans.title.list' },
      element: <StudyPlanListPage />,
    },
    {
      path: STUDY_PLAN_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'studyPlans.title.edit' },
      element: <StudyPlanEditPage />,
    },
    {
      path: STUDY_PLAN_PATHS.detail,
      handle: { requireAuth: true, titleKey: 'studyPlans.title.detail' },
      element: <StudyPlanDetailPage />,
    },
  ],
};

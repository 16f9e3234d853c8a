import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { HOMEWORK_PATHS } from './lib/homework-paths.ts';

const page = featurePages('homework');

const HomeworkListPage = page(() => import('./pages/homework-list-page.tsx'), 'HomeworkListPage');
const HomeworkEditPage = page(() => import('./pages/homework-edit-page.tsx'), 'HomeworkEditPage');
const HomeworkSubmissionsPage = page(
  () => import('./pages/homework-submissions-page.tsx'),
  'HomeworkSubmissionsPage',
);

/** Homework: the list, the editor (steps, window, score, audience, reviewers), submissions. */
export const feature: AdminFeature = {
  key: 'homework',
  area: { key: 'homework', labelKey: 'homework.area', order: 47 },
  entries: [
    {
      key: 'homework',
      labelKey: 'homework.menu.list',
      path: HOMEWORK_PATHS.list,
      icon: 'EditOutlined',
      order: 0,
    },
  ],
  routes: [
    {
      path: HOMEWORK_PATHS.list,
      handle: { requireAuth: true, titleKey: 'homework.title.list' },
      element: <HomeworkListPage />,
    },
    {
      path: HOMEWORK_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'homework.title.edit' },
      element: <HomeworkEditPage />,
    },
    {
      path: HOMEWORK_PATHS.submissions,
      handle: { requireAuth: true, titleKey: 'homework.title.submissionsPage' },
      element: <HomeworkSubmissionsPage />,
    },
  ],
};

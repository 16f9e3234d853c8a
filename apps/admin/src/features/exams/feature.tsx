import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { EXAM_PATHS } from './lib/exam-paths.ts';

const page = featurePages('exams');

const ExamsPage = page(() => import('./pages/exams-page.tsx'), 'ExamsPage');
const ExamEditPage = page(() => import('./pages/exam-edit-page.tsx'), 'ExamEditPage');
const ExamResultsPage = page(() => import('./pages/exam-results-page.tsx'), 'ExamResultsPage');

/** Exams: the list, the editor (paper, window, rules, participants, reviewers), the results. */
export const feature: AdminFeature = {
  key: 'exams',
  area: { key: 'exam', labelKey: 'exams.area', order: 45 },
  entries: [
    {
      key: 'exams',
      labelKey: 'exams.menu.exams',
      path: EXAM_PATHS.list,
      icon: 'FileDoneOutlined',
      order: 0,
    },
  ],
  routes: [
    {
      path: EXAM_PATHS.list,
      handle: { requireAuth: true, titleKey: 'exams.title.list' },
      element: <ExamsPage />,
    },
    {
      path: EXAM_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'exams.title.edit' },
      element: <ExamEditPage />,
    },
    {
      path: EXAM_PATHS.results,
      handle: { requireAuth: true, titleKey: 'exams.title.results' },
      element: <ExamResultsPage />,
    },
  ],
};

import { lazy } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { EXAM_PATHS } from './lib/exam-paths.ts';

const ExamsPage = lazy(() =>
  import('./pages/exams-page.tsx').then((m) => ({ default: m.ExamsPage })),
);
const ExamEditPage = lazy(() =>
  import('./pages/exam-edit-page.tsx').then((m) => ({ default: m.ExamEditPage })),
);
const ExamResultsPage = lazy(() =>
  import('./pages/exam-results-page.tsx').then((m) => ({ default: m.ExamResultsPage })),
);

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

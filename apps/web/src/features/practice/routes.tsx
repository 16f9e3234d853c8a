import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { PRACTICE_PATHS } from './lib/practice-paths.ts';

const page = featurePages('practice');

const PracticeHomePage = page(() => import('./pages/practice-home-page.tsx'), 'PracticeHomePage');
const PracticeModePage = page(() => import('./pages/practice-mode-page.tsx'), 'PracticeModePage');
const PracticePaperPage = page(
  () => import('./pages/practice-paper-page.tsx'),
  'PracticePaperPage',
);
const SimulationPaperPage = page(
  () => import('./pages/simulation-paper-page.tsx'),
  'SimulationPaperPage',
);
const PracticeResultPage = page(
  () => import('./pages/practice-result-page.tsx'),
  'PracticeResultPage',
);
const PracticeRecordPage = page(
  () => import('./pages/practice-record-page.tsx'),
  'PracticeRecordPage',
);

const meta = (titleKey: string, detail = false): RouteMeta => ({
  requireAuth: true,
  titleKey,
  detail,
});

/** Practice (spec s.2 /mine/practice/*, /exam/practice/paper and /exam/practice/result). */
export const mainRoutes: RouteObject[] = [
  {
    path: PRACTICE_PATHS.home,
    handle: meta('practice.titles.home'),
    element: <PracticeHomePage />,
  },
  {
    path: PRACTICE_PATHS.record,
    handle: meta('practice.titles.record'),
    element: <PracticeRecordPage />,
  },
  {
    path: PRACTICE_PATHS.detail,
    handle: meta('practice.titles.detail'),
    element: <PracticeModePage />,
  },
  {
    path: PRACTICE_PATHS.paper,
    handle: meta('practice.titles.paper'),
    element: <PracticePaperPage />,
  },
  {
    path: PRACTICE_PATHS.result,
    handle: meta('practice.titles.result'),
    element: <PracticeResultPage />,
  },
  {
    path: PRACTICE_PATHS.examPaper,
    handle: meta('practice.titles.examPaper'),
    element: <SimulationPaperPage />,
  },
  {
    path: PRACTICE_PATHS.examResult,
    handle: meta('practice.titles.examResult'),
    element: <PracticeResultPage />,
  },
];

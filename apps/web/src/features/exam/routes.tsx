import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { prefetchPaper } from './lib/paper-prefetch.ts';

const page = featurePages('exam');

const MineExamPage = page(() => import('./pages/mine-exam-page.tsx'), 'MineExamPage');
const MineCyclicPage = page(() => import('./pages/mine-exam-page.tsx'), 'MineCyclicPage');
const OneExamPage = page(() => import('./pages/one-exam-page.tsx'), 'OneExamPage');
const ExamDetailPage = page(() => import('./pages/exam-detail-page.tsx'), 'ExamDetailPage');
// A cold load of the paper asks for the paper beside its code.
const ExamPaperPage = page(
  () => import('./pages/exam-paper-page.tsx'),
  'ExamPaperPage',
  prefetchPaper,
);
const ExamResultPage = page(() => import('./pages/exam-result-page.tsx'), 'ExamResultPage');
const ExamRecordPage = page(() => import('./pages/exam-record-page.tsx'), 'ExamRecordPage');

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/** Taking exams (spec s.2): my exams, daily exams, an exam's page, the paper, results, records. */
export const mainRoutes: RouteObject[] = [
  {
    path: '/mine/exam',
    handle: meta('exam.mine.title', { menuCode: 'exam' }),
    element: <MineExamPage />,
  },
  { path: '/mine/cyclic', handle: meta('exam.mine.cyclicTitle'), element: <MineCyclicPage /> },
  { path: '/oneexam', handle: meta('exam.oneExam.title'), element: <OneExamPage /> },
  {
    path: '/exam/detail',
    handle: meta('exam.detail.title', { detail: true }),
    element: <ExamDetailPage />,
  },
  { path: '/exam/result', handle: meta('exam.result.title'), element: <ExamResultPage /> },
  { path: '/exam/record', handle: meta('exam.record.title'), element: <ExamRecordPage /> },
];

/**
 * The paper takes the window (outside the main layout): no site header or menu while the clock
 * runs, and made without the component kit, so its first load carries no antd (issue 14).
 */
export const immersiveRoutes: RouteObject[] = [
  {
    path: '/exam/paper',
    handle: meta('exam.paper.title', { immersive: true, withoutKit: true }),
    element: <ExamPaperPage />,
  },
];

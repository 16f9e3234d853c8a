import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { TRAIN_REPORT_PATH } from './lib/task-labels.ts';

const page = featurePages('task');

const TrainReportPage = page(() => import('./pages/train-report-page.tsx'), 'TrainReportPage');

const meta = (titleKey: string): RouteMeta => ({
  requireAuth: true,
  titleKey,
  menuCode: 'center',
});

/** The learner's training report (spec s.7 train/report/member/train/*). */
export const mainRoutes: RouteObject[] = [
  { path: TRAIN_REPORT_PATH, handle: meta('task.report.title'), element: <TrainReportPage /> },
];

import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { SURVEY_PATHS } from './lib/survey-paths.ts';

const page = featurePages('survey');

const InvestigationPage = page(() => import('./pages/investigation-page.tsx'), 'InvestigationPage');
const QuestionnaireDetailPage = page(
  () => import('./pages/questionnaire-detail-page.tsx'),
  'QuestionnaireDetailPage',
);
const MineEvaluatePage = page(() => import('./pages/mine-evaluate-page.tsx'), 'MineEvaluatePage');
const EvaluateDetailPage = page(
  () => import('./pages/evaluate-detail-page.tsx'),
  'EvaluateDetailPage',
);

const meta = (titleKey: string, detail = false): RouteMeta => ({
  requireAuth: true,
  titleKey,
  detail,
});

/** Questionnaires and votes (spec s.2 /questionnaire/*), evaluations (/mine/evaluate/*). */
export const mainRoutes: RouteObject[] = [
  {
    path: SURVEY_PATHS.investigation,
    handle: meta('survey.list.title'),
    element: <InvestigationPage />,
  },
  {
    path: SURVEY_PATHS.detail,
    handle: meta('survey.title', true),
    element: <QuestionnaireDetailPage />,
  },
  {
    path: SURVEY_PATHS.evaluate,
    handle: meta('survey.evaluate.title'),
    element: <MineEvaluatePage />,
  },
  {
    path: SURVEY_PATHS.evaluateDetail,
    handle: meta('survey.evaluate.title', true),
    element: <EvaluateDetailPage />,
  },
];

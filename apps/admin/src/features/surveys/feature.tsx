import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { SURVEY_PATHS } from './lib/survey-paths.ts';
import './surveys-admin.css';

const page = featurePages('surveys');

const SurveyListPage = page(() => import('./pages/survey-list-page.tsx'), 'SurveyListPage');
const SurveyEditPage = page(() => import('./pages/survey-edit-page.tsx'), 'SurveyEditPage');
const SurveyResultsPage = page(
  () => import('./pages/survey-results-page.tsx'),
  'SurveyResultsPage',
);

/** Surveys: questionnaires, votes and evaluations, their editor and results. */
export const feature: AdminFeature = {
  key: 'surveys',
  area: { key: 'survey', labelKey: 'surveys.area', order: 46 },
  entries: [
    {
      key: 'questionnaires',
      labelKey: 'surveys.menu.questionnaires',
      path: SURVEY_PATHS.questionnaires,
      icon: 'FormOutlined',
      order: 0,
    },
    {
      key: 'votes',
      labelKey: 'surveys.menu.votes',
      path: SURVEY_PATHS.votes,
      icon: 'CheckSquareOutlined',
      order: 10,
    },
    {
      key: 'evaluations',
      labelKey: 'surveys.menu.evaluations',
      path: SURVEY_PATHS.evaluations,
      icon: 'TeamOutlined',
      order: 20,
    },
  ],
  routes: [
    {
      path: SURVEY_PATHS.questionnaires,
      handle: { requireAuth: true, titleKey: 'surveys.title.questionnaire' },
      element: <SurveyListPage kind="questionnaire" />,
    },
    {
      path: SURVEY_PATHS.votes,
      handle: { requireAuth: true, titleKey: 'surveys.title.vote' },
      element: <SurveyListPage kind="vote" />,
    },
    {
      path: SURVEY_PATHS.evaluations,
      handle: { requireAuth: true, titleKey: 'surveys.title.evaluation' },
      element: <SurveyListPage kind="evaluation" />,
    },
    {
      path: SURVEY_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'surveys.title.edit' },
      element: <SurveyEditPage />,
    },
    {
      path: SURVEY_PATHS.results,
      handle: { requireAuth: true, titleKey: 'surveys.title.results' },
      element: <SurveyResultsPage />,
    },
  ],
};

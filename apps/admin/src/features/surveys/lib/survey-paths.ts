import type { SurveyKind } from '@ascent/shared/survey';

/** The admin's survey pages. */
export const SURVEY_PATHS = {
  questionnaires: '/manage/surveys/questionnaires',
  votes: '/manage/surveys/votes',
  evaluations: '/manage/surveys/evaluations',
  edit: '/manage/surveys/edit',
  results: '/manage/surveys/results',
} as const;

export const LIST_PATH: Record<SurveyKind, string> = {
  questionnaire: SURVEY_PATHS.questionnaires,
  vote: SURVEY_PATHS.votes,
  evaluation: SURVEY_PATHS.evaluations,
};

export const surveyEditPath = (id: number) => `${SURVEY_PATHS.edit}?id=${id}`;
export const surveyCreatePath = (kind: SurveyKind) => `${SURVEY_PATHS.edit}?kind=${kind}`;
export const surveyResultsPath = (id: number, targetId?: number) =>
  `${SURVEY_PATHS.results}?id=${id}${targetId ? `&targetId=${targetId}` : ''}`;

/** The admin's query-cache key of surveys. */
export const SURVEYS_KEY = ['manage', 'surveys'] as const;

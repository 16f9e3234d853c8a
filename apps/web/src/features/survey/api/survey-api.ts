import type {
  TMyEvaluationList,
  TMySurveyList,
  TSurveyDetailQuery,
  TSurveyDraft,
} from '@ascent/shared/survey';
import { api } from '../../../app/services.ts';

/** The learner's survey calls (/questionnaire/*, /mine/evaluate/*). */
export function fetchMySurveys(query: TMySurveyList) {
  return api.call('POST /api/study/survey/list', query);
}

export function fetchMyEvaluations(query: TMyEvaluationList) {
  return api.call('POST /api/study/me/evaluate/list', query);
}

export function fetchSurvey(query: TSurveyDetailQuery) {
  return api.call('POST /api/study/survey/detail', query);
}

// Draft saves run in the background and submissions show their refusal in the form: silent.
export function saveSurveyDraft(body: TSurveyDraft) {
  return api.call('POST /api/study/survey/draft', body, { silent: true });
}

export function submitSurvey(body: TSurveyDraft) {
  return api.call('POST /api/study/survey/submit', body, { silent: true });
}

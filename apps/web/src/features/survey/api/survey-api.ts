import type { TPage } from '@ascent/shared/admin';
import type {
  MyEvaluationRow,
  MySurveyRow,
  SurveyDetail,
  SurveyDraftSaved,
  TMyEvaluationList,
  TMySurveyList,
  TSurveyDetailQuery,
  TSurveyDraft,
} from '@ascent/shared/survey';
import { api } from '../../../app/services.ts';

/** The learner's survey calls (/questionnaire/*, /mine/evaluate/*). */
export function fetchMySurveys(query: TMySurveyList): Promise<TPage<MySurveyRow>> {
  return api.post<TPage<MySurveyRow>>('study/survey/list', query);
}

export function fetchMyEvaluations(query: TMyEvaluationList): Promise<TPage<MyEvaluationRow>> {
  return api.post<TPage<MyEvaluationRow>>('study/me/evaluate/list', query);
}

export function fetchSurvey(query: TSurveyDetailQuery): Promise<SurveyDetail> {
  return api.post<SurveyDetail>('study/survey/detail', query);
}

// Draft saves run in the background and submissions show their refusal in the form: silent.
export function saveSurveyDraft(body: TSurveyDraft): Promise<SurveyDraftSaved> {
  return api.post<SurveyDraftSaved>('study/survey/draft', body, { silent: true });
}

export function submitSurvey(body: TSurveyDraft): Promise<SurveyDetail> {
  return api.post<SurveyDetail>('study/survey/submit', body, { silent: true });
}

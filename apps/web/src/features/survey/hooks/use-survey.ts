import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type {
  SurveyDetail,
  TMyEvaluationList,
  TMySurveyList,
  TSurveyDetailQuery,
  TSurveyDraft,
} from '@ascent/shared/survey';
import { services } from '../../../app/services.ts';
import {
  fetchMyEvaluations,
  fetchMySurveys,
  fetchSurvey,
  saveSurveyDraft,
  submitSurvey,
} from '../api/survey-api.ts';

export const SURVEY_KEY = [...USER_QUERY_KEY, 'survey'] as const;
const detailKey = (q: TSurveyDetailQuery) =>
  [...SURVEY_KEY, 'detail', q.surveyId, q.targetId ?? 0] as const;

export function useMySurveys(query: TMySurveyList) {
  return useUserQuery(services, {
    queryKey: [...SURVEY_KEY, 'list', query],
    queryFn: () => fetchMySurveys(query),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvaluations(query: TMyEvaluationList) {
  return useUserQuery(services, {
    queryKey: [...SURVEY_KEY, 'evaluations', query],
    queryFn: () => fetchMyEvaluations(query),
    placeholderData: keepPreviousData,
  });
}

export function useSurvey(query: TSurveyDetailQuery) {
  return useUserQuery(services, {
    queryKey: detailKey(query),
    queryFn: () => fetchSurvey(query),
    staleTime: 0,
  });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: (body: TSurveyDraft) => saveSurveyDraft(body) });
}

/** Submits, then shows the submitted survey and refreshes the lists. */
export function useSubmitSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSurveyDraft) => submitSurvey(body),
    onSuccess: (detail: SurveyDetail, body) => {
      client.setQueryData(detailKey(body), detail);
      void client.invalidateQueries({ queryKey: [...SURVEY_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: [...SURVEY_KEY, 'evaluations'] });
    },
  });
}

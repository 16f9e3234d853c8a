import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZMyEvaluationList,
  ZMyEvaluationRow,
  ZMySurveyList,
  ZMySurveyRow,
  ZSurveyAdminDetail,
  ZSurveyAdminList,
  ZSurveyAdminResults,
  ZSurveyAdminRow,
  ZSurveyDetail,
  ZSurveyDetailQuery,
  ZSurveyDraft,
  ZSurveyDraftSaved,
  ZSurveyExport,
  ZSurveyId,
  ZSurveyResultsQuery,
  ZSurveySave,
  ZSurveySubmit,
  ZSurveyTextAnswer,
  ZSurveyTextsQuery,
} from './index.ts';

/** The learner's questionnaires, votes and evaluations (paths not named by the spec). */
export const surveyEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/survey/list',
    auth: 'user',
    summary: 'The questionnaires and votes the learner may answer, by tab, paged',
    body: ZMySurveyList,
    output: zPageOf(ZMySurveyRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/survey/detail',
    auth: 'user',
    summary:
      "A survey (an evaluation's target) with its questions, the learner's draft or answers " +
      'and the tallies when shown',
    body: ZSurveyDetailQuery,
    output: ZSurveyDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/survey/draft',
    auth: 'user',
    summary: 'Keeps what the learner has answered so far (only upper limits apply)',
    body: ZSurveyDraft,
    output: ZSurveyDraftSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/survey/submit',
    auth: 'user',
    summary: 'Submits the answers, once per person (per target for an evaluation)',
    body: ZSurveySubmit,
    output: ZSurveyDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/evaluate/list',
    auth: 'user',
    summary: 'The people the learner is to evaluate, or has evaluated, paged',
    body: ZMyEvaluationList,
    output: zPageOf(ZMyEvaluationRow),
  }),
);

/** The admin's survey calls: authoring, publishing, results and the xlsx export. */
export const surveyAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/list',
    auth: 'admin',
    summary: 'Surveys by kind and status with their responses, paged',
    body: ZSurveyAdminList,
    output: zPageOf(ZSurveyAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/detail',
    auth: 'admin',
    summary: 'One survey with its questions, audience and evaluation pairs',
    body: ZSurveyId,
    output: ZSurveyAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/save',
    auth: 'admin',
    summary: 'Creates a survey (no id) or updates one',
    body: ZSurveySave,
    output: ZSurveyAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/publish',
    auth: 'admin',
    summary: 'Publishes surveys (all of the ids, or none; an evaluation needs its pairs)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/unpublish',
    auth: 'admin',
    summary: 'Takes surveys down (all of the ids, or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/delete',
    auth: 'admin',
    summary: 'Deletes surveys that are not published, with their answers',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/results',
    auth: 'admin',
    summary: "A survey's tallies (an evaluation's: of one target, or per target)",
    body: ZSurveyResultsQuery,
    output: ZSurveyAdminResults,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/texts',
    auth: 'admin',
    summary: "One text question's answers, paged; who wrote them only in a named survey",
    body: ZSurveyTextsQuery,
    output: zPageOf(ZSurveyTextAnswer),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/survey/export',
    auth: 'admin',
    summary: 'The xlsx of the results and every response',
    body: ZSurveyExport,
    raw: { contentType: XLSX_MIME, description: 'The survey results workbook (xlsx)' },
  }),
);

import type { FileDownload } from '@ascent/client/api';
import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { TCourseAdminRow } from '@ascent/shared/course';
import type {
  SurveyAdminDetail,
  SurveyAdminResults,
  SurveyAdminRow,
  SurveyKind,
  SurveyStatus,
  SurveyTextAnswer,
  TSurveyResultsQuery,
  TSurveySave,
  TSurveyTextsQuery,
} from '@ascent/shared/survey';
import { api } from '../../../app/services.ts';

/** The admin's survey calls (/api/manage/survey/*) and the lists the editor picks from. */
export function fetchSurveys(
  query: TListQuery & { kind?: SurveyKind; status?: SurveyStatus },
): Promise<TPage<SurveyAdminRow>> {
  return api.call('POST /api/manage/survey/list', query);
}

export function fetchSurvey(id: number): Promise<SurveyAdminDetail> {
  return api.call('POST /api/manage/survey/detail', { id });
}

// The editor shows the server's refusal itself.
export function saveSurvey(body: TSurveySave): Promise<SurveyAdminDetail> {
  return api.call('POST /api/manage/survey/save', body, { silent: true });
}

export function surveyAction(
  action: 'publish' | 'unpublish' | 'delete',
  ids: number[],
): Promise<null> {
  return api.call(`POST /api/manage/survey/${action}`, { ids });
}

export function fetchResults(query: TSurveyResultsQuery): Promise<SurveyAdminResults> {
  return api.call('POST /api/manage/survey/results', query);
}

export function fetchTexts(query: TSurveyTextsQuery): Promise<TPage<SurveyTextAnswer>> {
  return api.call('POST /api/manage/survey/texts', query);
}

export function exportResults(query: TSurveyResultsQuery): Promise<FileDownload> {
  return api.download('POST /api/manage/survey/export', query);
}

/** Courses for a course precondition, by title. */
export function searchCourses(keyword: string): Promise<TPage<TCourseAdminRow>> {
  return api.call('POST /api/manage/course/list', { page: 1, pageSize: 20, keyword });
}

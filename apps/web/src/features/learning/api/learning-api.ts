import type { TPage } from '@ascent/shared/admin';
import type { TCourseDetail } from '@ascent/shared/course';
import type { TPackageLaunch } from '@ascent/shared/files';
import type {
  LedgerKind,
  TCourseProgress,
  TLearningReport,
  TLearningReportResult,
  TLedgerPage,
  TLedgerRule,
  TLedgerTotals,
  TMyCourse,
  TMyCourseQuery,
  TRankPage,
  TRankQuery,
} from '@ascent/shared/learning';
import { api, session } from '../../../app/services.ts';

/** The learning record's calls (spec s.7 "Learning"). */
export const fetchCourseDetail = (courseId: number) =>
  api.get<TCourseDetail>(`study/course/${courseId}/detail`, { silent: true });

export const checkPermission = (courseId: number) =>
  api.post<{ allowed: true }>('study/me/check/learning/permission', { courseId }, { silent: true });

export const fetchProgress = (courseId: number) =>
  api.post<TCourseProgress>('study/me/learning/progress', { courseId });

export const reportBeat = (beat: TLearningReport) =>
  api.post<TLearningReportResult>('study/me/learning/log/report', beat, { silent: true });

/**
 * The last beat when the page goes away (pagehide): a keepalive fetch outlives the page, with
 * the session's token in the Authorization header (sendBeacon cannot send headers).
 */
export function reportBeatOnExit(beat: TLearningReport) {
  const { token, lang } = session.getState();
  if (!token) return;
  void fetch('/api/study/me/learning/log/report', {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `token ${token}`,
      'Accept-Language': lang,
    },
    body: JSON.stringify(beat),
  }).catch(() => undefined);
}

/**
 * A package's address on the package origin (a short-lived link): `launchUrl` is the files
 * module's launch call, answered only to a signed-in person of the package's company.
 */
export const launchPackage = (launchUrl: string) =>
  api.post<TPackageLaunch>(launchUrl.replace(/^\/api\//, ''), {});

export const fetchScorm = (courseId: number, resourceId: number) =>
  api.post<Record<string, unknown>>('study/me/learning/scorm/get', { courseId, resourceId });

export const saveScorm = (courseId: number, resourceId: number, cmi: Record<string, unknown>) =>
  api.post<unknown>(
    'study/me/learning/scorm/save',
    { courseId, resourceId, cmi },
    { silent: true },
  );

const LEDGER_PATHS: Record<LedgerKind, string> = {
  credits: 'study/me/study/score',
  hours: 'study/me/study/time',
  points: 'study/me/study/integral',
};
export const fetchLedger = (kind: LedgerKind, page: number, pageSize = 10) =>
  api.post<TLedgerPage>(LEDGER_PATHS[kind], { page, pageSize });
export const fetchTotals = () => api.post<TLedgerTotals>('study/me/study/totals', {});
export const fetchScoreRules = () => api.get<TLedgerRule[]>('study/me/studyscore/rule');
export const fetchPointRules = () => api.get<TLedgerRule[]>('study/me/integral/rule');

export const fetchMyCourses = (q: Partial<TMyCourseQuery>) =>
  api.post<TPage<TMyCourse>>('study/me/course/list', q);
export const fetchHistory = (page: number, pageSize = 10) =>
  api.post<TPage<TMyCourse>>('study/me/learn/history', { page, pageSize });
export const fetchArchive = (page: number, pageSize = 10) =>
  api.post<TPage<TMyCourse>>('study/me/learning/archive', { page, pageSize });
export const fetchTodo = (page: number, pageSize = 10) =>
  api.post<TPage<TMyCourse>>('study/center/todo/list/course', { page, pageSize });
export const fetchRank = (q: Partial<TRankQuery>) => api.post<TRankPage>('study/rank/learnrank', q);

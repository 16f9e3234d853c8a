import type {
  LedgerKind,
  TLearningReport,
  TMyCourseQuery,
  TRankQuery,
} from '@ascent/shared/learning';
import { api, session } from '../../../app/services.ts';
import { courseBody } from './course-calls.ts';

/** The learning record's calls (spec s.7 "Learning"). */
export { fetchCourseDetail } from './course-detail-call.ts';

export const checkPermission = (courseId: number) =>
  api.call('POST /api/study/me/check/learning/permission', courseBody(courseId), {
    silent: true,
  });

export const fetchProgress = (courseId: number) =>
  api.call('POST /api/study/me/learning/progress', courseBody(courseId));

export const reportBeat = (beat: TLearningReport) =>
  api.call('POST /api/study/me/learning/log/report', beat, { silent: true });

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
 * module's launch call (`/api/files/launch/:fileId/:pkgId`), answered only to a signed-in
 * person of the package's company.
 */
export const launchPackage = (launchUrl: string) => {
  const [, fileId = '', pkgId = ''] =
    /^\/api\/files\/launch\/([^/?#]+)\/([^/?#]+)$/.exec(launchUrl) ?? [];
  return api.call('POST /api/files/launch/:fileId/:pkgId', { fileId, pkgId });
};

export const fetchScorm = (courseId: number, resourceId: number) =>
  api.call('POST /api/study/me/learning/scorm/get', { courseId, resourceId });

export const saveScorm = (courseId: number, resourceId: number, cmi: Record<string, unknown>) =>
  api.call(
    'POST /api/study/me/learning/scorm/save',
    { courseId, resourceId, cmi },
    { silent: true },
  );

export const fetchLedger = (kind: LedgerKind, page: number, pageSize = 10) => {
  const body = { page, pageSize };
  switch (kind) {
    case 'credits':
      return api.call('POST /api/study/me/study/score', body);
    case 'hours':
      return api.call('POST /api/study/me/study/time', body);
    case 'points':
      return api.call('POST /api/study/me/study/integral', body);
  }
};
export const fetchTotals = () => api.call('POST /api/study/me/study/totals', {});
export const fetchScoreRules = () => api.call('GET /api/study/me/studyscore/rule');
export const fetchPointRules = () => api.call('GET /api/study/me/integral/rule');

export const fetchMyCourses = (q: Partial<TMyCourseQuery>) =>
  api.call('POST /api/study/me/course/list', q);
export const fetchHistory = (page: number, pageSize = 10) =>
  api.call('POST /api/study/me/learn/history', { page, pageSize });
export const fetchArchive = (page: number, pageSize = 10) =>
  api.call('POST /api/study/me/learning/archive', { page, pageSize });
export const fetchTodo = (page: number, pageSize = 10) =>
  api.call('POST /api/study/center/todo/list/course', { page, pageSize });
export const fetchRank = (q: Partial<TRankQuery>) => api.call('POST /api/study/rank/learnrank', q);

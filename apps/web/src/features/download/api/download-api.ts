import type {
  TDownloadAdd,
  TDownloadListQuery,
  TMyDocumentListQuery,
} from '@ascent/shared/download';
import { api } from '../../../app/services.ts';

/** The download centre's calls (spec s.7 "Files"). */
export function addDownload(input: TDownloadAdd) {
  return api.call('POST /api/study/file/downsadd', input);
}

export function fetchDownloads(query: TDownloadListQuery) {
  return api.call('POST /api/study/file/down/list', query);
}

export function fetchDownloadLink(id: number) {
  return api.call('POST /api/study/file/download', { id });
}

/** me/document/list (spec s.7 "Learning"): the documents the learner has downloaded. */
export function fetchMyDocuments(query: TMyDocumentListQuery) {
  return api.call('POST /api/study/me/document/list', query);
}

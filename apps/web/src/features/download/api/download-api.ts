import type { TPage } from '@ascent/shared/admin';
import type {
  TDownloadAdd,
  TDownloadLink,
  TDownloadListQuery,
  TDownloadRecord,
  TMyDocument,
  TMyDocumentListQuery,
} from '@ascent/shared/download';
import { api } from '../../../app/services.ts';

/** The download centre's calls (spec s.7 "Files"). */
export function addDownload(input: TDownloadAdd): Promise<TDownloadRecord> {
  return api.post<TDownloadRecord>('study/file/downsadd', input);
}

export function fetchDownloads(query: TDownloadListQuery): Promise<TPage<TDownloadRecord>> {
  return api.post<TPage<TDownloadRecord>>('study/file/down/list', query);
}

export function fetchDownloadLink(id: number): Promise<TDownloadLink> {
  return api.post<TDownloadLink>('study/file/download', { id });
}

/** me/document/list (spec s.7 "Learning"): the documents the learner has downloaded. */
export function fetchMyDocuments(query: TMyDocumentListQuery): Promise<TPage<TMyDocument>> {
  return api.post<TPage<TMyDocument>>('study/me/document/list', query);
}

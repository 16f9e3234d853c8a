import type { TPage } from '@ascent/shared/admin';
import type {
  TDownloadAdd,
  TDownloadLink,
  TDownloadListQuery,
  TDownloadRecord,
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

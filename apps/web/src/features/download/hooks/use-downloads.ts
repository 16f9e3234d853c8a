import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TDownloadAdd } from '@ascent/shared/download';
import { services } from '../../../app/services.ts';
import {
  addDownload,
  fetchDownloadLink,
  fetchDownloads,
  fetchMyDocuments,
} from '../api/download-api.ts';
import { startDownload } from '../lib/start-download.ts';

const KEY = [...USER_QUERY_KEY, 'downloads'] as const;

export function useDownloads(page: number, pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...KEY, page, pageSize],
    queryFn: () => fetchDownloads({ page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** My documents (/mine/documents); under the centre's key, so a new download refreshes it. */
export function useMyDocuments(page: number, pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...KEY, 'documents', page, pageSize],
    queryFn: () => fetchMyDocuments({ page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Gets a fresh address for a download and starts it. */
export function useStartDownload() {
  return useMutation({
    mutationFn: async (id: number) => startDownload(await fetchDownloadLink(id)),
  });
}

/** file/downsadd, then the download itself; the centre's list is refreshed. */
export function useAddDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TDownloadAdd) => {
      const record = await addDownload(input);
      startDownload(await fetchDownloadLink(record.id));
      return record;
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

import type { TChunkInitResponse, TStoredFile, UploadKind } from '@ascent/shared/files';
import { api } from '../../app/services.ts';

const silent = { silent: true } as const;

/** One-request upload (multipart: the kind field, then the file). */
export function uploadWhole(kind: UploadKind, file: File): Promise<TStoredFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return api.post<TStoredFile>('manage/upload/file', form, silent);
}

export const initChunkedUpload = (body: {
  kind: UploadKind;
  name: string;
  size: number;
  chunkSize: number;
}) => api.post<TChunkInitResponse>('manage/upload/chunk/init', body, silent);

export const sendChunk = (uploadId: string, index: number, chunk: Blob, signal?: AbortSignal) =>
  api.post<{ receivedChunks: number[] }>(`manage/upload/chunk/${uploadId}/${index}`, chunk, {
    ...silent,
    signal,
  });

export const completeChunkedUpload = (uploadId: string) =>
  api.post<TStoredFile>(`manage/upload/chunk/${uploadId}/complete`, {}, silent);

export const fetchStoredFile = (fileId: number) =>
  api.get<TStoredFile>(`manage/upload/file/${fileId}`, silent);

export const resubmitConversion = (fileId: number) =>
  api.post<TStoredFile>('manage/upload/file/convert', { fileId }, silent);

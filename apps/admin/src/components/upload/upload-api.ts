import type { TStoredFile, UploadKind } from '@ascent/shared/files';
import { api } from '../../app/services.ts';

const silent = { silent: true } as const;

/** One-request upload (multipart: the kind field, then the file). */
export function uploadWhole(kind: UploadKind, file: File): Promise<TStoredFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return api.call('POST /api/manage/upload/file', form, silent);
}

export const initChunkedUpload = (body: {
  kind: UploadKind;
  name: string;
  size: number;
  chunkSize: number;
}) => api.call('POST /api/manage/upload/chunk/init', body, silent);

export const sendChunk = (uploadId: string, index: number, chunk: Blob, signal?: AbortSignal) =>
  api.call(
    'POST /api/manage/upload/chunk/:uploadId/:index',
    { uploadId, index, bytes: chunk },
    { ...silent, signal },
  );

export const completeChunkedUpload = (uploadId: string) =>
  api.call('POST /api/manage/upload/chunk/:uploadId/complete', { uploadId }, silent);

export const fetchStoredFile = (fileId: number) =>
  api.call('GET /api/manage/upload/file/:id', { id: fileId }, silent);

export const resubmitConversion = (fileId: number) =>
  api.call('POST /api/manage/upload/file/convert', { fileId }, silent);

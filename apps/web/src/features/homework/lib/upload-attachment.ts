import { uploadInChunks } from '@ascent/client/api';
import type { TStoredFile } from '@ascent/shared/files';
import {
  completeChunkedUpload,
  initChunkedUpload,
  sendChunk,
  uploadWhole,
} from '../api/homework-api.ts';

/** Uploads a homework attachment to the study endpoints (chunked above CHUNKED_THRESHOLD). */
export function uploadAttachment(
  homeworkId: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TStoredFile> {
  return uploadInChunks(
    {
      whole: async (f) => (await uploadWhole(homeworkId, f)).file,
      init: (body) => initChunkedUpload({ homeworkId, ...body }),
      sendChunk,
      complete: (uploadId) => completeChunkedUpload(uploadId, homeworkId),
    },
    file,
    onProgress,
    signal,
  );
}

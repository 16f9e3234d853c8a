import { uploadInChunks } from '@ascent/client/api';
import {
  checkImageSize,
  checkUpload,
  readImageSize,
  type TStoredFile,
  type UploadKind,
} from '@ascent/shared/files';
import { completeChunkedUpload, initChunkedUpload, sendChunk, uploadWhole } from './upload-api.ts';

/**
 * The shared upload rule, in the browser, before anything is sent: the format, size 0, the
 * kind's maximum, and a cover's pixel size (read from the picture's header, as the server
 * does). Returns the refusal as a catalogue ref, or null.
 */
export async function checkBeforeUpload(kind: UploadKind, file: File): Promise<string | null> {
  const problem = checkUpload(kind, file.name, file.size);
  if (problem) return problem;
  if (kind === 'cover') {
    const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
    const size = readImageSize(head);
    if (!size) return 'files.imageUnreadable';
    return checkImageSize(kind, size);
  }
  return null;
}

/** Uploads a file of `kind` to the manage endpoints (chunked above CHUNKED_THRESHOLD). */
export function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TStoredFile> {
  return uploadInChunks(
    {
      whole: (f) => uploadWhole(kind, f),
      init: (body) => initChunkedUpload({ kind, ...body }),
      sendChunk,
      complete: completeChunkedUpload,
    },
    file,
    onProgress,
    signal,
  );
}

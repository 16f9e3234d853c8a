import {
  CHUNKED_THRESHOLD,
  CHUNK_SIZE,
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

/**
 * Uploads a file: in one request up to CHUNKED_THRESHOLD, else in CHUNK_SIZE parts through
 * the resumable upload (a new attempt, even after a reload, sends only the missing parts).
 * `onProgress` gets 0..100.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TStoredFile> {
  if (file.size <= CHUNKED_THRESHOLD) {
    onProgress(0);
    const stored = await uploadWhole(kind, file);
    onProgress(100);
    return stored;
  }
  const session = await initChunkedUpload({
    kind,
    name: file.name,
    size: file.size,
    chunkSize: CHUNK_SIZE,
  });
  const have = new Set(session.receivedChunks);
  let done = have.size;
  onProgress(Math.floor((done / session.chunkCount) * 99));
  for (let i = 0; i < session.chunkCount; i++) {
    if (have.has(i)) continue;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const start = i * session.chunkSize;
    await sendChunk(session.uploadId, i, file.slice(start, start + session.chunkSize), signal);
    done++;
    onProgress(Math.floor((done / session.chunkCount) * 99));
  }
  const stored = await completeChunkedUpload(session.uploadId);
  onProgress(100);
  return stored;
}

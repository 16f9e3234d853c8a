import { CHUNKED_THRESHOLD, CHUNK_SIZE, type TStoredFile } from '@ascent/shared/files';
import {
  completeChunkedUpload,
  initChunkedUpload,
  sendChunk,
  uploadWhole,
} from '../api/homework-api.ts';

/**
 * Uploads a homework attachment: in one request up to CHUNKED_THRESHOLD, else in CHUNK_SIZE
 * parts through the resumable upload (a new attempt, even after a reload, sends only the
 * missing parts). `onProgress` gets 0..100.
 */
export async function uploadAttachment(
  homeworkId: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TStoredFile> {
  if (file.size <= CHUNKED_THRESHOLD) {
    onProgress(0);
    const { file: stored } = await uploadWhole(homeworkId, file);
    onProgress(100);
    return stored;
  }
  const session = await initChunkedUpload({
    homeworkId,
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
  const stored = await completeChunkedUpload(session.uploadId, homeworkId);
  onProgress(100);
  return stored;
}

import {
  CHUNKED_THRESHOLD,
  CHUNK_SIZE,
  type TChunkInitResponse,
  type TStoredFile,
} from '@ascent/shared/files';

/** The four requests of one upload endpoint family (each site binds its own paths and fields). */
export type UploadTransport = {
  /** One-request upload, for files up to CHUNKED_THRESHOLD. */
  whole: (file: File) => Promise<TStoredFile>;
  /** Opens (or resumes) a chunked upload; the answer lists the parts the server already has. */
  init: (body: { name: string; size: number; chunkSize: number }) => Promise<TChunkInitResponse>;
  sendChunk: (
    uploadId: string,
    index: number,
    chunk: Blob,
    signal?: AbortSignal,
  ) => Promise<unknown>;
  complete: (uploadId: string) => Promise<TStoredFile>;
};

/**
 * Uploads a file: in one request up to CHUNKED_THRESHOLD, else in CHUNK_SIZE parts through
 * the resumable upload (a new attempt, even after a reload, sends only the missing parts).
 * `onProgress` gets 0..100.
 */
export async function uploadInChunks(
  transport: UploadTransport,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TStoredFile> {
  if (file.size <= CHUNKED_THRESHOLD) {
    onProgress(0);
    const stored = await transport.whole(file);
    onProgress(100);
    return stored;
  }
  const session = await transport.init({ name: file.name, size: file.size, chunkSize: CHUNK_SIZE });
  const have = new Set(session.receivedChunks);
  let done = have.size;
  onProgress(Math.floor((done / session.chunkCount) * 99));
  for (let i = 0; i < session.chunkCount; i++) {
    if (have.has(i)) continue;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const start = i * session.chunkSize;
    await transport.sendChunk(
      session.uploadId,
      i,
      file.slice(start, start + session.chunkSize),
      signal,
    );
    done++;
    onProgress(Math.floor((done / session.chunkCount) * 99));
  }
  const stored = await transport.complete(session.uploadId);
  onProgress(100);
  return stored;
}

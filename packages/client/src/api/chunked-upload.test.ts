import { CHUNKED_THRESHOLD, CHUNK_SIZE, type TStoredFile } from '@ascent/shared/files';
import { describe, expect, it } from 'vitest';
import { uploadInChunks, type UploadTransport } from './chunked-upload.ts';

const stored = { id: 7 } as unknown as TStoredFile;

function fakeTransport(received: number[], chunkCount: number) {
  const calls: string[] = [];
  const transport: UploadTransport = {
    whole: async () => {
      calls.push('whole');
      return stored;
    },
    init: async (body) => {
      calls.push(`init ${body.size} ${body.chunkSize}`);
      return { uploadId: 'u1', receivedChunks: received, chunkSize: CHUNK_SIZE, chunkCount };
    },
    sendChunk: async (uploadId, index, chunk) => {
      calls.push(`chunk ${uploadId} ${index} ${chunk.size}`);
      return { receivedChunks: [] };
    },
    complete: async (uploadId) => {
      calls.push(`complete ${uploadId}`);
      return stored;
    },
  };
  return { calls, transport };
}

describe('uploadInChunks', () => {
  it('sends a small file in one request', async () => {
    const { calls, transport } = fakeTransport([], 0);
    const progress: number[] = [];
    const file = new File(['hello'], 'a.txt');
    expect(await uploadInChunks(transport, file, (p) => progress.push(p))).toBe(stored);
    expect(calls).toEqual(['whole']);
    expect(progress).toEqual([0, 100]);
  });

  it('sends only the missing parts of a resumed upload, then completes', async () => {
    const size = CHUNKED_THRESHOLD + 1;
    const count = Math.ceil(size / CHUNK_SIZE);
    const { calls, transport } = fakeTransport([0], count);
    const progress: number[] = [];
    const file = new File([new Uint8Array(size)], 'big.bin');
    await uploadInChunks(transport, file, (p) => progress.push(p));
    expect(calls[0]).toBe(`init ${size} ${CHUNK_SIZE}`);
    expect(calls.filter((c) => c.startsWith('chunk u1 0 '))).toEqual([]);
    expect(calls.filter((c) => c.startsWith('chunk '))).toHaveLength(count - 1);
    expect(calls.at(-1)).toBe('complete u1');
    expect(progress.at(-1)).toBe(100);
  });

  it('stops with an AbortError once the signal is aborted', async () => {
    const size = CHUNKED_THRESHOLD + 1;
    const { transport } = fakeTransport([], Math.ceil(size / CHUNK_SIZE));
    const controller = new AbortController();
    controller.abort();
    const file = new File([new Uint8Array(size)], 'big.bin');
    await expect(uploadInChunks(transport, file, () => {}, controller.signal)).rejects.toThrow(
      'aborted',
    );
  });
});

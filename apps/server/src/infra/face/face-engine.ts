import { Worker } from 'node:worker_threads';
import type { FaceReading } from './face-reader.ts';

export type { FaceReading, FoundFace } from './face-reader.ts';

/**
 * Face recognition behind one interface (docs/decisions.md, "Face recognition"): the server
 * asks an engine for the faces of a photo and their 128-number descriptors, and compares
 * descriptors by Euclidean distance. The built-in engine runs face-api's models on
 * TensorFlow.js's WebAssembly backend in a worker thread; tests and deployments may hand the
 * app another engine.
 */
export interface FaceEngine {
  /** The faces of a JPEG or PNG, or 'unreadable' when it is neither (or is too large). */
  read(photo: Uint8Array): Promise<FaceReading>;
  close(): Promise<void>;
}

/** FACE_ENGINE: 'builtin' (face-api on wasm) or 'off' (no face calls, exams' face match refused). */
export type FaceEngineKind = 'builtin' | 'off';

/**
 * Two descriptors are the same person when their distance is at most this. face-api's own
 * default is 0.6; the package's six sample photos hold 22 different women, and 35 pairs of them
 * come under 0.6 (the nearest at 0.44), so the server is stricter (decisions.md).
 */
export const FACE_MATCH_DISTANCE = 0.4;

export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

export function sameFace(a: readonly number[], b: readonly number[]): boolean {
  return faceDistance(a, b) <= FACE_MATCH_DISTANCE;
}

const FACE_WORKER = new URL('./face-worker.ts', import.meta.url);
/** A photo the worker has not read in this time is unreadable (the first one loads the models). */
const READ_TIMEOUT_MS = 60_000;

/**
 * The built-in engine: one worker thread per process, started by the first photo (so nothing
 * is loaded until a face call comes), kept for the next; a worker that crashes is replaced
 * by the next call.
 */
export function createBuiltinFaceEngine(): FaceEngine {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (r: FaceReading) => void; timer: NodeJS.Timeout }>();
  const settle = (id: number, reading: FaceReading) => {
    const job = waiting.get(id);
    if (!job) return;
    waiting.delete(id);
    clearTimeout(job.timer);
    job.resolve(reading);
    // An idle worker does not keep the process alive; one with work does.
    if (waiting.size === 0) worker?.unref();
  };
  const failAll = () => {
    for (const id of [...waiting.keys()]) settle(id, { ok: false, reason: 'unreadable' });
  };
  const start = () => {
    if (worker) return worker;
    const w = new Worker(FACE_WORKER, { resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    w.on('message', (m: { id: number; reading: FaceReading }) => settle(m.id, m.reading));
    const gone = () => {
      if (worker === w) worker = undefined;
      failAll();
    };
    w.on('error', gone);
    w.on('exit', gone);
    worker = w;
    return w;
  };
  return {
    read(photo) {
      const w = start();
      const id = nextId++;
      return new Promise<FaceReading>((resolve) => {
        const timer = setTimeout(() => {
          settle(id, { ok: false, reason: 'unreadable' });
          // A stuck worker is replaced.
          if (worker === w) {
            worker = undefined;
            void w.terminate();
          }
        }, READ_TIMEOUT_MS);
        waiting.set(id, { resolve, timer });
        w.ref();
        w.postMessage({ id, data: photo });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      failAll();
      if (w) await w.terminate();
    },
  };
}

import { parentPort } from 'node:worker_threads';
import { readFaces } from './face-reader.ts';

/**
 * The face worker thread (started once per process by the built-in engine, face-engine.ts): it
 * loads the models on its first job and keeps them, reading one photo at a time, so a face
 * check never stalls the other requests of the process. Only erasable TypeScript here.
 */
interface FaceJob {
  id: number;
  data: Uint8Array;
}

parentPort?.on('message', (job: FaceJob) => {
  readFaces(job.data).then(
    (reading) => parentPort?.postMessage({ id: job.id, reading }),
    () => parentPort?.postMessage({ id: job.id, reading: { ok: false, reason: 'unreadable' } }),
  );
});

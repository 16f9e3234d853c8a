import { parentPort, workerData } from 'node:worker_threads';
import { readGrid, type GridJob } from './sheet-grid.ts';

/**
 * The spreadsheet worker thread: one per upload being read (started by `readSheet` in
 * `xlsx.ts`), it reads the sheet and posts the rows back, then ends. Runs as plain Node
 * (type stripping), so only erasable TypeScript here and in what it imports.
 */
const job = workerData as GridJob;
parentPort?.postMessage(readGrid(job.data, job.maxRows, job.format));

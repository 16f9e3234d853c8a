import os from 'node:os';
import { Worker } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { formatSize } from '@ascent/shared/common';
import {
  ARCHIVE_LIMITS,
  isBomb,
  type ArchiveLimits,
  type ArchiveProblem,
} from './archive-guard.ts';
import { fail, type AppError } from './errors.ts';
import type { GridJob, GridReading, SheetFormat } from './sheet-grid.ts';
import type { FastifyReply } from 'fastify';
import { XLSX_MIME } from '@ascent/shared/api';

/** The xlsx and file-download helpers every module's imports and exports share. */

/** `attachment` with an ASCII name and the UTF-8 one (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers an xlsx workbook as a download (the raw reply of every export and template). */
export function sendWorkbook(reply: FastifyReply, filename: string, bytes: Buffer | Uint8Array) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(filename))
    .send(bytes);
}

export interface SheetSpec {
  name: string;
  rows: unknown[][];
  /** Column widths in characters. */
  widths: number[];
}

/** A workbook of the given sheets, as the bytes of an .xlsx. */
export function buildWorkbook(sheets: readonly SheetSpec[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(s.rows);
    sheet['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, s.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** One body row of an upload: its number in the sheet (the header is row 1) and its cells. */
export interface SheetRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

export type SheetReading<C extends string> =
  | { ok: true; rows: SheetRow<C>[]; columns: Set<C> }
  | { ok: false; reason: 'unreadable' | 'empty' | 'tooMany' };

/** How a refused zip reads to the person who uploaded it (ret 1). */
export function archiveError(problem: ArchiveProblem, limits: ArchiveLimits): AppError {
  return problem === 'tooLarge'
    ? fail('upload.archiveTooLarge', { max: formatSize(limits.maxTotalBytes) })
    : fail('upload.archiveUnsafe');
}

// Reading an upload runs in a worker thread, one per upload, a few at a time: one import
// never stalls the other requests of the process (docs/decisions.md, "Zip bombs").
const SHEET_WORKER = new URL('./sheet-worker.ts', import.meta.url);
const MAX_PARALLEL_READS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
const READ_TIMEOUT_MS = 120_000;
const READ_HEAP_MB = 1024;
let readsRunning = 0;
const waitingReads: (() => void)[] = [];

/** How many uploads are being read in worker threads right now (queued ones not counted). */
export const sheetReadsRunning = (): number => readsRunning;

async function takeReadSlot(): Promise<void> {
  if (readsRunning < MAX_PARALLEL_READS) {
    readsRunning++;
    return;
  }
  await new Promise<void>((resolve) => waitingReads.push(resolve));
}

function releaseReadSlot(): void {
  const next = waitingReads.shift();
  if (next) next();
  else readsRunning--;
}

/** The grid of an upload, read by a worker thread; a crash, timeout or heap overrun is 'unreadable'. */
async function readGridOffThread(job: GridJob): Promise<GridReading> {
  await takeReadSlot();
  try {
    return await new Promise<GridReading>((resolve) => {
      const worker = new Worker(SHEET_WORKER, {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
      });
      let settled = false;
      const settle = (reading: GridReading) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(reading);
      };
      const timer = setTimeout(() => {
        settle({ ok: false, reason: 'unreadable' });
        void worker.terminate();
      }, READ_TIMEOUT_MS);
      worker.once('message', (reading: GridReading) => settle(reading));
      worker.once('error', () => settle({ ok: false, reason: 'unreadable' }));
      worker.once('exit', () => settle({ ok: false, reason: 'unreadable' }));
    });
  } finally {
    releaseReadSlot();
  }
}

/**
 * The first sheet of an upload (.xlsx, or .xls when `format` says so), read off the event
 * loop: the header row names the columns (through `mapHeader`; a column it does not know is
 * ignored, and the first of two same-named columns wins); blank rows are skipped. An .xlsx
 * that fails the zip guard (a zip bomb) is refused with `upload.archiveTooLarge` or
 * `upload.archiveUnsafe` before anything is parsed.
 */
export async function readSheet<C extends string>(
  data: Buffer,
  maxRows: number,
  mapHeader: (cells: readonly string[]) => (C | undefined)[],
  format: SheetFormat = 'xlsx',
): Promise<SheetReading<C>> {
  const grid = await readGridOffThread({ data, maxRows, format });
  if (!grid.ok) {
    if (grid.reason === 'archive') {
      if (isBomb(grid.problem)) throw archiveError(grid.problem, ARCHIVE_LIMITS.spreadsheet);
      return { ok: false, reason: 'unreadable' };
    }
    return { ok: false, reason: grid.reason };
  }
  const columns = mapHeader(grid.header);
  const rows = grid.rows.map(({ row, values }) => {
    const sheetRow: SheetRow<C> = { row, cells: {} };
    for (const [j, column] of columns.entries())
      if (column && sheetRow.cells[column] === undefined) sheetRow.cells[column] = values[j] ?? '';
    return sheetRow;
  });
  return {
    ok: true,
    rows,
    columns: new Set(columns.filter((c): c is C => c !== undefined)),
  };
}

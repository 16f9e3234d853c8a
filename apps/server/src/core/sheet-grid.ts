import * as XLSX from '@e965/xlsx';
import {
  ARCHIVE_LIMITS,
  ArchiveRefused,
  checkZipBuffer,
  type ArchiveProblem,
} from './archive-guard.ts';

/**
 * The first sheet of an upload as rows of text: what the spreadsheet worker thread
 * (`sheet-worker.ts`) does off the event loop. An .xlsx passes the zip guard before SheetJS
 * opens it; an .xls (an OLE compound file, not compressed) is bounded by the upload's size.
 * The result is plain data, so it crosses to the main thread by structured clone.
 */

export type SheetFormat = 'xlsx' | 'xls';

export interface GridRow {
  /** The row's number in the sheet (the header is row 1 when the sheet starts at A1). */
  row: number;
  values: string[];
}

export type GridReading =
  | { ok: true; header: string[]; rows: GridRow[] }
  | { ok: false; reason: 'unreadable' | 'empty' | 'tooMany' }
  | { ok: false; reason: 'archive'; problem: ArchiveProblem };

export interface GridJob {
  data: Uint8Array;
  maxRows: number;
  format: SheetFormat;
}

const ZIP_MAGIC = 0x04034b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * The header row and the non-blank body rows of the first sheet, at most `maxRows` of them
 * (one more is 'tooMany'). Only the signature of the format is accepted: SheetJS would
 * otherwise read any text as CSV.
 */
export function readGrid(bytes: Uint8Array, maxRows: number, format: SheetFormat): GridReading {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'xlsx') {
    if (data.length < 4 || data.readUInt32LE(0) !== ZIP_MAGIC)
      return { ok: false, reason: 'unreadable' };
    try {
      checkZipBuffer(data, ARCHIVE_LIMITS.spreadsheet);
    } catch (err) {
      if (err instanceof ArchiveRefused)
        return { ok: false, reason: 'archive', problem: err.problem };
      throw err;
    }
  } else if (data.length < 8 || !data.subarray(0, 8).equals(OLE_MAGIC)) {
    return { ok: false, reason: 'unreadable' };
  }
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', dense: true, cellDates: false, cellHTML: false });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet || !sheet['!ref']) return { ok: false, reason: 'empty' };
  const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const [header, ...body] = grid;
  if (!header) return { ok: false, reason: 'empty' };
  const rows: GridRow[] = [];
  for (const [i, cells] of body.entries()) {
    const values = cells.map(text);
    if (values.every((v) => !v.trim())) continue;
    if (rows.length >= maxRows) return { ok: false, reason: 'tooMany' };
    rows.push({ row: start + i + 2, values });
  }
  if (!rows.length) return { ok: false, reason: 'empty' };
  return { ok: true, header: header.map(text), rows };
}

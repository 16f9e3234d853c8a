import * as XLSX from '@e965/xlsx';

/** The xlsx and file-download helpers every module's imports and exports share. */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII name and the UTF-8 one (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
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

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * The first sheet of an upload: the header row names the columns (through `mapHeader`; a
 * column it does not know is ignored, and the first of two same-named columns wins); blank
 * rows are skipped.
 */
export function readSheet<C extends string>(
  data: Buffer,
  maxRows: number,
  mapHeader: (cells: readonly string[]) => (C | undefined)[],
): SheetReading<C> {
  // An .xlsx is a zip; SheetJS would otherwise read any text as CSV.
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50)
    return { ok: false, reason: 'unreadable' };
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
  const columns = mapHeader(header.map(text));
  const rows: SheetRow<C>[] = [];
  for (const [i, cells] of body.entries()) {
    const values = cells.map(text);
    if (values.every((v) => !v.trim())) continue;
    if (rows.length >= maxRows) return { ok: false, reason: 'tooMany' };
    const row: SheetRow<C> = { row: start + i + 2, cells: {} };
    for (const [j, column] of columns.entries())
      if (column && row.cells[column] === undefined) row.cells[column] = values[j] ?? '';
    rows.push(row);
  }
  if (!rows.length) return { ok: false, reason: 'empty' };
  return {
    ok: true,
    rows,
    columns: new Set(columns.filter((c): c is C => c !== undefined)),
  };
}

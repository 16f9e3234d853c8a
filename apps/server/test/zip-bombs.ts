import zlib from 'node:zlib';

/**
 * Zip bombs made in memory for the archive guard's tests (nothing binary is committed): a
 * hand-written zip container around raw deflate data, so sizes can be declared honestly or
 * as lies, and entries of hundreds of MB of repeated bytes deflated to a few hundred KB
 * without ever holding them unpacked.
 */

export interface RawZipEntry {
  name: string;
  /** 8 deflate, 0 stored. */
  method: 0 | 8;
  /** The bytes as stored in the zip (deflated already when method is 8). */
  data: Buffer;
  crc: number;
  /** The unpacked size written in the headers (the truth unless a test lies). */
  declaredSize: number;
}

const MB = 1024 * 1024;

/** An entry holding `text`, deflated (or stored with method 0). */
export function textEntry(name: string, text: string | Buffer, method: 0 | 8 = 8): RawZipEntry {
  const raw = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return {
    name,
    method,
    data: method === 8 ? zlib.deflateRawSync(raw) : raw,
    crc: zlib.crc32(raw),
    declaredSize: raw.length,
  };
}

/**
 * An entry of `head`, then `megabytes` MB of `fill` bytes, then `tail`, deflated: each MB is
 * the same sync-flushed deflate block (about 1 KB), repeated, and a final empty block ends
 * the stream. A valid deflate stream whose unpacked size is never held in memory.
 */
export function bombEntry(
  name: string,
  megabytes: number,
  opts: { head?: string; tail?: string; fill?: number } = {},
): RawZipEntry {
  const head = Buffer.from(opts.head ?? '');
  const tail = Buffer.from(opts.tail ?? '');
  const chunk = Buffer.alloc(MB, opts.fill ?? 0x20);
  const flushed = (b: Buffer) =>
    zlib.deflateRawSync(b, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const block = flushed(chunk);
  const parts: Buffer[] = [];
  let crc = 0;
  if (head.length) {
    parts.push(flushed(head));
    crc = zlib.crc32(head, crc);
  }
  for (let i = 0; i < megabytes; i++) {
    parts.push(block);
    crc = zlib.crc32(chunk, crc);
  }
  if (tail.length) {
    parts.push(flushed(tail));
    crc = zlib.crc32(tail, crc);
  }
  parts.push(Buffer.from([0x03, 0x00])); // a final, empty fixed-Huffman block
  return {
    name,
    method: 8,
    data: Buffer.concat(parts),
    crc,
    declaredSize: head.length + megabytes * MB + tail.length,
  };
}

/** A zip of the entries: local headers and data, the central directory, its end record. */
export function writeZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(0x5a210000, 10); // 2025-01-01 00:00
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.data);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(e.method, 10);
    cd.writeUInt32LE(0x5a210000, 12);
    cd.writeUInt32LE(e.crc, 16);
    cd.writeUInt32LE(e.data.length, 20);
    cd.writeUInt32LE(e.declaredSize, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, name);
    offset += 30 + name.length + e.data.length;
  }
  const cdSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

const XLSX_PARTS = (sheet: RawZipEntry): RawZipEntry[] => [
  textEntry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ),
  textEntry(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ),
  textEntry(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="users" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  textEntry(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ),
  sheet,
];

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Account</t></is></c></row>';
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * An .xlsx whose sheet XML is `megabytes` MB of spaces (a few hundred KB packed): the zip
 * bomb of issue 12, with honest sizes in its headers.
 */
export function xlsxBomb(megabytes = 300): Buffer {
  return writeZip(
    XLSX_PARTS(
      bombEntry('xl/worksheets/sheet1.xml', megabytes, { head: SHEET_HEAD, tail: SHEET_TAIL }),
    ),
  );
}

/**
 * The same bomb lying about its size: the sheet declares 64 KB (a plausible ratio) and
 * inflates to `megabytes` MB.
 */
export function xlsxLyingBomb(megabytes = 300): Buffer {
  const sheet = bombEntry('xl/worksheets/sheet1.xml', megabytes, {
    head: SHEET_HEAD,
    tail: SHEET_TAIL,
  });
  return writeZip(XLSX_PARTS({ ...sheet, declaredSize: 64 * 1024 }));
}

/** A .docx whose document.xml is `megabytes` MB of spaces. */
export function docxBomb(megabytes = 300): Buffer {
  return writeZip([
    textEntry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    textEntry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    bombEntry('word/document.xml', megabytes, {
      head:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
      tail: '<w:p><w:r><w:t>bomb</w:t></w:r></w:p></w:body></w:document>',
    }),
  ]);
}

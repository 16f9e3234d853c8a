import fsp from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * The zip guard (zip bombs): every zip the server opens — spreadsheets, packages, Office
 * documents — is first checked from its central directory, without inflating anything:
 * the number of files, the total unpacked size every entry declares and each large entry's
 * unpacked:packed ratio. For a zip in memory that a library inflates itself (SheetJS trusts
 * the declared sizes), `checkZipBuffer` also inflates every entry with the declared size as a
 * hard cap, so a zip that lies about its sizes is refused before it is parsed. Nothing here
 * imports the rest of the server: it also runs inside the spreadsheet worker thread.
 */

export interface ArchiveLimits {
  /** The most all entries together may declare, unpacked (bytes). */
  maxTotalBytes: number;
  /** The most files (folders not counted). */
  maxEntries: number;
  /** The highest unpacked:packed ratio of an entry that declares more than `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
}

const MB = 1024 * 1024;

/** The limits per use (docs/decisions.md, "Zip bombs"). */
export const ARCHIVE_LIMITS = {
  /** Imported .xlsx (at most 10 MB uploaded, 20,000 rows). */
  spreadsheet: {
    maxTotalBytes: 100 * MB,
    maxEntries: 1_000,
    maxRatio: 100,
    ratioFromBytes: 4 * MB,
  },
  /** H5 and SCORM packages, unpacked to disk. */
  package: {
    maxTotalBytes: 2 * 1024 * MB,
    maxEntries: 20_000,
    maxRatio: 200,
    ratioFromBytes: 16 * MB,
  },
  /** docx, xlsx and pptx handed to LibreOffice for conversion. */
  document: {
    maxTotalBytes: 1024 * MB,
    maxEntries: 10_000,
    maxRatio: 100,
    ratioFromBytes: 16 * MB,
  },
} as const satisfies Record<string, ArchiveLimits>;

/**
 * Why a zip was refused: `notZip` and `corrupt` are unreadable files; the others are bombs
 * (too large unpacked, too many files, a suspicious ratio, sizes that lie).
 */
export type ArchiveProblem =
  'notZip' | 'corrupt' | 'tooLarge' | 'tooManyEntries' | 'ratio' | 'sizeMismatch';

export class ArchiveRefused extends Error {
  readonly problem: ArchiveProblem;
  constructor(problem: ArchiveProblem, detail: string) {
    super(`${problem}: ${detail}`);
    this.name = 'ArchiveRefused';
    this.problem = problem;
  }
}

/** The bombs, as opposed to files that are merely unreadable. */
export const isBomb = (p: ArchiveProblem): boolean => p !== 'notZip' && p !== 'corrupt';

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const SATURATED = 0xffffffff;
/** The largest central directory read from disk (20,000 records with long names fit). */
const MAX_DIRECTORY_BYTES = 64 * MB;

/** Zip64 sizes and offset of a central directory record, where its 32-bit fields are full. */
function zip64Fields(extra: Buffer, info: ZipEntryInfo): void {
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const next = () => {
        if (q + 8 > p + 4 + size) throw new ArchiveRefused('corrupt', 'short zip64 field');
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (info.uncompressedSize === SATURATED) info.uncompressedSize = next();
      if (info.compressedSize === SATURATED) info.compressedSize = next();
      if (info.localHeaderOffset === SATURATED) info.localHeaderOffset = next();
      return;
    }
    p += 4 + size;
  }
}

/**
 * The end of central directory record in `tail` (the last bytes of the zip, `tailStart` its
 * offset in the file): the last signature found, as readers do. Returns the entry count and
 * where the central directory is.
 */
function readEocd(
  tail: Buffer,
  tailStart: number,
  fileSize: number,
): { count: number; cdOffset: number; cdSize: number } {
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIG) continue;
    const onDisk = tail.readUInt16LE(i + 8);
    const total = tail.readUInt16LE(i + 10);
    const cdSize = tail.readUInt32LE(i + 12);
    const cdOffset = tail.readUInt32LE(i + 16);
    // Readers disagree on which count they use (SheetJS this disk's, yauzl the total).
    if (onDisk !== total) throw new ArchiveRefused('corrupt', 'entry counts differ');
    if (total === 0xffff) throw new ArchiveRefused('tooManyEntries', 'zip64 entry count');
    if (cdOffset === SATURATED || cdSize === SATURATED)
      throw new ArchiveRefused('corrupt', 'zip64 directory');
    if (cdOffset + cdSize > tailStart + i || cdOffset + cdSize > fileSize)
      throw new ArchiveRefused('corrupt', 'central directory out of bounds');
    return { count: total, cdOffset, cdSize };
  }
  throw new ArchiveRefused('notZip', 'no end of central directory');
}

/** The entries a central directory lists (`cd` starts at the directory's first record). */
function readCentralDirectory(cd: Buffer, count: number, fileSize: number): ZipEntryInfo[] {
  const entries: ZipEntryInfo[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CDH_SIG)
      throw new ArchiveRefused('corrupt', `bad central directory record ${n}`);
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    if (p + 46 + nameLen + extraLen + commentLen > cd.length)
      throw new ArchiveRefused('corrupt', `central directory record ${n} overruns`);
    const info: ZipEntryInfo = {
      name: cd.toString('utf8', p + 46, p + 46 + nameLen),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localHeaderOffset: cd.readUInt32LE(p + 42),
    };
    zip64Fields(cd.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), info);
    if (info.localHeaderOffset + 30 > fileSize)
      throw new ArchiveRefused('corrupt', `entry ${info.name} starts past the end`);
    entries.push(info);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Refuses a list of entries over the limits; declared sizes only, nothing is inflated. */
export function checkZipEntries(entries: readonly ZipEntryInfo[], limits: ArchiveLimits): void {
  let files = 0;
  let total = 0;
  for (const e of entries) {
    if (e.name.endsWith('/') && e.uncompressedSize === 0) continue;
    if (++files > limits.maxEntries)
      throw new ArchiveRefused('tooManyEntries', `more than ${limits.maxEntries} files`);
    if (
      e.uncompressedSize > limits.ratioFromBytes &&
      e.uncompressedSize / Math.max(e.compressedSize, 1) > limits.maxRatio
    )
      throw new ArchiveRefused(
        'ratio',
        `${e.name}: ${e.compressedSize} -> ${e.uncompressedSize} bytes`,
      );
    total += e.uncompressedSize;
    if (total > limits.maxTotalBytes)
      throw new ArchiveRefused('tooLarge', `more than ${limits.maxTotalBytes} bytes unpacked`);
  }
}

/** The entries of a zip in memory, from its central directory. */
export function listZipEntries(zip: Buffer): ZipEntryInfo[] {
  if (zip.length < EOCD_SIZE) throw new ArchiveRefused('notZip', 'too short');
  const { count, cdOffset, cdSize } = readEocd(zip, 0, zip.length);
  return readCentralDirectory(zip.subarray(cdOffset, cdOffset + cdSize), count, zip.length);
}

/**
 * Checks a zip in memory before a library that trusts its sizes opens it: the declared sizes
 * against `limits`, then every entry's data inflated with its declared size as the cap (the
 * data a reader finds through the local header, as SheetJS reads it). Throws ArchiveRefused.
 */
export function checkZipBuffer(zip: Buffer, limits: ArchiveLimits): ZipEntryInfo[] {
  const entries = listZipEntries(zip);
  checkZipEntries(entries, limits);
  for (const e of entries) {
    const at = e.localHeaderOffset;
    if (zip.readUInt32LE(at) !== LFH_SIG)
      throw new ArchiveRefused('corrupt', `${e.name}: no local header`);
    const method = zip.readUInt16LE(at + 8);
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const end = start + e.compressedSize;
    if (end > zip.length) throw new ArchiveRefused('corrupt', `${e.name}: data past the end`);
    if (method === 0) {
      if (e.compressedSize !== e.uncompressedSize)
        throw new ArchiveRefused('sizeMismatch', `${e.name}: stored sizes differ`);
      continue;
    }
    if (method !== 8) throw new ArchiveRefused('corrupt', `${e.name}: method ${method}`);
    let out: Buffer;
    try {
      out = zlib.inflateRawSync(zip.subarray(start, end), {
        maxOutputLength: Math.max(e.uncompressedSize, 1),
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ArchiveRefused('sizeMismatch', `${e.name}: inflates past its declared size`);
      throw new ArchiveRefused('corrupt', `${e.name}: ${(err as Error).message}`);
    }
    if (out.length !== e.uncompressedSize)
      throw new ArchiveRefused('sizeMismatch', `${e.name}: inflates to ${out.length} bytes`);
  }
  return entries;
}

/**
 * Checks a zip on disk from its central directory only (its tail and directory are read, no
 * data is inflated): for zips whose reader streams and checks real sizes itself (yauzl with
 * `validateEntrySizes`) or runs out of process (LibreOffice). Throws ArchiveRefused.
 */
export async function checkZipFile(file: string, limits: ArchiveLimits): Promise<void> {
  const fh = await fsp.open(file, 'r');
  try {
    const { size } = await fh.stat();
    if (size < EOCD_SIZE) throw new ArchiveRefused('notZip', 'too short');
    const tailStart = Math.max(0, size - EOCD_SIZE - MAX_COMMENT);
    const tail = Buffer.alloc(size - tailStart);
    await fh.read(tail, 0, tail.length, tailStart);
    const { count, cdOffset, cdSize } = readEocd(tail, tailStart, size);
    if (count > limits.maxEntries * 2 + 1_000)
      throw new ArchiveRefused('tooManyEntries', `${count} directory records`);
    if (cdSize > MAX_DIRECTORY_BYTES)
      throw new ArchiveRefused('tooManyEntries', `a central directory of ${cdSize} bytes`);
    const cd = Buffer.alloc(cdSize);
    await fh.read(cd, 0, cdSize, cdOffset);
    checkZipEntries(readCentralDirectory(cd, count, size), limits);
  } finally {
    await fh.close();
  }
}

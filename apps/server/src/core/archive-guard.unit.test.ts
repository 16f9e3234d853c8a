import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { bombEntry, textEntry, writeZip, xlsxBomb, xlsxLyingBomb } from '../../test/zip-bombs.ts';
import {
  ARCHIVE_LIMITS,
  ArchiveRefused,
  checkZipBuffer,
  checkZipFile,
  listZipEntries,
  type ArchiveLimits,
  type ArchiveProblem,
} from './archive-guard.ts';

const KB = 1024;
const MB = 1024 * KB;
/** Small limits, so each case is a few KB: 64 KB in all, 5 files, 10:1 above 8 KB. */
const SMALL: ArchiveLimits = {
  maxTotalBytes: 64 * KB,
  maxEntries: 5,
  maxRatio: 10,
  ratioFromBytes: 8 * KB,
};

const problemOf = (zip: Buffer, limits: ArchiveLimits = SMALL): ArchiveProblem | 'passed' => {
  try {
    checkZipBuffer(zip, limits);
    return 'passed';
  } catch (err) {
    if (err instanceof ArchiveRefused) return err.problem;
    throw err;
  }
};

/** Random bytes: they do not compress (ratio about 1). */
const noise = (n: number) =>
  Buffer.from(Array.from({ length: n }, () => (Math.random() * 256) | 0));

describe('the zip guard', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-guard-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes an ordinary workbook and lists its entries from the central directory', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a', 1]]), 'one');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
    expect(problemOf(xlsx, ARCHIVE_LIMITS.spreadsheet)).toBe('passed');
    const names = listZipEntries(xlsx).map((e) => e.name);
    expect(names).toContain('xl/worksheets/sheet1.xml');
    expect(names).toContain('[Content_Types].xml');
  });

  it('refuses an entry whose ratio is over the limit, only above its size floor', () => {
    // 7 KB of spaces: a high ratio, but under the 8 KB floor.
    expect(problemOf(writeZip([textEntry('small.txt', ' '.repeat(7 * KB))]))).toBe('passed');
    expect(problemOf(writeZip([textEntry('big.txt', ' '.repeat(9 * KB))]))).toBe('ratio');
    // 9 KB that does not compress: ratio about 1.
    expect(problemOf(writeZip([textEntry('noise.bin', noise(9 * KB))]))).toBe('passed');
  });

  it('refuses more than the total unpacked size, summed over entries', () => {
    const parts = (n: number) =>
      Array.from({ length: n }, (_, i) => textEntry(`p${i}.bin`, noise(15 * KB)));
    expect(problemOf(writeZip(parts(4)))).toBe('passed'); // 60 KB
    expect(problemOf(writeZip(parts(5)))).toBe('tooLarge'); // 75 KB
  });

  it('refuses too many files; folders do not count', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => textEntry(`f${i}.txt`, 'x'));
    const folders = Array.from({ length: 10 }, (_, i) => textEntry(`dir${i}/`, '', 0));
    expect(problemOf(writeZip([...folders, ...files(5)]))).toBe('passed');
    expect(problemOf(writeZip(files(6)))).toBe('tooManyEntries');
  });

  it('refuses sizes that lie: inflating stops at the declared size', () => {
    const honest = textEntry('a.txt', 'hello '.repeat(100));
    expect(problemOf(writeZip([honest]))).toBe('passed');
    expect(problemOf(writeZip([{ ...honest, declaredSize: 100 }]))).toBe('sizeMismatch');
    expect(problemOf(writeZip([{ ...honest, declaredSize: 2000 }]))).toBe('sizeMismatch');
    const stored = textEntry('s.txt', 'stored', 0);
    expect(problemOf(writeZip([{ ...stored, declaredSize: 5 }]))).toBe('sizeMismatch');
    // The real bomb, hiding 300 MB behind 64 KB, with the spreadsheet limits.
    expect(problemOf(xlsxLyingBomb(), ARCHIVE_LIMITS.spreadsheet)).toBe('sizeMismatch');
  });

  it('refuses the 300 MB spreadsheet bomb from its directory alone', () => {
    const bomb = xlsxBomb();
    expect(problemOf(bomb, ARCHIVE_LIMITS.spreadsheet)).toBe('ratio');
    // Even with no ratio limit, its total is over 100 MB.
    expect(problemOf(bomb, { ...ARCHIVE_LIMITS.spreadsheet, maxRatio: 2000 })).toBe('tooLarge');
  });

  it('tells a file that is no zip, or a broken one, from a bomb', () => {
    expect(problemOf(Buffer.from('account,name\nann,Ann\n'))).toBe('notZip');
    expect(problemOf(Buffer.alloc(0))).toBe('notZip');
    const zip = writeZip([textEntry('a.txt', 'hello')]);
    // The end record points past a cut directory.
    expect(problemOf(Buffer.concat([zip.subarray(0, 40), zip.subarray(zip.length - 22)]))).toBe(
      'corrupt',
    );
    // The two entry counts of the end record disagree (readers pick different ones).
    const counts = Buffer.from(zip);
    counts.writeUInt16LE(2, counts.length - 22 + 8);
    expect(problemOf(counts)).toBe('corrupt');
    // Deflate data that is cut short.
    const e = textEntry('b.txt', noise(2 * KB));
    expect(problemOf(writeZip([{ ...e, data: e.data.subarray(0, 100) }]))).toBe('corrupt');
  });

  it('checks a zip on disk from its tail and directory (packages, documents)', async () => {
    const file = (name: string, data: Buffer) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, data);
      return p;
    };
    const refused = async (p: string, limits: ArchiveLimits) =>
      checkZipFile(p, limits).then(
        () => 'passed',
        (err: unknown) => (err instanceof ArchiveRefused ? err.problem : String(err)),
      );
    const ok = file('ok.zip', writeZip([textEntry('index.html', '<p>hi</p>')]));
    expect(await refused(ok, ARCHIVE_LIMITS.package)).toBe('passed');
    const bomb = file(
      'bomb.zip',
      writeZip([textEntry('index.html', '<p>hi</p>'), bombEntry('filler.bin', 300, { fill: 0 })]),
    );
    expect(await refused(bomb, ARCHIVE_LIMITS.package)).toBe('ratio');
    expect(await refused(bomb, { ...ARCHIVE_LIMITS.package, maxTotalBytes: 200 * MB })).toBe(
      'ratio',
    );
    expect(await refused(bomb, { ...ARCHIVE_LIMITS.package, maxRatio: 2000 })).toBe('passed');
    // A zip comment after the directory is allowed; text is not a zip.
    const commented = Buffer.from(writeZip([textEntry('a.txt', 'a')]));
    commented.writeUInt16LE(5, commented.length - 2);
    expect(
      await refused(file('comment.zip', Buffer.concat([commented, Buffer.from('hello')])), SMALL),
    ).toBe('passed');
    expect(await refused(file('text.zip', Buffer.from('not a zip at all, no')), SMALL)).toBe(
      'notZip',
    );
  });
});

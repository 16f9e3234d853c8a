import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../config.ts';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import { createFileStorage } from './create-storage.ts';
import { FileTooLargeError, type FileStorage } from './file-storage.ts';

async function read(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored under the key');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every file under a folder (the disk's root, or s3rver's objects). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/**
 * The file storage's contract, the same on both backends: local disk, and the S3-compatible
 * object storage against a local S3 server (s3rver, signatures checked): a file stored whole
 * or not at all, the size limit, ranged reads, a big file through a multipart upload, a local
 * file moved in, packages written and removed, unsafe keys never served.
 */
describe.each(['disk', 's3'] as const)('file storage on %s', (backend) => {
  let s3: S3Server | null = null;
  let dataDir: string;
  let storage: FileStorage;
  /** What the backend keeps on disk (for "nothing kept"): the uploads or s3rver's objects. */
  let stored: () => string[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-storage-'));
    s3 = backend === 's3' ? await startS3Server() : null;
    const config = loadConfig({ DATA_DIR: dataDir, ...(s3?.env ?? {}) });
    expect(config.s3 === null).toBe(backend === 'disk');
    storage = await createFileStorage(config, 'contract/');
    stored = () =>
      s3
        ? filesUnder(s3.directory).filter((f) => f.endsWith('._S3rver_object'))
        : filesUnder(path.join(dataDir, 'uploads')).filter((f) => !f.includes('/_'));
  });
  afterAll(async () => {
    storage?.close?.();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a stream under a fresh key and reads it back, whole or a byte range', async () => {
    const body = Buffer.from('Ascent keeps every answer.');
    const put = await storage.put(Readable.from([body.subarray(0, 7), body.subarray(7)]), {
      ext: 'txt',
      folder: 'doc',
      maxBytes: 1024,
    });
    expect(put.key).toMatch(/^doc\/\d{6}\/[a-f0-9-]{36}\.txt$/);
    expect(put).toMatchObject({ size: body.length, url: `/api/files/${put.key}` });
    expect(await storage.size(put.key)).toBe(body.length);
    expect(await read(await storage.open(put.key))).toEqual(body);
    expect((await read(await storage.open(put.key, { start: 7, end: 11 }))).toString()).toBe(
      'keeps',
    );
    await storage.remove(put.key);
    expect(await storage.size(put.key)).toBeNull();
    expect(await storage.open(put.key)).toBeNull();
  });

  it('refuses a stream past the limit and keeps nothing of it', async () => {
    const before = stored().length;
    const chunk = Buffer.alloc(64 * 1024, 1);
    await expect(
      storage.put(Readable.from(Array.from({ length: 20 }, () => chunk)), {
        ext: 'bin',
        folder: 'doc',
        maxBytes: 100 * 1024,
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(stored().length).toBe(before);
  });

  it('stores a big file in parts and reads every byte back', async () => {
    const big = crypto.randomBytes(19 * 1024 * 1024);
    const parts = Array.from({ length: 19 }, (_, i) => big.subarray(i << 20, (i + 1) << 20));
    const put = await storage.put(Readable.from(parts), {
      ext: 'mp4',
      folder: 'video',
      maxBytes: 50 * 1024 * 1024,
    });
    expect(put.size).toBe(big.length);
    expect(sha(await read(await storage.open(put.key)))).toBe(sha(big));
    const tail = await read(
      await storage.open(put.key, { start: big.length - 10, end: big.length - 1 }),
    );
    expect(tail).toEqual(big.subarray(big.length - 10));
  });

  it('moves a finished local file in', async () => {
    const local = path.join(dataDir, 'converted.pdf');
    fs.writeFileSync(local, '%PDF-1.4\nconverted');
    const put = await storage.putFile(local, { ext: 'pdf', folder: 'conv' });
    expect(fs.existsSync(local)).toBe(false);
    expect(put.size).toBe(18);
    expect((await read(await storage.open(put.key))).toString()).toBe('%PDF-1.4\nconverted');
  });

  it('writes a package file by file, serves them by path, and removes the whole package', async () => {
    const root = storage.newPackageRoot();
    expect(root).toMatch(/^pkg\/[a-f0-9-]{36}$/);
    await storage.putPackageFile(root, 'index.html', Readable.from(['<h1>Lesson</h1>']));
    await storage.putPackageFile(root, 'media/clip one.js', Readable.from(['run()']));
    expect((await read(await storage.open(`${root}/media/clip one.js`))).toString()).toBe('run()');
    expect(await storage.size(`${root}/index.html`)).toBe(15);
    for (const bad of ['../escape.html', '/abs.html', 'a/../../b', 'a\\b.html'])
      await expect(storage.putPackageFile(root, bad, Readable.from(['x']))).rejects.toThrow(
        /unsafe package path/,
      );
    await storage.removePackage(root);
    expect(await storage.open(`${root}/index.html`)).toBeNull();
    expect(await storage.size(`${root}/media/clip one.js`)).toBeNull();
  });

  it('serves no unsafe or unknown key', async () => {
    for (const key of ['../etc/passwd', '_uploads/x', 'doc/202612/../../x.txt', 'pkg/x/../y'])
      expect(await storage.open(key)).toBeNull();
    expect(await storage.open(`doc/202612/${crypto.randomUUID()}.txt`)).toBeNull();
    expect(await storage.size(`doc/202612/${crypto.randomUUID()}.txt`)).toBeNull();
  });

  it("keeps a resumable upload's chunks: replaced when sent again, listed, read, dropped", async () => {
    const id = crypto.randomUUID();
    expect(await storage.chunkIndexes(id)).toEqual([]);
    await storage.putChunk(id, 10, Buffer.from('tenth'));
    await storage.putChunk(id, 2, Buffer.from('second, first try'));
    await storage.putChunk(id, 2, Buffer.from('second'));
    expect(await storage.chunkIndexes(id)).toEqual([2, 10]);
    expect((await storage.readChunk(id, 2))?.toString()).toBe('second');
    expect(await storage.readChunk(id, 3)).toBeNull();
    // Never servable as a file.
    expect(await storage.open(`_chunks/${id}/2`)).toBeNull();
    await storage.removeChunks(id);
    expect(await storage.chunkIndexes(id)).toEqual([]);
    expect(await storage.readChunk(id, 10)).toBeNull();
    for (const bad of ['../x', 'not-an-id', `${id}/../..`])
      await expect(storage.putChunk(bad, 0, Buffer.from('x'))).rejects.toThrow(/unsafe chunk/);
    await expect(storage.putChunk(id, -1, Buffer.from('x'))).rejects.toThrow(/unsafe chunk/);
  });

  it('gives a local working folder that is never a key', () => {
    const dir = storage.workDir('chunks');
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(path.basename(dir)).toBe('_chunks');
  });
});

describe('object storage that cannot be reached', () => {
  it('fails the upload instead of waiting forever', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-storage-'));
    const s3 = await startS3Server();
    const env = s3.env;
    await s3.close();
    const storage = await createFileStorage(loadConfig({ DATA_DIR: dataDir, ...env }));
    try {
      await expect(
        storage.put(Readable.from([Buffer.alloc(1024)]), {
          ext: 'txt',
          folder: 'doc',
          maxBytes: 4096,
        }),
      ).rejects.toThrow();
    } finally {
      storage.close?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

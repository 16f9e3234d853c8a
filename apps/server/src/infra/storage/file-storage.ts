import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the default), or an
 * S3-compatible object storage (s3-storage.ts) when S3_BUCKET is set (createFileStorage).
 */
export interface FileStorage {
  /** Stores a stream under a fresh key with the extension; fails (and keeps nothing) past maxBytes. */
  put(
    stream: Readable,
    opts: { ext: string; folder: string; maxBytes: number },
  ): Promise<StoredFile>;
  /** Moves a finished local file (an assembled upload, a converted PDF) in under a fresh key. */
  putFile(localPath: string, opts: { ext: string; folder: string }): Promise<StoredFile>;
  /** Writes one file of an unpacked package at `<root>/<relative path>` (root from newPackageRoot). */
  putPackageFile(root: string, relativePath: string, stream: Readable): Promise<void>;
  /** A fresh folder key for an unpacked package: `pkg/<uuid>`. */
  newPackageRoot(): string;
  /** Opens a stored file, or the inclusive byte range of it. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** The size of a stored file, or null when there is none under the key. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Removes a package folder and everything in it. */
  removePackage(root: string): Promise<void>;
  /** The public URL the API hands out for a key. */
  url(key: string): string;
  /**
   * A resumable upload's chunks, kept where every process of the site sees them (the storage
   * itself, never served): one written whole or not at all, sending it again replaces it.
   */
  putChunk(uploadId: string, index: number, body: Buffer): Promise<void>;
  /** The indexes of the chunks held for an upload, ascending. */
  chunkIndexes(uploadId: string): Promise<number[]>;
  /** One held chunk's bytes, or null. */
  readChunk(uploadId: string, index: number): Promise<Buffer | null>;
  /** Drops an upload's chunks (completed or expired). */
  removeChunks(uploadId: string): Promise<void>;
  /**
   * A private working folder on local disk, never served (assembling and receiving uploads,
   * conversion scratch space). Created when missing.
   */
  workDir(name: string): string;
  /** Lets go of what the storage holds open (connections), the server closing. */
  close?(): void;
}

export interface StoredFile {
  key: string;
  size: number;
  url: string;
}

export class FileTooLargeError extends Error {}

/** An upload's key: `<folder>/<yyyymm>/<uuid>.<ext>`. */
export const SAFE_KEY = /^[a-zA-Z0-9-]+\/\d{6}\/[a-f0-9-]+\.[a-z0-9]+$/;
/** An unpacked package's folder key: `pkg/<uuid>`. */
export const PACKAGE_ROOT = /^pkg\/[a-f0-9-]{36}$/;

/** A resumable upload's id (upload_sessions.id, a UUID): checked before it names a folder. */
export const UPLOAD_ID = /^[a-f0-9-]{36}$/;

/** Whether `uploadId` and `index` may name a chunk (never a path outside the chunks). */
export function checkChunkName(uploadId: string, index = 0): void {
  if (!UPLOAD_ID.test(uploadId) || !Number.isInteger(index) || index < 0)
    throw new Error(`unsafe chunk name ${uploadId}/${index}`);
}

/** A fresh key for a file in `folder`: `<folder>/<yyyymm>/<uuid>.<ext>`. */
export function freshKey(folder: string, ext: string): string {
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  return `${folder}/${month}/${crypto.randomUUID()}.${ext}`;
}

/**
 * A relative path inside a package, checked segment by segment: no absolute path, no drive,
 * no `.` or `..`, no backslash, no control characters. Returns the normalised path or null.
 */
export function safePackagePath(relative: string): string | null {
  if (!relative || relative.length > 1024 || relative.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]|^[A-Za-z]:/.test(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.length > 255)) return null;
  return segments.join('/');
}

/** A fresh folder key for an unpacked package: `pkg/<uuid>`. */
export const newPackageRoot = () => `pkg/${crypto.randomUUID()}`;

/** A package file's checked path inside its folder (`root` from newPackageRoot); throws if unsafe. */
export function packageFilePath(root: string, relativePath: string): string {
  const rel = safePackagePath(relativePath);
  if (!PACKAGE_ROOT.test(root) || !rel) throw new Error(`unsafe package path ${relativePath}`);
  return rel;
}

/** Whether a key names something this storage may serve: an upload or a file in a package. */
export function isServable(key: string): boolean {
  if (SAFE_KEY.test(key)) return true;
  const m = /^(pkg\/[a-f0-9-]{36})\/(.+)$/.exec(key);
  return !!m && safePackagePath(m[2]!) !== null;
}

/**
 * A pipeline step that passes the bytes on and fails with FileTooLargeError once more than
 * `maxBytes` have passed; `onBytes` hears the running total.
 */
export function limitBytes(maxBytes: number, onBytes: (total: number) => void) {
  return async function* (source: AsyncIterable<Buffer>) {
    let total = 0;
    for await (const chunk of source) {
      total += chunk.length;
      onBytes(total);
      if (total > maxBytes) throw new FileTooLargeError();
      yield chunk;
    }
  };
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
    fs.mkdirSync(root, { recursive: true });
  }

  async put(
    stream: Readable,
    opts: { ext: string; folder: string; maxBytes: number },
  ): Promise<StoredFile> {
    const key = freshKey(opts.folder, opts.ext);
    const target = path.join(this.root, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.part`;
    let size = 0;
    try {
      await pipeline(
        stream,
        limitBytes(opts.maxBytes, (n) => (size = n)),
        fs.createWriteStream(tmp),
      );
      // A rename makes the file appear whole or not at all.
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    return { key, size, url: this.url(key) };
  }

  async putFile(localPath: string, opts: { ext: string; folder: string }): Promise<StoredFile> {
    const key = freshKey(opts.folder, opts.ext);
    const target = path.join(this.root, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(localPath, target);
    } catch {
      // Another file system (a temporary folder): copy, then make it appear at once.
      await fsp.copyFile(localPath, `${target}.part`);
      await fsp.rename(`${target}.part`, target);
      await fsp.rm(localPath, { force: true });
    }
    const { size } = await fsp.stat(target);
    return { key, size, url: this.url(key) };
  }

  newPackageRoot(): string {
    return newPackageRoot();
  }

  async putPackageFile(root: string, relativePath: string, stream: Readable): Promise<void> {
    const rel = packageFilePath(root, relativePath);
    const base = path.join(this.root, root);
    const target = path.resolve(base, rel);
    // Belt and braces: the checked path must stay inside the package folder.
    if (!target.startsWith(base + path.sep)) throw new Error(`unsafe package path ${relativePath}`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(stream, fs.createWriteStream(target));
  }

  async open(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!isServable(key)) return null;
    const file = path.join(this.root, key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
    } catch {
      return null;
    }
    return fs.createReadStream(file, range);
  }

  async size(key: string): Promise<number | null> {
    if (!isServable(key)) return null;
    try {
      const stat = await fsp.stat(path.join(this.root, key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (!SAFE_KEY.test(key)) return;
    await fsp.rm(path.join(this.root, key), { force: true });
  }

  async removePackage(root: string): Promise<void> {
    if (!PACKAGE_ROOT.test(root)) return;
    await fsp.rm(path.join(this.root, root), { recursive: true, force: true });
  }

  url(key: string): string {
    return `/api/files/${key}`;
  }

  private chunkDir(uploadId: string) {
    return path.join(this.workDir('chunks'), uploadId);
  }

  async putChunk(uploadId: string, index: number, body: Buffer): Promise<void> {
    checkChunkName(uploadId, index);
    const dir = this.chunkDir(uploadId);
    await fsp.mkdir(dir, { recursive: true });
    const part = path.join(dir, `${index}.${crypto.randomBytes(4).toString('hex')}.part`);
    await fsp.writeFile(part, body);
    await fsp.rename(part, path.join(dir, String(index)));
  }

  async chunkIndexes(uploadId: string): Promise<number[]> {
    checkChunkName(uploadId);
    try {
      const names = await fsp.readdir(this.chunkDir(uploadId));
      return names
        .filter((n) => /^\d+$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      return [];
    }
  }

  async readChunk(uploadId: string, index: number): Promise<Buffer | null> {
    checkChunkName(uploadId, index);
    try {
      return await fsp.readFile(path.join(this.chunkDir(uploadId), String(index)));
    } catch {
      return null;
    }
  }

  async removeChunks(uploadId: string): Promise<void> {
    checkChunkName(uploadId);
    await fsp.rm(this.chunkDir(uploadId), { recursive: true, force: true });
  }

  workDir(name: string): string {
    // A leading underscore: never a servable key (keys start with [a-zA-Z0-9-]).
    const dir = path.join(this.root, `_${name.replace(/[^a-z0-9-]/g, '')}`);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }
}

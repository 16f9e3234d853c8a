import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk under DATA_DIR/uploads now; object storage later. */
export interface FileStorage {
  /** Stores a stream under a fresh key with the extension; fails (and keeps nothing) past maxBytes. */
  put(
    stream: Readable,
    opts: { ext: string; folder: string; maxBytes: number },
  ): Promise<StoredFile>;
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** The public URL the API hands out for a key. */
  url(key: string): string;
}

export interface StoredFile {
  key: string;
  size: number;
  url: string;
}

export class FileTooLargeError extends Error {}

const SAFE_KEY = /^[a-z0-9-]+\/\d{6}\/[a-f0-9-]+\.[a-z0-9]+$/;

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
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const key = `${opts.folder}/${month}/${crypto.randomUUID()}.${opts.ext}`;
    const target = path.join(this.root, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.part`;
    let size = 0;
    try {
      await pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > opts.maxBytes) throw new FileTooLargeError();
            yield chunk;
          }
        },
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

  async open(key: string): Promise<Readable | null> {
    if (!SAFE_KEY.test(key)) return null;
    const file = path.join(this.root, key);
    try {
      await fsp.access(file);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    if (!SAFE_KEY.test(key)) return;
    await fsp.rm(path.join(this.root, key), { force: true });
  }

  url(key: string): string {
    return `/api/files/${key}`;
  }
}

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkChunkName,
  FileTooLargeError,
  freshKey,
  isServable,
  limitBytes,
  newPackageRoot,
  PACKAGE_ROOT,
  packageFilePath,
  SAFE_KEY,
  type FileStorage,
  type StoredFile,
} from './file-storage.ts';

/** The object storage settings (S3_*; docs/decisions.md "Object storage"). */
export interface S3StorageConfig {
  /** The S3-compatible service's address; '' for AWS's own (by the region). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Put before every key in the bucket (several sites, or tests, sharing one bucket). */
  prefix: string;
}

/** lib-storage's part size: a file over it goes up as a multipart upload, parts in parallel. */
const PART_BYTES = 8 * 1024 * 1024;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible object storage (AWS S3, MinIO, Ceph, Aliyun OSS, Tencent COS…),
 * the second backend beside the local disk: the same keys, each stored as one object under the
 * configured prefix; big files as multipart uploads; ranged reads for video and downloads.
 * Checksums are sent and checked only when the operation requires them, since many
 * S3-compatible servers do not understand the SDK's default trailing checksums.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly scratch: string;

  constructor(config: S3StorageConfig, scratchRoot: string) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.scratch = scratchRoot;
  }

  private name(key: string) {
    return `${this.prefix}${key}`;
  }

  /** Streams `body` to the object named `key`; the object appears whole or not at all. */
  private async upload(key: string, body: Readable, contentLength?: number): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.name(key),
        Body: body,
        ...(contentLength === undefined ? {} : { ContentLength: contentLength }),
      },
      partSize: PART_BYTES,
      queueSize: 2,
      // A failed multipart upload is aborted, so no parts are left behind.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async put(
    stream: Readable,
    opts: { ext: string; folder: string; maxBytes: number },
  ): Promise<StoredFile> {
    const key = freshKey(opts.folder, opts.ext);
    let size = 0;
    const counted = new PassThrough();
    // The limit is checked as the bytes pass: past it, the upload fails and is aborted.
    const feeding = pipeline(
      stream,
      limitBytes(opts.maxBytes, (n) => (size = n)),
      counted,
    );
    // A failed upload stops reading: the feeding side is ended too, or it would wait forever.
    const uploading = this.upload(key, counted).catch((err: unknown) => {
      counted.destroy(err as Error);
      throw err;
    });
    const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
    if (fed.status === 'rejected' && fed.reason instanceof FileTooLargeError) {
      // The upload may have finished with what came before the limit: nothing is kept.
      await this.remove(key).catch(() => undefined);
      throw fed.reason;
    }
    if (uploaded.status === 'rejected') throw uploaded.reason;
    if (fed.status === 'rejected') {
      await this.remove(key).catch(() => undefined);
      throw fed.reason;
    }
    return { key, size, url: this.url(key) };
  }

  async putFile(localPath: string, opts: { ext: string; folder: string }): Promise<StoredFile> {
    const key = freshKey(opts.folder, opts.ext);
    const { size } = await fsp.stat(localPath);
    await this.upload(key, fs.createReadStream(localPath), size);
    // Moved in, as on disk: the local file is gone once the object is there.
    await fsp.rm(localPath, { force: true });
    return { key, size, url: this.url(key) };
  }

  newPackageRoot(): string {
    return newPackageRoot();
  }

  async putPackageFile(root: string, relativePath: string, stream: Readable): Promise<void> {
    await this.upload(`${root}/${packageFilePath(root, relativePath)}`, stream);
  }

  async open(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!isServable(key)) return null;
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.name(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return got.Body instanceof Readable ? got.Body : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!isServable(key)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.name(key) }),
      );
      return head.ContentLength ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    if (!SAFE_KEY.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
  }

  async removePackage(root: string): Promise<void> {
    if (!PACKAGE_ROOT.test(root)) return;
    await this.removeAllUnder(this.name(`${root}/`));
  }

  url(key: string): string {
    return `/api/files/${key}`;
  }

  /** A chunk's object: under `_chunks/`, which no servable key can name. */
  private chunkKey(uploadId: string, index?: number) {
    return this.name(`_chunks/${uploadId}/${index ?? ''}`);
  }

  async putChunk(uploadId: string, index: number, body: Buffer): Promise<void> {
    checkChunkName(uploadId, index);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.chunkKey(uploadId, index),
        Body: body,
        ContentLength: body.length,
      }),
    );
  }

  async chunkIndexes(uploadId: string): Promise<number[]> {
    checkChunkName(uploadId);
    const indexes: number[] = [];
    await this.eachObject(this.chunkKey(uploadId), (keys) => {
      for (const key of keys) {
        const index = key.slice(this.chunkKey(uploadId).length);
        if (/^\d+$/.test(index)) indexes.push(Number(index));
      }
    });
    return indexes.sort((a, b) => a - b);
  }

  async readChunk(uploadId: string, index: number): Promise<Buffer | null> {
    checkChunkName(uploadId, index);
    try {
      const got = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.chunkKey(uploadId, index) }),
      );
      return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async removeChunks(uploadId: string): Promise<void> {
    checkChunkName(uploadId);
    await this.removeAllUnder(this.chunkKey(uploadId));
  }

  /** Calls `each` with every page of object names under a prefix (ListObjectsV2). */
  private async eachObject(prefix: string, each: (keys: string[]) => Promise<void> | void) {
    let token: string | undefined;
    do {
      const listed = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: DELETE_BATCH,
          ContinuationToken: token,
        }),
      );
      await each((listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (token);
  }

  /** Deletes every object under a prefix, a page (at most 1000, DeleteObjects' limit) at a time. */
  private async removeAllUnder(prefix: string) {
    await this.eachObject(prefix, async (keys) => {
      if (keys.length === 0) return;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    });
  }

  workDir(name: string): string {
    const dir = path.join(this.scratch, `_${name.replace(/[^a-z0-9-]/g, '')}`);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** Ends the client's connections (the server closing). */
  close(): void {
    this.client.destroy();
  }
}

/** S3's answer for a key (or bucket) that is not there. */
function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
  );
}

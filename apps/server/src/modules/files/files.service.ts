import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { RET } from '@ascent/shared/errors';
import { formatSize } from '@ascent/shared/common';
import {
  CONVERTIBLE_EXTENSIONS,
  SINGLE_UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  checkImageSize,
  checkUpload,
  fileExtension,
  readImageSize,
  type TStoredFile,
  type UploadKind,
} from '@ascent/shared/files';
import type { Actor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { toStoredFile } from './files.catalog.ts';
import {
  createFilesRepository,
  type FilesRepository,
  type StoredFileRow,
} from './files.repository.ts';
import { mimeOf } from './content-types.ts';
import type { FileUrls } from './file-urls.ts';
import { unpackPackage, type UnpackedPackage } from './package-unpack.ts';

/** An upload received to local disk, not yet checked or stored. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

class TooLarge extends Error {}

const refusal = (ref: string) => new AppError(RET.FAIL, ref);

/**
 * The rules of uploads: every file is received to a scratch file, checked against its kind's
 * shared rule (format, size 0, maximum, a cover's pixel size, a package's contents), then
 * moved into storage and recorded in stored_files; Office documents get a conversion job.
 */
export function createFilesService(deps: {
  db: Db;
  storage: FileStorage;
  files: FilesRepository;
  urls: FileUrls;
  /** Conversions on the job queue: a job in the caller's transaction. */
  conversions: {
    enqueue(tx: DbOrTx, file: { id: number; companyId: number }): Promise<void>;
  };
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const { db, storage, files } = deps;
  const incoming = () => storage.workDir('incoming');

  /** Streams an upload to a scratch file, hashing it; TooLarge past maxBytes (nothing kept). */
  async function receive(stream: Readable, maxBytes: number): Promise<ReceivedFile> {
    const target = path.join(incoming(), crypto.randomUUID());
    const hash = crypto.createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new TooLarge();
            hash.update(chunk);
            yield chunk;
          }
        },
        fs.createWriteStream(target),
      );
    } catch (err) {
      await fsp.rm(target, { force: true });
      throw err;
    }
    return { path: target, size, sha256: hash.digest('hex') };
  }

  async function readHead(file: string, bytes: number): Promise<Uint8Array> {
    const handle = await fsp.open(file, 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Checks a received file, stores it and records it; the scratch file is gone afterwards. */
  async function accept(
    actor: Actor,
    ip: string,
    kind: UploadKind,
    name: string,
    received: ReceivedFile,
    opts: { dedupe: boolean; audit: boolean },
  ): Promise<{ row: StoredFileRow; exist: boolean }> {
    let unpacked: UnpackedPackage | null = null;
    let storedKey: string | null = null;
    try {
      const problem = checkUpload(kind, name, received.size);
      if (problem) throw refusal(problem);
      const ext = fileExtension(name);
      if (kind === 'image' || kind === 'cover') {
        const size = readImageSize(await readHead(received.path, 256 * 1024));
        if (!size) throw fail('files.imageUnreadable');
        const wrongSize = checkImageSize(kind, size);
        if (wrongSize) throw refusal(wrongSize);
      }
      if (opts.dedupe) {
        const same = await files.findSame(actor.companyId, actor.userId, kind, received.sha256);
        if (same) return { row: same, exist: true };
      }
      if (kind === 'package') unpacked = await unpackPackage(storage, received.path);
      const stored = await storage.putFile(received.path, { ext, folder: kind });
      storedKey = stored.key;
      const convert =
        kind === 'document' && (CONVERTIBLE_EXTENSIONS as readonly string[]).includes(ext);
      const row = await db.transaction(async (tx) => {
        const repo = createFilesRepository(tx);
        const inserted = await repo.insert({
          companyId: actor.companyId,
          key: stored.key,
          name,
          size: stored.size,
          mime: mimeOf(ext),
          ext,
          kind,
          sha256: received.sha256,
          conversionState: convert ? 'pending' : 'none',
          packageRoot: unpacked?.packageRoot ?? null,
          packageEntry: unpacked?.packageEntry ?? null,
          scormVersion: unpacked?.scormVersion ?? null,
          createdBy: actor.userId,
        });
        if (convert) await deps.conversions.enqueue(tx, inserted);
        if (opts.audit)
          await deps.record(tx, actor, ip, {
            action: 'create',
            entity: 'file',
            entityId: inserted.id,
            summary: name,
            after: { name, kind, size: stored.size, key: stored.key },
          });
        return inserted;
      });
      return { row, exist: false };
    } catch (err) {
      if (unpacked) await storage.removePackage(unpacked.packageRoot);
      if (storedKey) await storage.remove(storedKey);
      throw err;
    } finally {
      await fsp.rm(received.path, { force: true });
    }
  }

  return {
    receive,
    accept,

    /**
     * A one-request (multipart) upload: the format is checked before reading, the size while
     * reading (the kind's maximum, at most SINGLE_UPLOAD_MAX_BYTES: larger files go in parts).
     */
    async uploadStream(
      actor: Actor,
      ip: string,
      kind: UploadKind,
      name: string,
      stream: Readable,
      opts: { dedupe: boolean; audit: boolean },
    ): Promise<{ file: TStoredFile; exist: boolean }> {
      const formatProblem = checkUpload(kind, name, 1);
      if (formatProblem?.startsWith('upload.format')) {
        stream.resume();
        throw refusal(formatProblem);
      }
      const rule = UPLOAD_RULES[kind];
      const max = Math.min(rule.maxBytes, SINGLE_UPLOAD_MAX_BYTES);
      let received: ReceivedFile;
      try {
        received = await receive(stream, max);
      } catch (err) {
        if (!(err instanceof TooLarge)) throw err;
        stream.resume();
        throw rule.maxBytes > max
          ? fail('files.useChunked', { max: formatSize(max) })
          : fail('upload.tooLarge', { max: formatSize(rule.maxBytes) });
      }
      const { row, exist } = await accept(actor, ip, kind, name, received, opts);
      return { file: toStoredFile(row, storage, deps.urls), exist };
    },

    /** One stored file of the caller's company. */
    async describe(actor: Actor, id: number): Promise<TStoredFile> {
      const row = await files.findInCompany(actor.companyId, id);
      if (!row) throw fail('files.notFound');
      return toStoredFile(row, storage, deps.urls);
    },

    /**
     * Submits a failed conversion again (`document/change/submit`, the admin's re-submit).
     * Administrators may re-submit any document of their company; other people only the
     * documents they uploaded themselves.
     */
    async resubmit(actor: Actor, ip: string, id: number): Promise<TStoredFile> {
      const row = await files.findInCompany(actor.companyId, id);
      if (!row) throw fail('files.notFound');
      if (!actor.isAdmin && row.createdBy !== actor.userId) throw fail('files.notUploader');
      if (row.conversionState !== 'failed') throw fail('files.notFailed');
      await db.transaction(async (tx) => {
        await deps.conversions.enqueue(tx, row);
        if (actor.isAdmin)
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'file',
            entityId: row.id,
            summary: `${row.name}: conversion submitted again`,
            before: { conversionState: row.conversionState, conversionError: row.conversionError },
            after: { conversionState: 'pending' },
          });
      });
      return this.describe(actor, id);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

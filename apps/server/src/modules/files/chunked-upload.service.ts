import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { RET } from '@ascent/shared/errors';
import {
  checkUpload,
  type TChunkInit,
  type TChunkInitResponse,
  type TStoredFile,
} from '@ascent/shared/files';
import type { Actor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { toStoredFile } from './files.catalog.ts';
import type { FileUrls } from './file-urls.ts';
import type { FilesRepository, UploadSessionRow } from './files.repository.ts';
import type { FilesService } from './files.service.ts';

/** An unfinished upload may be resumed for a day after its last chunk. */
export const UPLOAD_SESSION_TTL_SECONDS = 24 * 60 * 60;

/**
 * Resumable uploads: a session per file (upload_sessions), its chunks kept by the file storage
 * where every process sees them (`FileStorage.putChunk`: local disk's work folder, or the
 * object storage), each written whole or not at all, so an upload continues after a network
 * drop, a server restart or on another process. Complete assembles the chunks in order and
 * hands the file to the same checks as a one-request upload.
 */
export function createChunkedUploadService(deps: {
  storage: FileStorage;
  files: FilesRepository;
  uploads: FilesService;
  urls: FileUrls;
}) {
  const { storage, files, uploads } = deps;
  const received = (id: string) => storage.chunkIndexes(id);

  const expectedLength = (s: UploadSessionRow, index: number) =>
    index === s.chunkCount - 1 ? s.size - s.chunkSize * (s.chunkCount - 1) : s.chunkSize;

  async function session(actor: Actor, id: string): Promise<UploadSessionRow> {
    const s = await files.findSession(actor.userId, id);
    if (!s || s.companyId !== actor.companyId) throw fail('files.uploadNotFound');
    return s;
  }

  return {
    /** Starts an upload, or resumes this person's open upload of the same file. */
    async init(actor: Actor, input: TChunkInit): Promise<TChunkInitResponse> {
      const problem = checkUpload(input.kind, input.name, input.size);
      if (problem) throw new AppError(RET.FAIL, problem);
      const existing = await files.findResumable(
        actor.userId,
        input.kind,
        input.name,
        input.size,
        input.chunkSize,
      );
      if (existing && existing.companyId === actor.companyId) {
        await files.touchSession(existing.id, UPLOAD_SESSION_TTL_SECONDS);
        return {
          uploadId: existing.id,
          receivedChunks: await received(existing.id),
          chunkSize: existing.chunkSize,
          chunkCount: existing.chunkCount,
        };
      }
      const chunkCount = Math.ceil(input.size / input.chunkSize);
      const row = await files.insertSession({
        id: crypto.randomUUID(),
        companyId: actor.companyId,
        userId: actor.userId,
        kind: input.kind,
        name: input.name,
        size: input.size,
        chunkSize: input.chunkSize,
        chunkCount,
        expiresAt: new Date(Date.now() + UPLOAD_SESSION_TTL_SECONDS * 1000),
      });
      return { uploadId: row.id, receivedChunks: [], chunkSize: row.chunkSize, chunkCount };
    },

    /** Stores one chunk (its exact expected length); sending a chunk again replaces it. */
    async putChunk(
      actor: Actor,
      id: string,
      index: number,
      body: unknown,
    ): Promise<{ receivedChunks: number[] }> {
      const s = await session(actor, id);
      if (
        !Buffer.isBuffer(body) ||
        index >= s.chunkCount ||
        body.length !== expectedLength(s, index)
      )
        throw fail('files.chunkInvalid');
      await storage.putChunk(id, index, body);
      await files.touchSession(id, UPLOAD_SESSION_TTL_SECONDS);
      return { receivedChunks: await received(id) };
    },

    /** Assembles the chunks, checks and stores the file; the session ends either way. */
    async complete(actor: Actor, ip: string, id: string): Promise<TStoredFile> {
      const s = await session(actor, id);
      const have = new Set(await received(id));
      const missing =
        s.chunkCount - [...Array(s.chunkCount).keys()].filter((i) => have.has(i)).length;
      if (missing > 0) throw fail('files.chunksMissing', { count: missing });
      const assembled = path.join(storage.workDir('incoming'), crypto.randomUUID());
      const hash = crypto.createHash('sha256');
      let size = 0;
      const out = fs.createWriteStream(assembled);
      try {
        for (let i = 0; i < s.chunkCount; i++) {
          // Another process's complete may have taken them meanwhile.
          const chunk = await storage.readChunk(id, i);
          if (!chunk) throw fail('files.uploadNotFound');
          hash.update(chunk);
          size += chunk.length;
          if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
        }
        await new Promise<void>((resolve, reject) =>
          out.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
      } catch (err) {
        out.destroy();
        await fsp.rm(assembled, { force: true });
        throw err;
      }
      // Only one of two simultaneous completes goes on.
      if (!(await files.deleteSession(id))) {
        await fsp.rm(assembled, { force: true });
        throw fail('files.uploadNotFound');
      }
      try {
        if (size !== s.size) throw fail('files.chunkInvalid');
        const { row } = await uploads.accept(
          actor,
          ip,
          s.kind as TChunkInit['kind'],
          s.name,
          { path: assembled, size, sha256: hash.digest('hex') },
          { dedupe: false, audit: actor.isAdmin },
        );
        return toStoredFile(row, storage, deps.urls);
      } finally {
        await fsp.rm(assembled, { force: true });
        await storage.removeChunks(id);
      }
    },

    /** Removes expired sessions and their chunks. */
    async sweep(): Promise<number> {
      const ids = await files.deleteExpiredSessions();
      for (const id of ids) await storage.removeChunks(id);
      return ids.length;
    },
  };
}
export type ChunkedUploadService = ReturnType<typeof createChunkedUploadService>;

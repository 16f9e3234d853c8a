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
 * Resumable uploads: a session per file (upload_sessions), its chunks as files on local disk
 * (`<work>/chunks/<uploadId>/<index>`, written whole or not at all), so an upload continues
 * after a network drop or a server restart. Complete assembles the chunks in order and hands
 * the file to the same checks as a one-request upload.
 */
export function createChunkedUploadService(deps: {
  storage: FileStorage;
  files: FilesRepository;
  uploads: FilesService;
  urls: FileUrls;
}) {
  const { storage, files, uploads } = deps;
  const dirOf = (id: string) => path.join(storage.workDir('chunks'), id);

  async function received(id: string): Promise<number[]> {
    try {
      const names = await fsp.readdir(dirOf(id));
      return names
        .filter((n) => /^\d+$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      return [];
    }
  }

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
      await fsp.mkdir(dirOf(row.id), { recursive: true });
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
      const dir = dirOf(id);
      await fsp.mkdir(dir, { recursive: true });
      const part = path.join(dir, `${index}.${crypto.randomBytes(4).toString('hex')}.part`);
      await fsp.writeFile(part, body);
      await fsp.rename(part, path.join(dir, String(index)));
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
      const dir = dirOf(id);
      const assembled = path.join(dir, 'assembled');
      const hash = crypto.createHash('sha256');
      let size = 0;
      const out = fs.createWriteStream(assembled);
      try {
        for (let i = 0; i < s.chunkCount; i++) {
          const chunk = await fsp.readFile(path.join(dir, String(i)));
          hash.update(chunk);
          size += chunk.length;
          if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
        }
      } finally {
        await new Promise<void>((resolve, reject) =>
          out.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
      }
      // Only one of two simultaneous completes goes on.
      if (!(await files.deleteSession(id))) {
        throw fail('files.uploadNotFound');
      }
      try {
        if (size !== s.size) throw fail('files.chunkInvalid');
        const target = path.join(storage.workDir('incoming'), crypto.randomUUID());
        await fsp.rename(assembled, target);
        const { row } = await uploads.accept(
          actor,
          ip,
          s.kind as TChunkInit['kind'],
          s.name,
          { path: target, size, sha256: hash.digest('hex') },
          { dedupe: false, audit: actor.isAdmin },
        );
        return toStoredFile(row, storage, deps.urls);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },

    /** Removes expired sessions and their chunks. */
    async sweep(): Promise<number> {
      const ids = await files.deleteExpiredSessions();
      for (const id of ids) await fsp.rm(dirOf(id), { recursive: true, force: true });
      return ids.length;
    },
  };
}
export type ChunkedUploadService = ReturnType<typeof createChunkedUploadService>;

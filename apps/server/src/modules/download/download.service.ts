import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TPage } from '@ascent/shared/admin';
import {
  DOWNLOAD_URL_MINUTES,
  DOWNLOAD_VALID_DAYS,
  type TDownloadAdd,
  type TDownloadLink,
  type TDownloadRecord,
  type TMyDocument,
} from '@ascent/shared/download';
import type { TStoredFile } from '@ascent/shared/files';
import type { Actor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { Access } from '../../core/access.ts';
import type { DownloadRegistry } from './download.registry.ts';
import type { DownloadRepository, DownloadRow } from './download.repository.ts';
import { toDownloadRecord } from './download.mapper.ts';
import { watermarkImage, watermarkPdf, watermarkText } from './pdf-watermark.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Documents are under 100 MB (spec s.9); a little more room for the stamped copy. */
const MAX_PRODUCED_BYTES = 200 * 1024 * 1024;
const TICKET_PREFIX = 'download:';

/** What the download rules need from elsewhere (company settings, people). */
export interface DownloadContext {
  /** The company's isOpenDownloadWatermark setting. */
  watermarkOn(companyId: number): Promise<boolean>;
  /** The learner's real name and account, for the watermark. */
  person(companyId: number, userId: number): Promise<{ realName: string; account: string } | null>;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The download centre. A download is made on request (file/downsadd): the original document,
 * or, with the company's watermark setting on, its PDF (the original PDF, the converted PDF, or
 * a picture put on a page) with the learner's name and account stamped on every page. The
 * record lasts 3 days; file/download hands out a 5-minute address that streams it.
 */
export function createDownloadService(deps: {
  downloads: DownloadRepository;
  registry: DownloadRegistry;
  files: FileCatalog;
  storage: FileStorage;
  state: SharedState;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  context: DownloadContext;
  now?: () => Date;
}) {
  const { downloads, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const keyOf = deps.files.keyOf;

  async function read(key: string | null): Promise<Buffer> {
    const stream = key ? await storage.open(key) : null;
    if (!stream) throw fail('download.fileMissing');
    return readAll(stream);
  }

  /** The stamped PDF of a document, or a refusal saying why there is none. */
  async function stamped(file: TStoredFile, label: string): Promise<Uint8Array> {
    try {
      if (file.previewUrl) return await watermarkPdf(await read(keyOf(file.previewUrl)), label);
      const ext = file.ext.toLowerCase();
      if (ext === 'png' || ext === 'jpg' || ext === 'jpeg')
        return await watermarkImage(await read(keyOf(file.url)), ext, label);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fail('download.watermarkFailed');
    }
    if (file.conversionState === 'pending' || file.conversionState === 'converting')
      throw fail('download.notReady');
    throw fail('download.watermarkFailed');
  }

  /** Removes the stamped files of expired downloads (a few per call). */
  async function sweep(): Promise<void> {
    for (const r of await downloads.expiredProduced(now(), 20)) {
      await storage.remove(r.fileKey);
      await downloads.markFileRemoved(r.id);
    }
  }

  return {
    async add(actor: Actor, input: TDownloadAdd): Promise<TDownloadRecord> {
      const source = deps.registry.get(input.itemType);
      if (!source) throw fail('download.unknownType');
      const scope = await deps.access.learner(actor);
      const item = await source.find(scope, input.itemId);
      if (!item) throw fail('download.itemNotFound');
      if (!item.allowDownload || !item.fileId) throw fail('download.notAllowed');
      const file = (await deps.files.describe(actor.companyId, [item.fileId])).get(item.fileId);
      if (!file) throw fail('download.fileMissing');

      let fileKey = keyOf(file.url);
      let fileName = file.name;
      let size = file.size;
      let produced = false;
      const watermarked = await deps.context.watermarkOn(actor.companyId);
      if (watermarked) {
        const person = await deps.context.person(actor.companyId, actor.userId);
        const label = watermarkText(person?.realName ?? '', person?.account ?? actor.account);
        const pdf = await stamped(file, label);
        const put = await storage.put(Readable.from(Buffer.from(pdf)), {
          ext: 'pdf',
          folder: 'downloads',
          maxBytes: MAX_PRODUCED_BYTES,
        });
        fileKey = put.key;
        size = put.size;
        produced = true;
        fileName = `${path.parse(file.name).name}.pdf`;
      }
      if (!fileKey) throw fail('download.fileMissing');
      const created = now();
      const row = await downloads.insert({
        companyId: actor.companyId,
        userId: actor.userId,
        itemType: input.itemType,
        itemId: input.itemId,
        title: item.title,
        fileName,
        fileKey,
        produced,
        size,
        watermarked,
        token: crypto.randomBytes(24).toString('base64url'),
        createdAt: created,
        expiresAt: new Date(created.getTime() + DOWNLOAD_VALID_DAYS * DAY_MS),
      });
      await source.counted?.(input.itemId);
      await sweep();
      return toDownloadRecord(row, created);
    },

    async list(
      actor: Actor,
      q: { page: number; pageSize: number },
    ): Promise<TPage<TDownloadRecord>> {
      const { rows, total } = await downloads.listOf(
        actor.userId,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const at = now();
      return {
        list: rows.map((r) => toDownloadRecord(r, at)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * me/document/list: the documents the learner has downloaded, one row per item, kept
     * after the 3-day records expire (docs/decisions.md); the latest record while it is ready.
     */
    async documents(
      actor: Actor,
      q: { page: number; pageSize: number },
    ): Promise<TPage<TMyDocument>> {
      const { rows, total } = await downloads.documentsOf(
        actor.userId,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const at = now().getTime();
      return {
        list: rows.map((r) => ({
          itemType: r.itemType,
          itemId: r.itemId,
          title: r.title,
          fileName: r.fileName,
          size: Number(r.size),
          downloads: r.downloads,
          lastDownloadedAt: new Date(r.lastAt).toISOString(),
          readyRecordId: new Date(r.expiresAt).getTime() > at ? Number(r.recordId) : null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** A short-lived address for one of the learner's own, unexpired downloads. */
    async link(actor: Actor, id: number): Promise<TDownloadLink> {
      const row = await downloads.findOf(actor.userId, id);
      if (!row) throw fail('download.notFound');
      if (row.expiresAt.getTime() <= now().getTime()) throw fail('download.expired');
      const ticket = crypto.randomBytes(24).toString('base64url');
      const ttl = DOWNLOAD_URL_MINUTES * 60;
      await deps.state.set(`${TICKET_PREFIX}${ticket}`, row.token, ttl);
      return {
        url: `/api/study/file/down/get?ticket=${ticket}`,
        fileName: row.fileName,
        expiresAt: new Date(now().getTime() + ttl * 1000).toISOString(),
      };
    },

    /** The file behind a ticket of `link`, while both the ticket and the download are valid. */
    async open(ticket: string): Promise<{ row: DownloadRow; stream: Readable }> {
      const token = /^[A-Za-z0-9_-]{20,64}$/.test(ticket)
        ? await deps.state.get(`${TICKET_PREFIX}${ticket}`)
        : null;
      if (!token) throw fail('download.linkExpired');
      const row = await downloads.findByToken(token);
      if (!row) throw fail('download.linkExpired');
      if (row.expiresAt.getTime() <= now().getTime()) throw fail('download.expired');
      const stream = await storage.open(row.fileKey);
      if (!stream) throw fail('download.fileMissing');
      return { row, stream };
    },
  };
}
export type DownloadService = ReturnType<typeof createDownloadService>;

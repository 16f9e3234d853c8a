import path from 'node:path';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  LOGO_LIMITS,
  type ConfigGroup,
  type TCompanyConfig,
  type TCompanyConfigUpdate,
  type TLogoUpload,
} from '@ascent/shared/config';
import { formatSize } from '@ascent/shared/common';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { CompanyRepository } from './company.repository.ts';
import { toCompanyColumns, toCompanyConfig } from './company.mapper.ts';

const FILES_PREFIX = '/api/files/';
const LOGO_FOLDER = 'logos';

/**
 * The uploaded images (manage/company/logo) a group holds: one its save stops using is removed.
 */
const GROUP_IMAGES: Partial<Record<ConfigGroup, (c: TCompanyConfig) => string[]>> = {
  branding: (c) => [c.branding.logo1, c.branding.logo2],
  portal: (c) => [c.portal.portalImage],
};

/** PNG and JPEG signatures: a logo must be the image its name says. */
function looksLikeImage(ext: string, head: Buffer): boolean {
  if (ext === 'png') return head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  return head.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'));
}

/** Reads an upload into memory, stopping once it passes `max` bytes (null then). */
async function readCapped(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The admin site's company settings: every group read together, one group changed at a time. */
export function createCompanyConfigService(deps: {
  db: Db;
  companies: (db: DbOrTx) => CompanyRepository;
  storage: FileStorage;
  /** Drops the company's cached settings in this process after a change. */
  forget: (companyId: number) => Promise<void>;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.companies(deps.db);

  async function load(companyId: number) {
    const row = await repo.findById(companyId);
    if (!row) throw fail('platform.configError');
    return row;
  }

  return {
    async read(actor: Actor): Promise<TCompanyConfig> {
      return toCompanyConfig(await load(actor.companyId));
    },

    /**
     * Changes one group and logs its values before and after, in one transaction. Uploaded
     * logos the change replaces are removed afterwards.
     */
    async update(actor: Actor, ip: string, input: TCompanyConfigUpdate): Promise<TCompanyConfig> {
      const { before, after } = await deps.db.transaction(async (tx) => {
        const txRepo = deps.companies(tx);
        const current = await txRepo.findById(actor.companyId);
        if (!current) throw fail('platform.configError');
        const updated = await txRepo.update(current.id, toCompanyColumns(input));
        const [was, now] = [toCompanyConfig(current), toCompanyConfig(updated)];
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'company',
          entityId: current.id,
          summary: input.group,
          before: was[input.group],
          after: now[input.group],
        });
        return { before: was, after: now };
      });
      await deps.forget(actor.companyId);
      const images = GROUP_IMAGES[input.group];
      if (images) {
        const kept = new Set(images(after));
        for (const url of new Set(images(before))) {
          if (!kept.has(url) && url.startsWith(`${FILES_PREFIX}${LOGO_FOLDER}/`))
            await deps.storage.remove(url.slice(FILES_PREFIX.length));
        }
      }
      return after;
    },

    /**
     * manage/company/logo: stores a png, jpg or jpeg of at most 1 MB and answers its URL; the
     * branding group's save puts it in use.
     */
    async uploadLogo(file: MultipartFile | undefined): Promise<TLogoUpload> {
      if (!file) throw fail('upload.failed');
      const ext = path.extname(file.filename).slice(1).toLowerCase();
      const formats = LOGO_LIMITS.extensions as readonly string[];
      if (!formats.includes(ext) || !file.mimetype.startsWith('image/')) {
        file.file.resume();
        throw fail('config.logoFormat');
      }
      const bytes = await readCapped(file.file, LOGO_LIMITS.maxBytes);
      if (!bytes || file.file.truncated)
        throw fail('upload.tooLarge', { max: formatSize(LOGO_LIMITS.maxBytes) });
      if (bytes.length === 0) throw fail('upload.empty');
      if (!looksLikeImage(ext, bytes)) throw fail('config.logoFormat');
      const stored = await deps.storage.put(Readable.from([bytes]), {
        ext,
        folder: LOGO_FOLDER,
        maxBytes: LOGO_LIMITS.maxBytes,
      });
      return { url: stored.url };
    },
  };
}
export type CompanyConfigService = ReturnType<typeof createCompanyConfigService>;

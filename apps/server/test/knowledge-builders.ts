import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../src/db/client.ts';
import { audienceQueries } from '../src/core/audience.ts';
import type { FileStorage } from '../src/infra/storage/file-storage.ts';
import { storedFiles } from '../src/modules/files/files.schema.ts';
import { knowledgeAudience, knowledgeItems } from '../src/modules/knowledge/knowledge.schema.ts';

/** Builders of the knowledge base, download and search tests (issue 4, knowledge helper). */

/** A small real PDF of `pages` pages. */
export async function buildPdfBytes(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`Page ${i + 1}`, { x: 50, y: 780 });
  return doc.save();
}

export interface BuildDocumentOptions {
  companyId: number;
  name?: string;
  ext?: string;
  bytes?: Uint8Array;
  kind?: string;
  conversionState?: string;
  /** A converted PDF stored beside the original. */
  pdf?: Uint8Array;
}

/** A stored document (kind 'document') with its bytes in storage. */
export async function buildDocumentFile(db: Db, storage: FileStorage, opts: BuildDocumentOptions) {
  const ext = opts.ext ?? 'pdf';
  const bytes = opts.bytes ?? (await buildPdfBytes());
  const put = await storage.put(Readable.from(Buffer.from(bytes)), {
    ext,
    folder: 'document',
    maxBytes: 200 * 1024 * 1024,
  });
  const pdfKey = opts.pdf
    ? (
        await storage.put(Readable.from(Buffer.from(opts.pdf)), {
          ext: 'pdf',
          folder: 'document',
          maxBytes: 200 * 1024 * 1024,
        })
      ).key
    : null;
  const [row] = await db
    .insert(storedFiles)
    .values({
      companyId: opts.companyId,
      key: put.key,
      name: opts.name ?? `Handbook.${ext}`,
      size: put.size,
      mime: ext === 'pdf' ? 'application/pdf' : 'application/octet-stream',
      ext,
      kind: opts.kind ?? 'document',
      conversionState: opts.conversionState ?? (pdfKey ? 'converted' : 'none'),
      pdfKey,
    })
    .returning();
  if (!row) throw new Error('buildDocumentFile failed');
  return row;
}

export interface BuildKnowledgeOptions extends Partial<typeof knowledgeItems.$inferInsert> {
  companyId: number;
  audience?: { kind: 'department' | 'position' | 'user'; ref: string }[];
}

/** A knowledge item, published unless told otherwise. */
export async function buildKnowledgeItem(db: Db, opts: BuildKnowledgeOptions) {
  const { audience, ...row } = opts;
  const [item] = await db
    .insert(knowledgeItems)
    .values({
      title: `Knowledge ${crypto.randomBytes(3).toString('hex')}`,
      content: '<p>Text</p>',
      status: 'published',
      publishedAt: new Date(),
      visibility: audience ? 'limited' : 'all',
      ...row,
    })
    .returning();
  if (!item) throw new Error('buildKnowledgeItem failed');
  if (audience?.length) await audienceQueries(db, knowledgeAudience).replace(item.id, audience);
  return item;
}

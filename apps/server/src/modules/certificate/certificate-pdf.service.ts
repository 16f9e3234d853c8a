import { Readable } from 'node:stream';
import { translate } from '@ascent/shared/errors';
import type { CertificatePage, TCertificateField } from '@ascent/shared/certificate';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import { createCertificateRepository, type CertificateRow } from './certificate.repository.ts';
import { printedDate } from './certificate.mapper.ts';
import { renderCertificatePdf, type CertificateDesign } from './certificate-pdf.ts';
import type { CertificateDirectory } from './certificate-people.ts';

const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** Background images the PDF can embed. */
export const BACKGROUND_EXTS = ['png', 'jpg', 'jpeg'];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The PDFs: a certificate's is drawn on first request and kept in the file storage (key on the
 * row), so it is not drawn again; later template changes do not redraw issued certificates.
 * A sample of an unsaved design is drawn for the admin's editor and not kept.
 */
export function createCertificatePdfs(deps: {
  db: Db;
  storage: FileStorage;
  files: FileCatalog;
  directory: CertificateDirectory;
}) {
  const { storage } = deps;
  const keyOf = deps.files.keyOf;

  async function background(companyId: number, fileId: number | null) {
    if (!fileId) return null;
    const file = (await deps.files.describe(companyId, [fileId])).get(fileId);
    if (!file) throw fail('certificate.backgroundNotFound');
    if (!BACKGROUND_EXTS.includes(file.ext.toLowerCase()))
      throw fail('certificate.backgroundNotImage');
    const key = keyOf(file.url);
    const stream = key ? await storage.open(key) : null;
    if (!stream) throw fail('certificate.backgroundNotFound');
    return { bytes: await readAll(stream), ext: file.ext };
  }

  async function draw(
    companyId: number,
    design: { page: CertificatePage; fields: TCertificateField[]; backgroundFileId: number | null },
    values: Parameters<typeof renderCertificatePdf>[1],
    title: string,
  ): Promise<Uint8Array> {
    const full: CertificateDesign = {
      page: design.page,
      fields: design.fields,
      background: await background(companyId, design.backgroundFileId),
    };
    try {
      return await renderCertificatePdf(full, values, { title });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fail('certificate.renderFailed');
    }
  }

  return {
    /** The certificate's PDF: the stored one, or drawn now and stored. */
    async pdfOf(row: CertificateRow): Promise<Uint8Array> {
      if (row.pdfKey) {
        const stream = await storage.open(row.pdfKey);
        if (stream) return readAll(stream);
      }
      const repo = createCertificateRepository(deps.db);
      const template = (await repo.findTemplate(row.companyId, row.templateId))!;
      const [holder] = await deps.directory.find(row.companyId, [row.userId]);
      const bytes = await draw(
        row.companyId,
        {
          page: template.page as CertificatePage,
          fields: template.fields,
          backgroundFileId: template.backgroundFileId,
        },
        {
          holderName: holder ? holder.realName || holder.account : '',
          certificateName: row.title,
          sourceTitle: row.sourceTitle,
          issueDate: printedDate(row.issuedAt),
          // The default language's words: the PDF is drawn once for every reader.
          expiryDate: row.expiresAt
            ? printedDate(row.expiresAt)
            : translate('certificate.neverExpires'),
          certificateNumber: row.number,
          verificationCode: row.code,
        },
        row.title,
      );
      const stored = await storage.put(Readable.from([Buffer.from(bytes)]), {
        ext: 'pdf',
        folder: 'certificates',
        maxBytes: PDF_MAX_BYTES,
      });
      // Two first requests at once: the first key written wins, the other file goes.
      if (!(await repo.setPdfKey(row.id, stored.key))) await storage.remove(stored.key);
      return bytes;
    },

    /** A sample of a design (saved or not) with made-up values, in the admin's language. */
    sample(
      companyId: number,
      design: {
        name: string;
        page: CertificatePage;
        fields: TCertificateField[];
        backgroundFileId: number | null;
      },
      sampleValues: { holderName: string; sourceTitle: string },
    ): Promise<Uint8Array> {
      const now = new Date();
      const year = new Date(now);
      year.setFullYear(year.getFullYear() + 1);
      return draw(
        companyId,
        design,
        {
          holderName: sampleValues.holderName,
          certificateName: design.name,
          sourceTitle: sampleValues.sourceTitle,
          issueDate: printedDate(now),
          expiryDate: printedDate(year),
          certificateNumber: `${now.getFullYear()}00000000`,
          verificationCode: 'ABCDEFGH23456789',
        },
        design.name,
      );
    },
  };
}
export type CertificatePdfs = ReturnType<typeof createCertificatePdfs>;

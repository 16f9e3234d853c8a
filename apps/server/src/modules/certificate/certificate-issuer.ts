import crypto from 'node:crypto';
import {
  VERIFY_CODE_ALPHABET,
  VERIFY_CODE_LENGTH,
  expiryOf,
  type CertificateSourceKind,
} from '@ascent/shared/certificate';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ItemEvent, ItemSources } from '../../core/learning-items.ts';
import { createCertificateRepository, type CertificateRow } from './certificate.repository.ts';

/** A fresh verification code: 16 characters of a 31-letter alphabet (about 79 bits). */
export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i++)
    code += VERIFY_CODE_ALPHABET[crypto.randomInt(VERIFY_CODE_ALPHABET.length)];
  return code;
}

/** The outcome of each source kind that issues its certificates. */
const ISSUING_OUTCOME: Record<CertificateSourceKind, ItemEvent['outcome']> = {
  course: 'completed',
  exam: 'passed',
  programme: 'completed',
};

function issuingKind(event: ItemEvent): CertificateSourceKind | null {
  const kind = event.kind as CertificateSourceKind;
  return ISSUING_OUTCOME[kind] && ISSUING_OUTCOME[kind] === event.outcome ? kind : null;
}

/**
 * Issues certificates: on item events (a course or programme completed, an exam passed) for
 * every enabled template of the company naming that item as a source, once per (template,
 * user, source); and by hand for the admin. Everything runs on the caller's transaction, the
 * PDF's job too (drawn once it has committed).
 */
export function createCertificateIssuer(deps: {
  itemSources: ItemSources;
  /** Queues a certificate's PDF in the issuing transaction (drawn once it has committed). */
  drawLater: (tx: Tx, row: CertificateRow) => Promise<void>;
}) {
  async function titleOf(q: DbOrTx, companyId: number, kind: string, itemId: number) {
    const source = deps.itemSources.get(kind as CertificateSourceKind);
    if (!source) return '';
    return (await source.describe(q, companyId, [itemId])).get(itemId)?.title ?? '';
  }

  return {
    /**
     * The item event handler: only the tx, idempotent (the unique index on (template, user,
     * source) makes a repeated event issue nothing).
     */
    async onItemEvent(tx: Tx, event: ItemEvent): Promise<CertificateRow[]> {
      const kind = issuingKind(event);
      if (!kind) return [];
      const repo = createCertificateRepository(tx);
      const templates = await repo.templatesIssuedBy(event.companyId, kind, event.itemId);
      if (!templates.length) return [];
      const sourceTitle = await titleOf(tx, event.companyId, kind, event.itemId);
      const issued: CertificateRow[] = [];
      for (const t of templates) {
        const row = await repo.issue({
          companyId: event.companyId,
          templateId: t.id,
          userId: event.userId,
          sourceKind: kind,
          sourceItemId: event.itemId,
          sourceTitle,
          title: t.name,
          code: newVerifyCode(),
          issuedAt: event.at,
          expiresAt: expiryOf(event.at, t.validityMonths),
          status: 'valid',
        });
        if (!row) continue;
        await deps.drawLater(tx, row);
        issued.push(row);
      }
      return issued;
    },

    /** A manual issue by an administrator (no source). */
    async issueManually(
      tx: Tx,
      template: { id: number; companyId: number; name: string; validityMonths: number },
      userId: number,
      by: number,
      at: Date,
    ): Promise<CertificateRow> {
      const row = await createCertificateRepository(tx).issue({
        companyId: template.companyId,
        templateId: template.id,
        userId,
        sourceKind: null,
        sourceItemId: 0,
        sourceTitle: '',
        title: template.name,
        code: newVerifyCode(),
        issuedAt: at,
        expiresAt: expiryOf(at, template.validityMonths),
        status: 'valid',
        issuedBy: by,
      });
      if (!row) throw new Error('verification code collision');
      await deps.drawLater(tx, row);
      return row;
    },
  };
}
export type CertificateIssuer = ReturnType<typeof createCertificateIssuer>;

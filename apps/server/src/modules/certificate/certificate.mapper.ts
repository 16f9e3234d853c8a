import {
  certificateState,
  type CertificatePage,
  type CertificateSourceKind,
  type TCertificateAdminRow,
  type TCertificateHolder,
  type TCertificateSource,
  type TCertificateTemplateDetail,
  type TCertificateTemplateRow,
  type TCertificateVerification,
  type TMyCertificate,
} from '@ascent/shared/certificate';
import type { CertificateRow, SourceRow, TemplateRow } from './certificate.repository.ts';

const DAY_MS = 86_400_000;

/** Source rows -> the API's sources with titles (from the item sources, '' when gone). */
export function toSources(rows: SourceRow[], titles: Map<string, string>): TCertificateSource[] {
  return rows.map((r) => ({
    kind: r.kind as CertificateSourceKind,
    itemId: r.itemId,
    title: titles.get(`${r.kind}:${r.itemId}`) ?? '',
  }));
}

export function toTemplateRow(
  row: TemplateRow,
  sources: TCertificateSource[],
  issuedCount: number,
): TCertificateTemplateRow {
  return {
    id: row.id,
    name: row.name,
    page: row.page as CertificatePage,
    validityMonths: row.validityMonths,
    enabled: row.enabled,
    sources,
    issuedCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplateDetail(
  row: TemplateRow,
  sources: TCertificateSource[],
  issuedCount: number,
  backgroundUrl: string | null,
): TCertificateTemplateDetail {
  return {
    id: row.id,
    name: row.name,
    page: row.page as CertificatePage,
    backgroundFileId: row.backgroundFileId,
    backgroundUrl,
    fields: row.fields,
    validityMonths: row.validityMonths,
    enabled: row.enabled,
    sources,
    issuedCount,
  };
}

/** What a template looks like in the operation log. */
export function templateLogEntry(row: TemplateRow, sources: { kind: string; itemId: number }[]) {
  return {
    name: row.name,
    page: row.page,
    backgroundFileId: row.backgroundFileId,
    fields: row.fields,
    validityMonths: row.validityMonths,
    enabled: row.enabled,
    sources: sources.map((s) => `${s.kind}:${s.itemId}`),
  };
}

export function toMyCertificate(row: CertificateRow, now: number): TMyCertificate {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    title: row.title,
    sourceKind: row.sourceKind as CertificateSourceKind | null,
    sourceTitle: row.sourceTitle,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state: certificateState(row.status as 'valid' | 'revoked', row.expiresAt, now),
    daysLeft: row.expiresAt ? Math.floor((row.expiresAt.getTime() - now) / DAY_MS) : null,
  };
}

export function toAdminRow(
  row: CertificateRow,
  holder: TCertificateHolder,
  now: number,
): TCertificateAdminRow {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    templateId: row.templateId,
    title: row.title,
    sourceKind: row.sourceKind as CertificateSourceKind | null,
    sourceTitle: row.sourceTitle,
    holder,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state: certificateState(row.status as 'valid' | 'revoked', row.expiresAt, now),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
  };
}

/** The public answer: the holder's name, the certificate's name, number and dates only. */
export function toVerification(
  row: CertificateRow | undefined,
  holderName: string,
  now: number,
): TCertificateVerification {
  if (!row)
    return {
      result: 'unknown',
      holderName: null,
      title: null,
      number: null,
      issuedAt: null,
      expiresAt: null,
    };
  return {
    result: certificateState(row.status as 'valid' | 'revoked', row.expiresAt, now),
    holderName,
    title: row.title,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** A date as the certificate prints it: YYYY-MM-DD in the server's time zone. */
export function printedDate(d: Date | null): string {
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

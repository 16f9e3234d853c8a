import type { z } from 'zod';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import type { TPage } from '@ascent/shared/admin';
import {
  CERTIFICATE_SOURCE_KINDS,
  type CertificatePage,
  type TCertificateAdminRow,
  type TCertificateIssueResult,
  type TCertificateSource,
  type TCertificateTemplateDetail,
  type TCertificateTemplateRow,
  type TCertificateTemplateSaveParsed,
  type ZCertificateAdminQuery,
  type ZCertificateDesign,
  type ZCertificateExport,
  type ZCertificateIssue,
  type ZCertificateRevoke,
  type ZCertificateTemplateQuery,
} from '@ascent/shared/certificate';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import { buildWorkbook } from '../../core/xlsx.ts';
import type { ItemSources } from '../../core/learning-items.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import {
  createCertificateRepository,
  type CertificateFilter,
  type SourceRow,
} from './certificate.repository.ts';
import {
  printedDate,
  templateLogEntry,
  toAdminRow,
  toSources,
  toTemplateDetail,
  toTemplateRow,
} from './certificate.mapper.ts';
import type { CertificateIssuer } from './certificate-issuer.ts';
import { BACKGROUND_EXTS, type CertificatePdfs } from './certificate-pdf.service.ts';
import { holdersOf, unknownHolder, type CertificateDirectory } from './certificate-people.ts';

/** Rows one export may hold. */
export const EXPORT_LIMIT = 20_000;

/**
 * The administrator's certificates: templates (design, validity, sources), the issued list,
 * manual issue, revoking, the xlsx export, sample and issued PDFs. Changes are logged.
 */
export function createCertificateAdminService(deps: {
  db: Db;
  record: ChangeRecorder;
  files: FileCatalog;
  itemSources: ItemSources;
  issuer: CertificateIssuer;
  pdfs: CertificatePdfs;
  directory: CertificateDirectory;
  now?: () => Date;
}) {
  const repo = createCertificateRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Titles of sources through the item sources (one describe per kind). */
  async function sourceTitles(companyId: number, rows: { kind: string; itemId: number }[]) {
    const titles = new Map<string, string>();
    for (const kind of CERTIFICATE_SOURCE_KINDS) {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.itemId);
      const source = deps.itemSources.get(kind);
      if (!ids.length || !source) continue;
      for (const [id, s] of await source.describe(deps.db, companyId, ids))
        titles.set(`${kind}:${id}`, s.title);
    }
    return titles;
  }

  async function withSources(companyId: number, templateIds: number[]) {
    const rows = await repo.sourcesOf(templateIds);
    const titles = await sourceTitles(companyId, rows);
    const by = new Map<number, TCertificateSource[]>();
    for (const r of rows) {
      const list = by.get(r.templateId) ?? [];
      list.push(...toSources([r], titles));
      by.set(r.templateId, list);
    }
    return by;
  }

  /** The sources exist as items of the company (kinds whose item source is registered). */
  async function checkSources(companyId: number, sources: { kind: string; itemId: number }[]) {
    const keys = sources.map((s) => `${s.kind}:${s.itemId}`);
    if (new Set(keys).size !== keys.length) throw fail('certificate.sourceDuplicate');
    for (const kind of CERTIFICATE_SOURCE_KINDS) {
      const ids = sources.filter((s) => s.kind === kind).map((s) => s.itemId);
      const source = deps.itemSources.get(kind);
      if (!ids.length || !source) continue;
      const found = await source.describe(deps.db, companyId, ids);
      if (ids.some((id) => !found.has(id))) throw fail('certificate.sourceNotFound');
    }
  }

  async function checkBackground(companyId: number, fileId: number | null) {
    if (!fileId) return;
    const file = (await deps.files.describe(companyId, [fileId])).get(fileId);
    if (!file) throw fail('certificate.backgroundNotFound');
    if (!BACKGROUND_EXTS.includes(file.ext.toLowerCase()))
      throw fail('certificate.backgroundNotImage');
  }

  async function templateDetail(actor: Actor, id: number): Promise<TCertificateTemplateDetail> {
    const row = await repo.findTemplate(actor.companyId, id);
    if (!row) throw fail('certificate.templateNotFound');
    const [sources, counts, files] = await Promise.all([
      withSources(actor.companyId, [id]),
      repo.issuedCounts([id]),
      deps.files.describe(actor.companyId, row.backgroundFileId ? [row.backgroundFileId] : []),
    ]);
    const bg = row.backgroundFileId ? (files.get(row.backgroundFileId)?.url ?? null) : null;
    return toTemplateDetail(row, sources.get(id) ?? [], counts.get(id) ?? 0, bg);
  }

  function filterOf(actor: Actor, q: z.output<typeof ZCertificateExport>): CertificateFilter {
    return {
      companyId: actor.companyId,
      keyword: q.keyword || undefined,
      templateId: q.templateId,
      state: q.state,
      now: now(),
    };
  }

  async function rowsWithHolders(actor: Actor, rows: Parameters<typeof toAdminRow>[0][]) {
    const holders = await holdersOf(
      deps.directory,
      actor.companyId,
      rows.map((r) => r.userId),
    );
    const at = now().getTime();
    return rows.map((r) => toAdminRow(r, holders.get(r.userId) ?? unknownHolder(r.userId), at));
  }

  return {
    // ---- templates -------------------------------------------------------------------------
    async templates(
      actor: Actor,
      q: z.output<typeof ZCertificateTemplateQuery>,
    ): Promise<TPage<TCertificateTemplateRow>> {
      const { rows, total } = await repo.templatePage(
        actor.companyId,
        q.keyword || undefined,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const ids = rows.map((r) => r.id);
      const [sources, counts] = await Promise.all([
        withSources(actor.companyId, ids),
        repo.issuedCounts(ids),
      ]);
      return {
        list: rows.map((r) => toTemplateRow(r, sources.get(r.id) ?? [], counts.get(r.id) ?? 0)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    template: templateDetail,

    async saveTemplate(
      actor: Actor,
      ip: string,
      input: TCertificateTemplateSaveParsed,
    ): Promise<TCertificateTemplateDetail> {
      await checkBackground(actor.companyId, input.backgroundFileId);
      const sources = input.sources.map((s) => ({ kind: s.kind, itemId: s.itemId }));
      await checkSources(actor.companyId, sources);
      const values = {
        name: input.name,
        page: input.page,
        backgroundFileId: input.backgroundFileId,
        fields: input.fields,
        validityMonths: input.validityMonths,
        enabled: input.enabled,
      };
      const id = await deps.db.transaction(async (tx) => {
        const r = createCertificateRepository(tx);
        if (input.id) {
          const before = await r.findTemplate(actor.companyId, input.id);
          if (!before) throw fail('certificate.templateNotFound');
          const beforeSources: SourceRow[] = await r.sourcesOf([before.id]);
          const after = await r.updateTemplate(before.id, values);
          await r.replaceSources(after.id, sources);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'certificateTemplate',
            entityId: after.id,
            summary: after.name,
            before: templateLogEntry(before, beforeSources),
            after: templateLogEntry(after, sources),
          });
          return after.id;
        }
        const row = await r.insertTemplate(actor.companyId, { ...values, createdBy: actor.userId });
        await r.replaceSources(row.id, sources);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'certificateTemplate',
          entityId: row.id,
          summary: row.name,
          after: templateLogEntry(row, sources),
        });
        return row.id;
      });
      return templateDetail(actor, id);
    },

    /** Deletes templates nothing was issued from; one unknown or used id refuses them all. */
    async deleteTemplates(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createCertificateRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => r.findTemplates(actor.companyId, u),
          'certificate.templateNotFound',
        );
        if ((await r.issuedCounts(unique)).size) throw fail('certificate.templateInUse');
        const sources = await r.sourcesOf(unique);
        await r.deleteTemplates(unique);
        for (const row of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'certificateTemplate',
            entityId: row.id,
            summary: row.name,
            before: templateLogEntry(
              row,
              sources.filter((s) => s.templateId === row.id),
            ),
          });
      });
    },

    /** A sample PDF of a design as the editor holds it (saved or not). */
    async sample(
      actor: Actor,
      design: z.output<typeof ZCertificateDesign>,
      locale: Locale,
    ): Promise<{ bytes: Uint8Array; name: string }> {
      await checkBackground(actor.companyId, design.backgroundFileId);
      const bytes = await deps.pdfs.sample(
        actor.companyId,
        { ...design, page: design.page as CertificatePage },
        {
          holderName: translate('certificate.sampleHolder', locale),
          sourceTitle: translate('certificate.sampleSource', locale),
        },
      );
      return { bytes, name: `${design.name}.pdf` };
    },

    // ---- issued certificates ---------------------------------------------------------------
    async list(
      actor: Actor,
      q: z.output<typeof ZCertificateAdminQuery>,
    ): Promise<TPage<TCertificateAdminRow>> {
      const { rows, total } = await repo.adminPage(
        filterOf(actor, q),
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: await rowsWithHolders(actor, rows),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Issues the template to people (active, of the company) who hold no valid one of it. */
    async issue(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZCertificateIssue>,
    ): Promise<TCertificateIssueResult> {
      const template = await repo.findTemplate(actor.companyId, input.templateId);
      if (!template) throw fail('certificate.templateNotFound');
      if (!template.enabled) throw fail('certificate.templateDisabled');
      const userIds = [...new Set(input.userIds)];
      const people = await deps.directory.find(actor.companyId, userIds, { activeOnly: true });
      if (people.length !== userIds.length) throw fail('certificate.personNotFound');
      const at = now();
      return deps.db.transaction(async (tx) => {
        const r = createCertificateRepository(tx);
        const holding = await r.holdersOfValid(template.id, userIds, at);
        let issued = 0;
        for (const userId of userIds) {
          if (holding.has(userId)) continue;
          const row = await deps.issuer.issueManually(tx, template, userId, actor.userId, at);
          issued++;
          await deps.record(tx, actor, ip, {
            action: 'issue',
            entity: 'certificate',
            entityId: row.id,
            summary: `${row.title} ${row.number}`,
            after: { templateId: template.id, userId, number: row.number },
          });
        }
        return { issued, skipped: userIds.length - issued };
      });
    },

    async revoke(actor: Actor, ip: string, input: z.output<typeof ZCertificateRevoke>) {
      await deps.db.transaction(async (tx) => {
        const r = createCertificateRepository(tx);
        const row = await r.byId(input.id);
        if (!row || row.companyId !== actor.companyId) throw fail('certificate.notFound');
        if (row.status === 'revoked') throw fail('certificate.alreadyRevoked');
        const after = await r.revoke(row.id, actor.userId, input.reason, now());
        await deps.record(tx, actor, ip, {
          action: 'revoke',
          entity: 'certificate',
          entityId: row.id,
          summary: `${row.title} ${row.number}`,
          before: { status: row.status },
          after: { status: after.status, reason: after.revokeReason },
        });
      });
    },

    /** Any certificate of the company, revoked ones included. */
    async pdf(actor: Actor, id: number): Promise<{ bytes: Uint8Array; name: string }> {
      const row = await repo.byId(id);
      if (!row || row.companyId !== actor.companyId) throw fail('certificate.notFound');
      return { bytes: await deps.pdfs.pdfOf(row), name: `${row.title}-${row.number}.pdf` };
    },

    async export(
      actor: Actor,
      q: z.output<typeof ZCertificateExport>,
      locale: Locale,
    ): Promise<{ file: Buffer; name: string }> {
      const rows = await rowsWithHolders(
        actor,
        await repo.adminAll(filterOf(actor, q), EXPORT_LIMIT),
      );
      const h = (k: string) => translate(`certificateExport.${k}` as MessageKey, locale);
      const header = [
        'number',
        'code',
        'title',
        'holder',
        'account',
        'department',
        'source',
        'issuedAt',
        'expiresAt',
        'state',
        'revokeReason',
      ].map(h);
      const body = rows.map((r) => [
        r.number,
        r.code,
        r.title,
        r.holder.name,
        r.holder.account,
        r.holder.departmentName,
        r.sourceTitle,
        printedDate(new Date(r.issuedAt)),
        r.expiresAt
          ? printedDate(new Date(r.expiresAt))
          : translate('certificate.neverExpires', locale),
        h(`state_${r.state}`),
        r.revokeReason,
      ]);
      return {
        file: buildWorkbook([
          {
            name: h('sheet'),
            rows: [header, ...body],
            widths: [14, 20, 24, 14, 14, 18, 24, 12, 12, 8, 24],
          },
        ]),
        name: `${h('sheet')}.xlsx`,
      };
    },
  };
}
export type CertificateAdminService = ReturnType<typeof createCertificateAdminService>;

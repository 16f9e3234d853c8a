import type { TPage } from '@ascent/shared/admin';
import {
  AUDIT_LIMITS,
  type TAuditCandidateQuery,
  type TAuditPerson,
  type TAuditTemplate,
  type TAuditTemplateCreate,
  type TAuditTemplateQuery,
  type TAuditTemplateUpdate,
  type TAuditType,
} from '@ascent/shared/audit';
import type { Locale } from '@ascent/shared/i18n';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import {
  isTemplateSortField,
  type AuditRepository,
  type AuditTemplateRow,
  type NodeValues,
} from './audit.repository.ts';
import type { AuditRegistry } from './audit.registry.ts';
import { toTemplate, type PeopleById } from './audit.mapper.ts';
import type { AuditPeople } from './audit-receipt.service.ts';

/** Approval templates on the admin site: list, create, update, delete, approver search. */
export function createAuditTemplateService(deps: {
  db: Db;
  audit: (db: DbOrTx) => AuditRepository;
  registry: AuditRegistry;
  people: AuditPeople;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.audit(deps.db);

  const typeName = (type: number, locale: Locale) =>
    deps.registry.get(type)?.name(locale) ?? `#${type}`;

  async function peopleById(companyId: number, ids: number[]): Promise<PeopleById> {
    const rows = await deps.people.find(companyId, [...new Set(ids)]);
    return new Map(rows.map((p) => [p.id, p]));
  }

  /** The templates with their nodes, approvers and open receipts, in three queries. */
  async function present(
    companyId: number,
    rows: AuditTemplateRow[],
    locale: Locale,
  ): Promise<TAuditTemplate[]> {
    const r = repo;
    const ids = rows.map((t) => t.id);
    const [nodes, reviewing] = await Promise.all([r.templateNodes(ids), r.reviewingCounts(ids)]);
    const people = await peopleById(
      companyId,
      nodes.flatMap((n) => n.approverUserIds),
    );
    return rows.map((t) =>
      toTemplate(
        t,
        nodes.filter((n) => n.templateId === t.id),
        people,
        reviewing.get(t.id) ?? 0,
        typeName(t.type, locale),
      ),
    );
  }

  /** Checks what the shared schema cannot: a registered type, approvers of this company. */
  async function checkInput(actor: Actor, input: TAuditTemplateCreate): Promise<NodeValues[]> {
    if (!deps.registry.get(input.type))
      throw fail('audit.unknownType', undefined, { field: 'type' });
    const ids = [...new Set(input.nodes.flatMap((n) => n.approverUserIds))];
    const found = await deps.people.find(actor.companyId, ids, { activeOnly: true });
    const known = new Set(found.map((p) => p.id));
    const missing = input.nodes.findIndex((n) => n.approverUserIds.some((id) => !known.has(id)));
    if (missing >= 0)
      throw fail('audit.approverNotFound', undefined, {
        field: `nodes.${missing}.approverUserIds`,
      });
    return input.nodes.map((n, i) => ({
      seq: i + 1,
      name: n.name,
      langNames: n.langNames,
      approverUserIds: [...new Set(n.approverUserIds)],
      approverRoles: [...new Set(n.approverRoles)],
    }));
  }

  async function refuseSecondActive(
    tx: DbOrTx,
    actor: Actor,
    input: { type: number; enabled: boolean },
    selfId?: number,
  ) {
    if (!input.enabled) return;
    const active = await deps.audit(tx).findActiveTemplate(actor.companyId, input.type);
    if (active && active.id !== selfId)
      throw fail('audit.activeExists', undefined, { field: 'enabled' });
  }

  /** A second active template racing past the check meets the partial unique index. */
  async function guardActive<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (err) {
      if (isUniqueViolation(err, 'audit_templates_active_uq'))
        throw fail('audit.activeExists', undefined, { field: 'enabled' });
      throw err;
    }
  }

  return {
    types(locale: Locale): TAuditType[] {
      return deps.registry.all().map((h) => ({ type: h.type, name: h.name(locale) }));
    },

    async list(
      actor: Actor,
      q: TAuditTemplateQuery,
      locale: Locale,
    ): Promise<TPage<TAuditTemplate>> {
      const field = isTemplateSortField(q.sortField) ? q.sortField : 'updatedAt';
      const { rows, total } = await repo.listTemplates(
        { companyId: actor.companyId, type: q.type, keyword: q.keyword || undefined },
        { field, desc: q.sortField ? q.sortOrder === 'descend' : true },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: await present(actor.companyId, rows, locale),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async create(
      actor: Actor,
      ip: string,
      input: TAuditTemplateCreate,
      locale: Locale,
    ): Promise<TAuditTemplate> {
      const nodes = await checkInput(actor, input);
      const row = await guardActive(() =>
        deps.db.transaction(async (tx) => {
          await refuseSecondActive(tx, actor, input);
          const r = deps.audit(tx);
          const created = await r.insertTemplate({
            companyId: actor.companyId,
            type: input.type,
            name: input.name,
            enabled: input.enabled,
          });
          await r.replaceTemplateNodes(created.id, nodes);
          await deps.record(tx, actor, ip, {
            action: 'create',
            entity: 'audit-template',
            entityId: created.id,
            summary: created.name,
            after: snapshot(created, nodes),
          });
          return created;
        }),
      );
      // Presented after the commit: a transaction uses its own connection only.
      const [created] = await present(actor.companyId, [row], locale);
      return created!;
    },

    async update(
      actor: Actor,
      ip: string,
      input: TAuditTemplateUpdate,
      locale: Locale,
    ): Promise<TAuditTemplate> {
      const nodes = await checkInput(actor, input);
      const row = await guardActive(() =>
        deps.db.transaction(async (tx) => {
          const r = deps.audit(tx);
          const existing = await r.findTemplate(actor.companyId, input.id);
          if (!existing) throw fail('audit.templateNotFound');
          await refuseSecondActive(tx, actor, input, existing.id);
          const beforeNodes = await r.templateNodes([existing.id]);
          const updated = await r.updateTemplate(existing.id, {
            type: input.type,
            name: input.name,
            enabled: input.enabled,
          });
          await r.replaceTemplateNodes(existing.id, nodes);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'audit-template',
            entityId: existing.id,
            summary: input.name,
            before: snapshot(existing, beforeNodes),
            after: snapshot(updated!, nodes),
          });
          return updated!;
        }),
      );
      const [updated] = await present(actor.companyId, [row], locale);
      return updated!;
    },

    /** Deletes the templates; none of them if any still has receipts under review. */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<number> {
      const wanted = [...new Set(ids)];
      return deps.db.transaction(async (tx) => {
        const r = deps.audit(tx);
        const rows = await r.findTemplates(actor.companyId, wanted);
        if (rows.length !== wanted.length) throw fail('audit.templateNotFound');
        const reviewing = await r.reviewingCounts(wanted);
        if ([...reviewing.values()].some((n) => n > 0)) throw fail('audit.templateInUse');
        const nodes = await r.templateNodes(wanted);
        const removed = await r.deleteTemplates(actor.companyId, wanted);
        await deps.record(
          tx,
          actor,
          ip,
          rows.map((t) => ({
            action: 'delete',
            entity: 'audit-template',
            entityId: t.id,
            summary: t.name,
            before: snapshot(
              t,
              nodes.filter((n) => n.templateId === t.id),
            ),
          })),
        );
        return removed;
      });
    },

    /** People who can be named as approvers: active users of the company, by account or name. */
    async candidates(actor: Actor, q: TAuditCandidateQuery): Promise<TAuditPerson[]> {
      return deps.people.search(actor.companyId, q.keyword, AUDIT_LIMITS.candidates);
    },
  };
}
export type AuditTemplateService = ReturnType<typeof createAuditTemplateService>;

/** What the operation log keeps of a template. */
function snapshot(
  t: Pick<AuditTemplateRow, 'type' | 'name' | 'enabled'>,
  nodes: readonly Omit<NodeValues, 'seq'>[],
) {
  return {
    type: t.type,
    name: t.name,
    enabled: t.enabled,
    nodes: nodes.map((n) => ({
      name: n.name,
      langNames: n.langNames,
      approverUserIds: n.approverUserIds,
      approverRoles: n.approverRoles,
    })),
  };
}

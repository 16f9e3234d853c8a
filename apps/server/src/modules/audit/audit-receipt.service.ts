import {
  AUDIT_DECISION,
  AUDIT_STATUS,
  type AuditDecision,
  type AuditStatus,
  type TAuditDecisionResult,
  type TAuditNodeSubmit,
  type TAuditReceipt,
  type TAuditReceiptDetail,
  type TAuditReceiptListQuery,
  type TAuditReceiptSubmit,
  type TAuditWithdraw,
} from '@ascent/shared/audit';
import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import type { AuditReceiptNodeRow, AuditReceiptRow, AuditRepository } from './audit.repository.ts';
import type { AuditReceiptView, AuditRegistry } from './audit.registry.ts';
import { currentNodeOf, isApprover, requireReceiptAccess } from './audit.access.ts';
import {
  toNodeRef,
  toReceipt,
  toReceiptNode,
  toReceiptView,
  type PeopleById,
} from './audit.mapper.ts';

/** The people lookups the audit module needs (the user module's directory). */
export type AuditPeople = Pick<PeopleDirectory, 'find' | 'search'>;

/** Who opens a receipt, and for what. */
export interface OpenReceiptInput {
  companyId: number;
  type: number;
  resourceId: number;
  applicant: { userId: number; roles: string[] };
  payload: unknown;
}

export interface OpenedReceipt {
  auditId: number;
  resourceId: number;
  /** The first node's id. */
  nodeId: number;
  /** The applicant may decide the first node themselves (me/AuditReceiptSubmit). */
  firstNodeApprover: boolean;
}

/**
 * Receipts: opened by a domain (through `open`, inside its own transaction), listed for the
 * applicant and the approvers, decided node by node, withdrawn by the applicant. Every
 * decision runs in one transaction with the receipt locked, and calls the type's handler in it.
 */
export function createAuditReceiptService(deps: {
  db: Db;
  audit: (db: DbOrTx) => AuditRepository;
  registry: AuditRegistry;
  people: AuditPeople;
}) {
  const repo = deps.audit(deps.db);

  async function peopleById(companyId: number, ids: number[]): Promise<PeopleById> {
    const rows = await deps.people.find(companyId, [...new Set(ids)]);
    return new Map(rows.map((p) => [p.id, p]));
  }

  /** A page of receipts with their nodes and applicants: three queries for the whole page. */
  async function presentPage(
    companyId: number,
    { rows, total }: { rows: AuditReceiptRow[]; total: number },
    q: TAuditReceiptListQuery,
    locale: Locale,
  ): Promise<TPage<TAuditReceipt>> {
    const nodes = await repo.receiptNodes(rows.map((r) => r.id));
    const people = await peopleById(
      companyId,
      rows.map((r) => r.applicantId),
    );
    return {
      list: rows.map((r) =>
        toReceipt(
          r,
          nodes.filter((n) => n.receiptId === r.id),
          people,
          deps.registry.get(r.type),
          locale,
        ),
      ),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  function handlerOf(type: number) {
    const handler = deps.registry.get(type);
    if (!handler) throw fail('audit.unknownType');
    return handler;
  }

  /**
   * Records a decision on the current node and moves the receipt on: the next node, or the
   * end (passed: the handler applies; rejected: the handler records the reason). In `tx`.
   */
  async function decideCurrent(
    tx: DbOrTx,
    receipt: AuditReceiptRow,
    nodes: AuditReceiptNodeRow[],
    current: AuditReceiptNodeRow,
    approverId: number,
    decision: AuditDecision,
    remark: string,
    locale: Locale,
    /** Told of the receipt when this decision ends it (for the handler's afterDecided). */
    onSettled: (receipt: AuditReceiptView) => void,
  ): Promise<TAuditDecisionResult> {
    const r = deps.audit(tx);
    const handler = handlerOf(receipt.type);
    await r.decideNode(current.id, { decision, approverId, remark });
    if (decision === AUDIT_DECISION.reject) {
      const row = await r.updateReceipt(receipt.id, {
        status: AUDIT_STATUS.rejected,
        decidedAt: new Date(),
      });
      const view = toReceiptView(row, approverId);
      await handler.onRejected(tx, view, remark);
      onSettled(view);
      return { auditId: row.id, status: AUDIT_STATUS.rejected, currentNode: null };
    }
    const next = nodes.find((n) => n.seq === current.seq + 1);
    if (next) {
      await r.updateReceipt(receipt.id, { currentNode: next.seq });
      return {
        auditId: receipt.id,
        status: AUDIT_STATUS.reviewing,
        currentNode: toNodeRef(next, locale),
      };
    }
    const row = await r.updateReceipt(receipt.id, {
      status: AUDIT_STATUS.passed,
      decidedAt: new Date(),
    });
    const view = toReceiptView(row, approverId);
    await handler.onApproved(tx, view);
    onSettled(view);
    return { auditId: row.id, status: AUDIT_STATUS.passed, currentNode: null };
  }

  /** Runs a decision's transaction, then the handler's afterDecided if it ended the receipt. */
  async function deciding(
    run: (
      tx: DbOrTx,
      onSettled: (receipt: AuditReceiptView) => void,
    ) => Promise<TAuditDecisionResult>,
  ): Promise<TAuditDecisionResult> {
    let settled: AuditReceiptView | null = null;
    const result = await deps.db.transaction((tx) => run(tx, (receipt) => (settled = receipt)));
    const ended = settled as AuditReceiptView | null;
    if (ended) await handlerOf(ended.type).afterDecided?.(ended);
    return result;
  }

  /** Locks the receipt of the caller's company with its nodes, or refuses: not found. */
  async function lockWithNodes(tx: DbOrTx, actor: Actor, auditId: number) {
    const r = deps.audit(tx);
    const receipt = await r.lockReceipt(actor.companyId, auditId);
    if (!receipt) throw fail('audit.receiptNotFound');
    return { receipt, nodes: await r.receiptNodes([receipt.id]) };
  }

  return {
    /** True when the company has an active template for the type. */
    async hasActiveTemplate(tx: DbOrTx, companyId: number, type: number): Promise<boolean> {
      return !!(await deps.audit(tx).findActiveTemplate(companyId, type));
    },

    /** Opens a receipt through the type's active template, inside the domain's transaction. */
    async open(tx: DbOrTx, input: OpenReceiptInput): Promise<OpenedReceipt> {
      const r = deps.audit(tx);
      const template = await r.findActiveTemplate(input.companyId, input.type);
      if (!template) throw fail('audit.templateNotFound');
      const templateNodes = await r.templateNodes([template.id]);
      if (!templateNodes.length) throw fail('audit.nodeRequired');
      const receipt = await r.insertReceipt({
        companyId: input.companyId,
        type: input.type,
        templateId: template.id,
        resourceId: input.resourceId,
        applicantId: input.applicant.userId,
        status: AUDIT_STATUS.reviewing,
        currentNode: templateNodes[0]!.seq,
        nodeCount: templateNodes.length,
        payload: input.payload ?? {},
      });
      const nodes = await r.insertReceiptNodes(
        receipt.id,
        templateNodes.map((n) => ({
          seq: n.seq,
          name: n.name,
          langNames: n.langNames,
          approverUserIds: n.approverUserIds,
          approverRoles: n.approverRoles,
        })),
      );
      const first = nodes.find((n) => n.seq === receipt.currentNode)!;
      return {
        auditId: receipt.id,
        resourceId: receipt.resourceId,
        nodeId: first.id,
        firstNodeApprover: isApprover(first, input.applicant),
      };
    },

    /** auditreceiptbyinitlist: what I submitted, newest first. */
    async listMine(
      actor: Actor,
      q: TAuditReceiptListQuery,
      locale: Locale,
    ): Promise<TPage<TAuditReceipt>> {
      const page = await repo.listByApplicant(
        actor.companyId,
        actor.userId,
        { status: q.status, type: q.type },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return presentPage(actor.companyId, page, q, locale);
    },

    /** auditreceiptbytodolist: under review, and its current node is mine to decide. */
    async listTodo(
      actor: Actor,
      q: TAuditReceiptListQuery,
      locale: Locale,
    ): Promise<TPage<TAuditReceipt>> {
      if (q.status && q.status !== AUDIT_STATUS.reviewing)
        return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
      const page = await repo.listTodo(
        actor.companyId,
        actor.userId,
        actor.roles,
        { type: q.type },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return presentPage(actor.companyId, page, q, locale);
    },

    /** auditreceiptdetail: for the applicant and the approvers of any node. */
    async detail(actor: Actor, auditId: number, locale: Locale): Promise<TAuditReceiptDetail> {
      const receipt = await repo.findReceipt(actor.companyId, auditId);
      if (!receipt) throw fail('audit.receiptNotFound');
      const nodes = await repo.receiptNodes([receipt.id]);
      requireReceiptAccess(actor, receipt, nodes, 'read');
      const mine = receipt.applicantId === actor.userId;
      const people = await peopleById(actor.companyId, [
        receipt.applicantId,
        ...nodes.flatMap((n) => [...n.approverUserIds, ...(n.approverId ? [n.approverId] : [])]),
      ]);
      const handler = deps.registry.get(receipt.type);
      const current = currentNodeOf(receipt, nodes);
      const described = handler?.describe(toReceiptView(receipt, null), locale);
      return {
        ...toReceipt(receipt, nodes, people, handler, locale),
        lines: described?.lines ?? [],
        links: described?.links ?? [],
        audittmplnode: nodes.map((n) => toReceiptNode(receipt, n, people, locale)),
        reason:
          receipt.status === AUDIT_STATUS.rejected
            ? (nodes.find((n) => n.decision === AUDIT_DECISION.reject)?.remark ?? '')
            : '',
        canDecide: !!current && isApprover(current, actor),
        canWithdraw: mine && receipt.status === AUDIT_STATUS.reviewing,
      };
    },

    /**
     * A domain's approver-only reads (InformationDetail, course detail/simple): whether the
     * caller may read some receipt of `type` for one of `resourceIds` (its applicant or an
     * approver of any of its nodes, the rule of auditreceiptdetail).
     */
    async partyOfAny(actor: Actor, type: number, resourceIds: number[]): Promise<boolean> {
      const receipts = await repo.receiptsFor(actor.companyId, type, resourceIds);
      if (!receipts.length) return false;
      if (receipts.some((r) => r.applicantId === actor.userId)) return true;
      const nodes = await repo.receiptNodes(receipts.map((r) => r.id));
      return nodes.some((n) => isApprover(n, actor));
    },

    /** auditreceiptnodesubmit: an approver of the current node passes or rejects it. */
    async decide(
      actor: Actor,
      input: TAuditNodeSubmit,
      locale: Locale,
    ): Promise<TAuditDecisionResult> {
      return deciding(async (tx, onSettled) => {
        const { receipt, nodes } = await lockWithNodes(tx, actor, input.auditId);
        const current = requireReceiptAccess(actor, receipt, nodes, 'decide')!;
        return decideCurrent(
          tx,
          receipt,
          nodes,
          current,
          actor.userId,
          input.decision,
          input.remark,
          locale,
          onSettled,
        );
      });
    },

    /**
     * me/AuditReceiptSubmit (spec s.4): the applicant, being an approver of the first node,
     * passes it right after submitting; then the receipt waits for the next node (or passes).
     */
    async submitFirstNode(
      actor: Actor,
      input: TAuditReceiptSubmit,
      locale: Locale,
    ): Promise<TAuditDecisionResult> {
      const entry = input.auditReceiptNode[0]!;
      return deciding(async (tx, onSettled) => {
        const { receipt, nodes } = await lockWithNodes(tx, actor, input.auditId);
        const current = requireReceiptAccess(actor, receipt, nodes, 'decideOwnFirstNode')!;
        if (receipt.resourceId !== input.resourceId)
          throw fail('common.parameterError', undefined, { field: 'resourceId' });
        if (entry.nodeId !== current.id) throw fail('audit.notFirstNodeApprover');
        return decideCurrent(
          tx,
          receipt,
          nodes,
          current,
          actor.userId,
          AUDIT_DECISION.pass,
          entry.remark,
          locale,
          onSettled,
        );
      });
    },

    /** The applicant withdraws a receipt under review; the handler is told. */
    async withdraw(actor: Actor, input: TAuditWithdraw): Promise<TAuditDecisionResult> {
      return deps.db.transaction(async (tx) => {
        const { receipt, nodes } = await lockWithNodes(tx, actor, input.auditId);
        requireReceiptAccess(actor, receipt, nodes, 'withdraw');
        const row = await deps.audit(tx).updateReceipt(receipt.id, {
          status: AUDIT_STATUS.withdrawn,
          decidedAt: new Date(),
        });
        await handlerOf(row.type).onWithdrawn?.(tx, toReceiptView(row, null));
        return {
          auditId: row.id,
          status: row.status as AuditStatus,
          currentNode: null,
        };
      });
    },
  };
}
export type AuditReceiptService = ReturnType<typeof createAuditReceiptService>;

import type {
  AuditNodeStatus,
  AuditStatus,
  TAuditNodeRef,
  TAuditPerson,
  TAuditReceipt,
  TAuditReceiptNode,
  TAuditTemplate,
} from '@ascent/shared/audit';
import type { Role } from '@ascent/shared/common';
import type { Locale } from '@ascent/shared/i18n';
import { pickLangName } from '@ascent/shared/platform';
import type {
  AuditReceiptNodeRow,
  AuditReceiptRow,
  AuditTemplateNodeRow,
  AuditTemplateRow,
} from './audit.repository.ts';
import type { AuditHandler, AuditReceiptView } from './audit.registry.ts';
import { currentNodeOf } from './audit.access.ts';

export type PeopleById = Map<number, TAuditPerson>;

/** Someone no longer found (deleted) still shows as their id. */
export const personOf = (people: PeopleById, id: number): TAuditPerson =>
  people.get(id) ?? { id, account: '', realName: `#${id}` };

export function toTemplate(
  row: AuditTemplateRow,
  nodes: AuditTemplateNodeRow[],
  people: PeopleById,
  reviewingCount: number,
  typeName: string,
): TAuditTemplate {
  return {
    id: row.id,
    type: row.type,
    typeName,
    name: row.name,
    enabled: row.enabled,
    nodes: nodes.map((n) => ({
      seq: n.seq,
      name: n.name,
      langNames: n.langNames,
      approverUserIds: n.approverUserIds,
      approverRoles: n.approverRoles as Role[],
      approvers: n.approverUserIds.map((id) => personOf(people, id)),
    })),
    reviewingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReceiptView(row: AuditReceiptRow, decidedBy: number | null): AuditReceiptView {
  return {
    auditId: row.id,
    companyId: row.companyId,
    type: row.type,
    resourceId: row.resourceId,
    applicantId: row.applicantId,
    status: row.status,
    payload: row.payload,
    decidedBy,
  };
}

/** A receipt's node, named in the caller's language (the entered name where it has none). */
export const toNodeRef = (n: AuditReceiptNodeRow, locale: Locale): TAuditNodeRef => ({
  nodeId: n.id,
  seq: n.seq,
  name: pickLangName(n.langNames, locale, n.name),
});

export function toReceipt(
  row: AuditReceiptRow,
  nodes: readonly AuditReceiptNodeRow[],
  people: PeopleById,
  handler: AuditHandler | undefined,
  locale: Locale,
): TAuditReceipt {
  const current = currentNodeOf(row, nodes);
  const typeName = handler?.name(locale) ?? `#${row.type}`;
  return {
    auditId: row.id,
    type: row.type,
    typeName,
    title: handler?.describe(toReceiptView(row, null), locale).title ?? typeName,
    resourceId: row.resourceId,
    status: row.status as AuditStatus,
    applicant: personOf(people, row.applicantId),
    currentNode: current ? toNodeRef(current, locale) : null,
    nodeCount: row.nodeCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A node's state on the timeline (see AuditNodeStatus). */
export function nodeStatus(row: AuditReceiptRow, node: AuditReceiptNodeRow): AuditNodeStatus {
  if (node.decision === 2 || node.decision === 3) return node.decision;
  if (node.seq !== row.currentNode) return 0;
  return row.status === 4 ? 4 : row.status === 1 ? 1 : 0;
}

export function toReceiptNode(
  row: AuditReceiptRow,
  node: AuditReceiptNodeRow,
  people: PeopleById,
  locale: Locale,
): TAuditReceiptNode {
  return {
    ...toNodeRef(node, locale),
    status: nodeStatus(row, node),
    appterMembers: node.approverUserIds.map((id) => personOf(people, id)),
    roles: node.approverRoles as Role[],
    approver: node.approverId ? personOf(people, node.approverId) : null,
    remark: node.remark,
    decidedAt: node.decidedAt?.toISOString() ?? null,
  };
}

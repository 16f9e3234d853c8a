import { AUDIT_STATUS } from '@ascent/shared/audit';
import { fail } from '../../core/errors.ts';
import { requireRole } from '../../core/access.ts';
import type { AuditReceiptNodeRow, AuditReceiptRow } from './audit.repository.ts';

/** Who is acting on a receipt. */
export interface AuditActor {
  userId: number;
  roles: readonly string[];
}

/** A node's approvers: listed by person, or holding one of its roles. */
export function isApprover(
  node: Pick<AuditReceiptNodeRow, 'approverUserIds' | 'approverRoles'>,
  who: AuditActor,
): boolean {
  return (
    node.approverUserIds.includes(who.userId) ||
    node.approverRoles.some((r) => who.roles.includes(r))
  );
}

/** The node waiting for a decision, while the receipt is under review. */
export function currentNodeOf(
  receipt: AuditReceiptRow,
  nodes: readonly AuditReceiptNodeRow[],
): AuditReceiptNodeRow | undefined {
  return receipt.status === AUDIT_STATUS.reviewing
    ? nodes.find((n) => n.seq === receipt.currentNode)
    : undefined;
}

export type ReceiptAction = 'read' | 'decide' | 'withdraw' | 'decideOwnFirstNode';

/**
 * The one access check of every receipt call. read: the applicant or an approver of any node
 * (ret 7 otherwise). decide: an approver of some node (ret 7), while under review, of the
 * current node (ret 1: a stale to-do is not a permission problem). withdraw: the applicant
 * (ret 7), while under review. decideOwnFirstNode: the applicant, while the first node is
 * current and they approve it. Returns the current node for the deciding actions.
 */
export function requireReceiptAccess(
  actor: AuditActor,
  receipt: AuditReceiptRow,
  nodes: readonly AuditReceiptNodeRow[],
  action: ReceiptAction,
): AuditReceiptNodeRow | undefined {
  const applicant = receipt.applicantId === actor.userId;
  switch (action) {
    case 'read':
      requireRole(applicant || nodes.some((n) => isApprover(n, actor)), 'audit.notParty');
      return undefined;
    case 'withdraw':
      requireRole(applicant, 'audit.notApplicant');
      if (receipt.status !== AUDIT_STATUS.reviewing) throw fail('audit.notReviewing');
      return undefined;
    case 'decide': {
      requireRole(
        nodes.some((n) => isApprover(n, actor)),
        'audit.notApprover',
      );
      if (receipt.status !== AUDIT_STATUS.reviewing) throw fail('audit.notReviewing');
      const current = currentNodeOf(receipt, nodes);
      if (!current || !isApprover(current, actor)) throw fail('audit.notYourTurn');
      return current;
    }
    case 'decideOwnFirstNode': {
      requireRole(applicant, 'audit.notApplicant');
      if (receipt.status !== AUDIT_STATUS.reviewing) throw fail('audit.notReviewing');
      const current = currentNodeOf(receipt, nodes);
      if (!current || current.seq !== nodes[0]?.seq || !isApprover(current, actor))
        throw fail('audit.notFirstNodeApprover');
      return current;
    }
  }
}

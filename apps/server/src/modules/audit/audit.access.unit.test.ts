import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { isApprover, requireReceiptAccess, type ReceiptAction } from './audit.access.ts';
import type { AuditReceiptNodeRow, AuditReceiptRow } from './audit.repository.ts';

const receipt = (over: Partial<AuditReceiptRow> = {}): AuditReceiptRow => ({
  id: 1,
  companyId: 1,
  type: 2,
  templateId: 1,
  resourceId: 9,
  applicantId: 10,
  status: 1,
  currentNode: 1,
  nodeCount: 2,
  payload: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  decidedAt: null,
  ...over,
});
const node = (seq: number, users: number[], roles: string[] = []): AuditReceiptNodeRow => ({
  id: 100 + seq,
  receiptId: 1,
  seq,
  name: `Node ${seq}`,
  langNames: {},
  approverUserIds: users,
  approverRoles: roles,
  decision: 0,
  approverId: null,
  remark: '',
  decidedAt: null,
});
const nodes = [node(1, [20]), node(2, [], ['supervisor'])];
const applicant = { userId: 10, roles: ['learner'] };
const firstApprover = { userId: 20, roles: ['learner'] };
const supervisor = { userId: 30, roles: ['learner', 'supervisor'] };
const stranger = { userId: 40, roles: ['learner', 'admin'] };

/** The refusal's ret and message key, or 'ok'. */
function outcome(
  who: { userId: number; roles: string[] },
  action: ReceiptAction,
  r: AuditReceiptRow = receipt(),
) {
  try {
    requireReceiptAccess(who, r, nodes, action);
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.ret} ${err.ref}`;
  }
}

describe('requireReceiptAccess', () => {
  it('an approver is named by person or holds a role', () => {
    expect(isApprover(nodes[0]!, firstApprover)).toBe(true);
    expect(isApprover(nodes[1]!, supervisor)).toBe(true);
    expect(isApprover(nodes[1]!, stranger)).toBe(false);
  });

  it('read: the applicant and the approvers of any node', () => {
    expect(outcome(applicant, 'read')).toBe('ok');
    expect(outcome(firstApprover, 'read')).toBe('ok');
    expect(outcome(supervisor, 'read')).toBe('ok');
    expect(outcome(stranger, 'read')).toBe('7 audit.notParty');
  });

  it('decide: only the current node approver, only under review', () => {
    expect(outcome(firstApprover, 'decide')).toBe('ok');
    expect(outcome(supervisor, 'decide')).toBe('1 audit.notYourTurn');
    expect(outcome(supervisor, 'decide', receipt({ currentNode: 2 }))).toBe('ok');
    expect(outcome(stranger, 'decide')).toBe('7 audit.notApprover');
    expect(outcome(applicant, 'decide')).toBe('7 audit.notApprover');
    expect(outcome(firstApprover, 'decide', receipt({ status: 3 }))).toBe('1 audit.notReviewing');
  });

  it('withdraw: only the applicant, only under review', () => {
    expect(outcome(applicant, 'withdraw')).toBe('ok');
    expect(outcome(firstApprover, 'withdraw')).toBe('7 audit.notApplicant');
    expect(outcome(applicant, 'withdraw', receipt({ status: 4 }))).toBe('1 audit.notReviewing');
  });

  it('decideOwnFirstNode: the applicant approving the current first node', () => {
    const own = receipt({ applicantId: 20 });
    expect(outcome(firstApprover, 'decideOwnFirstNode', own)).toBe('ok');
    expect(outcome(applicant, 'decideOwnFirstNode')).toBe('1 audit.notFirstNodeApprover');
    expect(outcome(firstApprover, 'decideOwnFirstNode')).toBe('7 audit.notApplicant');
    expect(
      outcome(supervisor, 'decideOwnFirstNode', receipt({ applicantId: 30, currentNode: 2 })),
    ).toBe('1 audit.notFirstNodeApprover');
  });
});

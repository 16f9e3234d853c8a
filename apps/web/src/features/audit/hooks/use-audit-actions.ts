import { useMutation } from '@tanstack/react-query';
import { AUDIT_DECISION } from '@ascent/shared/audit';
import { queryClient } from '../../../app/services.ts';
import { submitDecision, withdrawReceipt } from '../api/audit-api.ts';
import { auditKeys } from '../lib/audit-keys.ts';

/** What the decision dialog does: approve, reject (with a remark) or withdraw. */
export type AuditAction = 'approve' | 'reject' | 'withdraw';

/** Runs an action on a receipt; afterwards both lists and the detail are fetched again. */
export function useAuditAction() {
  return useMutation({
    mutationFn: ({
      action,
      auditId,
      remark,
    }: {
      action: AuditAction;
      auditId: number;
      remark: string;
    }) =>
      action === 'withdraw'
        ? withdrawReceipt(auditId)
        : submitDecision({
            auditId,
            decision: action === 'approve' ? AUDIT_DECISION.pass : AUDIT_DECISION.reject,
            remark,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { AUDIT_STATUS } from '@ascent/shared/audit';
import type { TEditIsInformationRequest, TEditIsInformationResponse } from '@ascent/shared/profile';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient, session } from '../../../app/services.ts';
import { passOwnFirstNode, submitPersonnelInfo } from '../api/personnel-api.ts';
import { selfApprovesFirstNode } from '../lib/personnel-values.ts';

/**
 * Submits the personnel information (spec s.4): when it waits for approval, the company has
 * the audit centre and the user is an approver of the first node, that node is passed with
 * me/AuditReceiptSubmit. Afterwards the profile and the prompt are fetched again.
 */
export function useSubmitPersonnel() {
  return useMutation({
    mutationFn: async (
      body: TEditIsInformationRequest,
    ): Promise<Pick<TEditIsInformationResponse, 'status'>> => {
      const result = await submitPersonnelInfo(body);
      if (!result.audit || !selfApprovesFirstNode(result, session.getState().companyInfo?.menu))
        return result;
      const decided = await passOwnFirstNode(result.audit);
      return { status: decided.status === AUDIT_STATUS.passed ? 'applied' : 'pending' };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.personnelInfo });
    },
  });
}

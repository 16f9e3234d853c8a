import type { TDepartmentNode } from '@ascent/shared/platform';
import type {
  TEditIsInformationRequest,
  TEditIsInformationResponse,
  TIsInformationResponse,
} from '@ascent/shared/profile';
import type { TAuditDecisionResult } from '@ascent/shared/audit';
import { api } from '../../../app/services.ts';

export function fetchPersonnelInfo(): Promise<TIsInformationResponse> {
  return api.get<TIsInformationResponse>('study/me/IsInformation');
}

/** Field errors come back as ret 1 with the first bad field's message; the modal shows it. */
export function submitPersonnelInfo(
  body: TEditIsInformationRequest,
): Promise<TEditIsInformationResponse> {
  return api.post<TEditIsInformationResponse>('study/me/EditIsInformationV2', body, {
    silent: true,
  });
}

export function fetchDepartmentTree(): Promise<TDepartmentNode[]> {
  return api.get<TDepartmentNode[]>('study/department/tree', { cache: true });
}

/**
 * me/AuditReceiptSubmit (spec s.4): the applicant, being an approver of the receipt's first
 * node, passes that node right after submitting.
 */
export function passOwnFirstNode(
  audit: NonNullable<TEditIsInformationResponse['audit']>,
): Promise<TAuditDecisionResult> {
  return api.post<TAuditDecisionResult>('study/me/AuditReceiptSubmit', {
    auditId: audit.auditId,
    resourceId: audit.resourceId,
    auditReceiptNode: [{ nodeId: audit.nodeId }],
  });
}

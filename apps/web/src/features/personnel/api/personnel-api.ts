import type { TEditIsInformationRequest, TEditIsInformationResponse } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

export function fetchPersonnelInfo() {
  return api.call('GET /api/study/me/IsInformation');
}

/** Field errors come back as ret 1 with the first bad field's message; the modal shows it. */
export function submitPersonnelInfo(body: TEditIsInformationRequest) {
  return api.call('POST /api/study/me/EditIsInformationV2', body, { silent: true });
}

export function fetchDepartmentTree() {
  return api.call('GET /api/study/department/tree', undefined, { cache: true });
}

/**
 * me/AuditReceiptSubmit (spec s.4): the applicant, being an approver of the receipt's first
 * node, passes that node right after submitting.
 */
export function passOwnFirstNode(audit: NonNullable<TEditIsInformationResponse['audit']>) {
  return api.call('POST /api/study/me/AuditReceiptSubmit', {
    auditId: audit.auditId,
    resourceId: audit.resourceId,
    auditReceiptNode: [{ nodeId: audit.nodeId }],
  });
}

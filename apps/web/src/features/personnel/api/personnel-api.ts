import { OPTION_MAX_COUNT } from '@ascent/shared/config';
import type { TEditIsInformationRequest, TEditIsInformationResponse } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

export function fetchPersonnelInfo() {
  return api.call('GET /api/study/me/IsInformation');
}

/** Field errors come back as ret 1 with the first bad field's message; the modal shows it. */
export function submitPersonnelInfo(body: TEditIsInformationRequest) {
  return api.call('POST /api/study/me/EditIsInformationV2', body, { silent: true });
}

/**
 * The options of one select or tree field (study/me/customer/field/{id}/list). A company has at
 * most OPTION_MAX_COUNT options per field, so one page of that size holds them all.
 */
export function fetchFieldOptions(id: number) {
  return api.call('GET /api/study/me/customer/field/:id/list', { id, pageSize: OPTION_MAX_COUNT });
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

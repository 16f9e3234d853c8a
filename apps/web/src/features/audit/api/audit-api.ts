import type { TAuditNodeSubmit, TAuditReceiptListQuery } from '@ascent/shared/audit';
import { api } from '../../../app/services.ts';

/** Which list of the audit centre: my submissions or my to-dos. */
export type ReceiptBox = 'mine' | 'todo';

export function fetchReceipts(box: ReceiptBox, query: Partial<TAuditReceiptListQuery>) {
  return box === 'mine'
    ? api.call('POST /api/study/audittmpl/auditreceiptbyinitlist', query)
    : api.call('POST /api/study/audittmpl/auditreceiptbytodolist', query);
}

export function fetchReceiptDetail(auditId: number) {
  return api.call('GET /api/study/audittmpl/:id/auditreceiptdetail', { id: auditId });
}

/** Refusals come back as ret 1 and are shown in the decision dialog. */
export function submitDecision(body: Omit<TAuditNodeSubmit, 'remark'> & { remark?: string }) {
  return api.call('POST /api/study/audittmpl/auditreceiptnodesubmit', body, { silent: true });
}

export function withdrawReceipt(auditId: number) {
  return api.call('POST /api/study/audittmpl/withdraw', { auditId }, { silent: true });
}

/** InformationDetail (spec s.7 "Audit"): a personnel submission, submitted against current. */
export function fetchInformationDetail(submissionId: number) {
  return api.call('GET /api/study/InformationDetail', { id: submissionId });
}

/** study/course/{id}/detail/simple (spec s.7 "Audit"): the course a kind-5 sign-up names. */
export function fetchCourseSimple(courseId: number) {
  return api.call('GET /api/study/course/:id/detail/simple', { id: courseId });
}

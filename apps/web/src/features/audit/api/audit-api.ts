import type { TPage } from '@ascent/shared/admin';
import type {
  TAuditDecisionResult,
  TAuditNodeSubmit,
  TAuditReceipt,
  TAuditReceiptDetail,
  TAuditReceiptListQuery,
} from '@ascent/shared/audit';
import type { TCourseSimpleDetail } from '@ascent/shared/course';
import type { TInformationDetail } from '@ascent/shared/profile';
import { api } from '../../../app/services.ts';

/** Which list of the audit centre: my submissions or my to-dos. */
export type ReceiptBox = 'mine' | 'todo';

const LIST_PATHS: Record<ReceiptBox, string> = {
  mine: 'study/audittmpl/auditreceiptbyinitlist',
  todo: 'study/audittmpl/auditreceiptbytodolist',
};

export function fetchReceipts(
  box: ReceiptBox,
  query: Partial<TAuditReceiptListQuery>,
): Promise<TPage<TAuditReceipt>> {
  return api.post<TPage<TAuditReceipt>>(LIST_PATHS[box], query);
}

export function fetchReceiptDetail(auditId: number): Promise<TAuditReceiptDetail> {
  return api.get<TAuditReceiptDetail>(`study/audittmpl/${auditId}/auditreceiptdetail`);
}

/** Refusals come back as ret 1 and are shown in the decision dialog. */
export function submitDecision(body: Omit<TAuditNodeSubmit, 'remark'> & { remark?: string }) {
  return api.post<TAuditDecisionResult>('study/audittmpl/auditreceiptnodesubmit', body, {
    silent: true,
  });
}

export function withdrawReceipt(auditId: number) {
  return api.post<TAuditDecisionResult>('study/audittmpl/withdraw', { auditId }, { silent: true });
}

/** InformationDetail (spec s.7 "Audit"): a personnel submission, submitted against current. */
export function fetchInformationDetail(submissionId: number): Promise<TInformationDetail> {
  return api.get<TInformationDetail>(`study/InformationDetail?id=${submissionId}`);
}

/** study/course/{id}/detail/simple (spec s.7 "Audit"): the course a kind-5 sign-up names. */
export function fetchCourseSimple(courseId: number): Promise<TCourseSimpleDetail> {
  return api.get<TCourseSimpleDetail>(`study/course/${courseId}/detail/simple`);
}

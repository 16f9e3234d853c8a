import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchCourseSimple,
  fetchInformationDetail,
  fetchReceiptDetail,
  fetchReceipts,
  type ReceiptBox,
} from '../api/audit-api.ts';
import { auditKeys } from '../lib/audit-keys.ts';

export function useReceipts(box: ReceiptBox, page: number, pageSize: number) {
  return useQuery({
    queryKey: auditKeys.list(box, page, pageSize),
    queryFn: () => fetchReceipts(box, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useReceiptDetail(auditId: number | null) {
  return useQuery({
    queryKey: auditKeys.detail(auditId ?? 0),
    queryFn: () => fetchReceiptDetail(auditId!),
    enabled: auditId !== null,
  });
}

/** The personnel submission behind a receipt of type 2 (its resourceId). */
export function useInformationDetail(submissionId: number) {
  return useQuery({
    queryKey: auditKeys.information(submissionId),
    queryFn: () => fetchInformationDetail(submissionId),
  });
}

/** The course a course-enrolment sign-up's receipt links to. */
export function useCourseSimple(courseId: number) {
  return useQuery({
    queryKey: auditKeys.course(courseId),
    queryFn: () => fetchCourseSimple(courseId),
  });
}

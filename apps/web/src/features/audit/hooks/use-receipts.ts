import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReceiptDetail, fetchReceipts, type ReceiptBox } from '../api/audit-api.ts';
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

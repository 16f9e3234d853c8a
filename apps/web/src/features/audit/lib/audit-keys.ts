import { USER_QUERY_KEY } from '@ascent/client/app';
import type { ReceiptBox } from '../api/audit-api.ts';

/** Query keys of the audit centre: the signed-in user's, dropped at sign-out. */
export const auditKeys = {
  all: [...USER_QUERY_KEY, 'audit'] as const,
  list: (box: ReceiptBox, page: number, pageSize: number) =>
    [...USER_QUERY_KEY, 'audit', 'list', box, page, pageSize] as const,
  detail: (auditId: number) => [...USER_QUERY_KEY, 'audit', 'detail', auditId] as const,
  information: (id: number) => [...USER_QUERY_KEY, 'audit', 'information', id] as const,
  course: (id: number) => [...USER_QUERY_KEY, 'audit', 'course', id] as const,
};

import { useQuery } from '@tanstack/react-query';
import { fetchAuditTypes } from '../api/approvals-api.ts';
import { approvalKeys } from '../lib/approval-keys.ts';

/** The audit types with a handler on the server, named in the current language. */
export function useAuditTypes() {
  return useQuery({ queryKey: approvalKeys.types, queryFn: fetchAuditTypes, staleTime: 60_000 });
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchCandidates } from '../api/approvals-api.ts';
import { approvalKeys } from '../lib/approval-keys.ts';

/** People to name as approvers, searched as the administrator types (debounced). */
export function useCandidates(keyword: string, enabled: boolean) {
  const [debounced, setDebounced] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(keyword.trim()), 250);
    return () => clearTimeout(timer);
  }, [keyword]);
  return useQuery({
    queryKey: approvalKeys.candidates(debounced),
    queryFn: () => searchCandidates(debounced),
    enabled,
    staleTime: 30_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { fetchDepartmentTree } from '../api/personnel-api.ts';

export function useDepartmentTree(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.departmentTree,
    queryFn: fetchDepartmentTree,
    enabled,
    staleTime: 5 * 60_000,
  });
}

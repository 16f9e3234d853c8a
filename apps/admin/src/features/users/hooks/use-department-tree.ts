import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { fetchDepartmentTree } from '../api/users-api.ts';
import { toDepartmentOptions } from '../lib/department-options.ts';

/** The company's departments as TreeSelect options (shared by the filters and the forms). */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: [...USER_QUERY_KEY, 'department-tree'],
    queryFn: fetchDepartmentTree,
    select: toDepartmentOptions,
    staleTime: 60_000,
  });
}

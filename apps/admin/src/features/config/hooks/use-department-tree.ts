import { useUserQuery } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchDepartmentTree } from '../api/config-api.ts';
import { configKeys } from '../lib/query-keys.ts';

/** The company's departments, for choosing who is asked to complete their information. */
export function useDepartmentTree() {
  return useUserQuery(services, {
    queryKey: configKeys.departments,
    queryFn: fetchDepartmentTree,
    staleTime: 60_000,
  });
}

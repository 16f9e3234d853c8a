import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchManageSession } from '../api/shell-api.ts';

/** The signed-in administrator (manage/session): name, account, avatar, company, flags. */
export function useManageSession() {
  return useUserQuery(services, {
    queryKey: queryKeys.manageSession,
    queryFn: fetchManageSession,
  });
}

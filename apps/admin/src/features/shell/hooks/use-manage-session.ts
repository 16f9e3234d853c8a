import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { useSession } from '../../../app/services.ts';
import { fetchManageSession } from '../api/shell-api.ts';

/** The signed-in administrator (manage/session): name, account, avatar, company, flags. */
export function useManageSession() {
  const signedIn = useSession((s) => s.token !== '');
  return useQuery({
    queryKey: queryKeys.manageSession,
    queryFn: fetchManageSession,
    enabled: signedIn,
  });
}

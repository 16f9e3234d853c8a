import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { useSession } from '../../../app/services.ts';
import { fetchCompanyInfo } from '../api/shell-api.ts';

/** The administrator's company switches (study/me/company/config). */
export function useCompanyInfo() {
  const signedIn = useSession((s) => s.token !== '');
  return useQuery({
    queryKey: queryKeys.companyInfo,
    queryFn: fetchCompanyInfo,
    enabled: signedIn,
  });
}

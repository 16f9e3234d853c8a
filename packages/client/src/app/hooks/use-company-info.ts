import type { AppServices } from '../services/app-services.ts';
import { COMPANY_INFO_QUERY_KEY } from '../services/query-keys.ts';
import { fetchCompanyInfo } from '../services/shell-api.ts';
import { useUserQuery } from './use-user-query.ts';

/** The company config's query (the hook's, and the shell's first data). */
export const companyInfoQuery = ({ api }: Pick<AppServices, 'api'>) => ({
  queryKey: COMPANY_INFO_QUERY_KEY,
  queryFn: () => fetchCompanyInfo(api),
});

/** The signed-in user's company switches and enabled menu codes (study/me/company/config). */
export function useCompanyInfo(services: Pick<AppServices, 'api' | 'session'>) {
  return useUserQuery(services, companyInfoQuery(services));
}

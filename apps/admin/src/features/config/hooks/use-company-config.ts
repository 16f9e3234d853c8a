import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_INFO_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TCompanyConfigUpdate } from '@ascent/shared/config';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchCompanyConfig, saveConfigGroup } from '../api/config-api.ts';
import { configKeys } from '../lib/query-keys.ts';

/** Every configuration group of the administrator's company. */
export function useCompanyConfig() {
  return useUserQuery(services, { queryKey: configKeys.company, queryFn: fetchCompanyConfig });
}

/**
 * Saves one group. The answer is the whole configuration; the frame's company name, logos
 * and theme (platform config, company info, admin session) are read again.
 */
export function useSaveConfigGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: TCompanyConfigUpdate) => saveConfigGroup(update),
    onSuccess: async (config) => {
      client.setQueryData(configKeys.company, config);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['public'] }),
        client.invalidateQueries({ queryKey: COMPANY_INFO_QUERY_KEY }),
        client.invalidateQueries({ queryKey: queryKeys.manageSession }),
      ]);
    },
  });
}

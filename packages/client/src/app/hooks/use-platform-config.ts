import { useQuery } from '@tanstack/react-query';
import type { AppServices } from '../services/app-services.ts';
import { platformConfigQueryKey } from '../services/query-keys.ts';
import { fetchPlatformConfig } from '../services/shell-api.ts';

/** The public platform config for this host; fetched once per page load. */
export function usePlatformConfig({ api }: Pick<AppServices, 'api'>) {
  const site = window.location.host;
  return useQuery({
    queryKey: platformConfigQueryKey(site),
    queryFn: () => fetchPlatformConfig(api, site),
    staleTime: Infinity,
  });
}

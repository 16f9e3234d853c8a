import { useQuery } from '@tanstack/react-query';
import type { AppServices } from '../services/app-services.ts';
import { platformConfigQueryKey } from '../services/query-keys.ts';
import { fetchPlatformConfig } from '../services/shell-api.ts';

/** The public platform config for this host (the hook's query, and the shell's first data). */
export function platformConfigQuery({ api }: Pick<AppServices, 'api'>) {
  const site = window.location.host;
  return { queryKey: platformConfigQueryKey(site), queryFn: () => fetchPlatformConfig(api, site) };
}

/** The public platform config for this host; fetched once per page load. */
export function usePlatformConfig(services: Pick<AppServices, 'api'>) {
  return useQuery({ ...platformConfigQuery(services), staleTime: Infinity });
}

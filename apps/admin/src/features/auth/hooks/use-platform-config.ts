import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { fetchPlatformConfig } from '../api/auth-api.ts';

/** The public platform config for this host; fetched once per page load. */
export function usePlatformConfig() {
  const site = window.location.host;
  return useQuery({
    queryKey: queryKeys.platformConfig(site),
    queryFn: () => fetchPlatformConfig(site),
    staleTime: Infinity,
  });
}

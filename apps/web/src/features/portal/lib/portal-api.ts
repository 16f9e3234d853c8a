import { useQuery } from '@tanstack/react-query';
import { services } from '../../../app/services.ts';

/** The portal of this site's company (study/platform/portal; the site is the page's host). */
export function usePortal() {
  const site = window.location.host;
  return useQuery({
    queryKey: ['portal', site],
    queryFn: () => services.api.call('POST /api/study/platform/portal', { site }),
  });
}
